import {CurrencyAmount, Price, Token} from '@uniswap/sdk-core';
import {Pair, Route, Trade} from '@uniswap/v2-sdk';
import {
  nearestUsableTick as sdkNearestUsableTick,
  Pool,
  Position,
  priceToClosestTick as sdkPriceToClosestTick,
  TICK_SPACINGS,
  FeeAmount,
  TickMath,
  tickToPrice as sdkTickToPrice,
} from '@uniswap/v3-sdk';
import fc from 'fast-check';
import JSBI from 'jsbi';
import {describe, expect, it} from 'vitest';
import {impermanentLossV2} from '../../src/lib/amm';
import {getSqrtRatioAtTick, getTickAtSqrtRatio} from '../../src/lib/ammExact';
import {
  calculateImpermanentLoss,
  calculateRangeLiquidity,
  calculateTick,
  calculateV2Swap,
  DEFAULT_TOKENS,
  priceBounds,
} from '../../src/lib/calculators';
import {
  formatAmount,
  formatFraction,
  formatNumber,
  formatPercent,
  formatUnits,
  localizeDecimal,
  roundDecimal,
  parseInteger,
  parsePositiveDecimal,
  parseTokenAmount,
} from '../../src/lib/numberInput';
import {V2, V3} from '../../src/lib/protocol';

/**
 * The calculators' logic: how typed text is read, how results are written,
 * the pages' own examples as defaults, and agreement with the SDKs on random
 * inputs typed the way a reader types them.
 */
const big = (value: JSBI): bigint => BigInt(value.toString());
const WETH = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'WETH');
const USDC = new Token(1, '0x0000000000000000000000000000000000000002', 6, 'USDC');

/** A decimal string of up to `maxDecimals` fraction digits, between 10^-maxDecimals and 10^maxInteger. */
function decimalText(maxInteger: number, maxDecimals: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.integer({min: 0, max: maxDecimals}),
      fc.integer({min: 1, max: maxInteger + maxDecimals}),
    )
    .chain(([decimals, digits]) =>
      fc
        .bigInt({min: 1n, max: 10n ** BigInt(Math.min(digits, maxInteger + decimals)) - 1n})
        .map((units) => formatUnits(units, decimals)),
    );
}

/** The SDK's enum member for an Oxbow fee tier. */
function sdkFee(fee: number): FeeAmount {
  const member = [FeeAmount.LOWEST, FeeAmount.LOW, FeeAmount.MEDIUM, FeeAmount.HIGH].find(
    (amount) => amount.valueOf() === fee,
  );
  if (member === undefined) {
    throw new Error(`${String(fee)} is not an Oxbow fee tier`);
  }
  return member;
}

/** Base units of a generated amount, as the string the SDK takes. */
function unitsOf(text: string, decimals: number): string {
  const parsed = parseTokenAmount(text, decimals);
  if (!parsed.ok) {
    throw new Error(`generated amounts are valid: ${text}`);
  }
  return parsed.value.toString();
}

describe('reading typed numbers', () => {
  it.each([
    ['1', {numerator: 1n, denominator: 1n}],
    ['1.50', {numerator: 15n, denominator: 10n}],
    ['.5', {numerator: 5n, denominator: 10n}],
    ['5.', {numerator: 5n, denominator: 1n}],
    ['1,000.25', {numerator: 100025n, denominator: 100n}],
    ['  2000 ', {numerator: 2000n, denominator: 1n}],
    ['１２．５', {numerator: 125n, denominator: 10n}],
    ['007', {numerator: 7n, denominator: 1n}],
  ])('reads %j', (text, value) => {
    expect(parsePositiveDecimal(text, {maxDecimals: 18})).toEqual({ok: true, value});
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notNumber'],
    ['1,5', 'notNumber'],
    ['1.2.3', 'notNumber'],
    ['1e5', 'notNumber'],
    ['.', 'notNumber'],
    ['-1', 'negative'],
    ['−2.5', 'negative'],
    ['0', 'zero'],
    ['0.000', 'zero'],
    ['-0', 'zero'],
  ])('rejects %j as %s', (text, kind) => {
    expect(parsePositiveDecimal(text, {maxDecimals: 18})).toEqual({ok: false, problem: {kind}});
  });

  it('limits the decimals of a token amount to the token’s own', () => {
    expect(parseTokenAmount('1.123456', 6)).toEqual({ok: true, value: 1_123_456n});
    expect(parseTokenAmount('1.1234560', 6)).toEqual({ok: true, value: 1_123_456n});
    expect(parseTokenAmount('1.1234567', 6)).toEqual({
      ok: false,
      problem: {kind: 'tooManyDecimals', maxDecimals: 6},
    });
    expect(parseTokenAmount('0.000000000000000001', 18)).toEqual({ok: true, value: 1n});
  });

  it('limits large values', () => {
    expect(parseTokenAmount('1000001', 6, 10n ** 12n)).toEqual({
      ok: false,
      problem: {kind: 'tooLarge', max: '1000000'},
    });
    expect(parsePositiveDecimal('1000000000000000.5', {maxDecimals: 18, max: 10n ** 15n})).toEqual({
      ok: false,
      problem: {kind: 'tooLarge', max: '1000000000000000'},
    });
  });

  it('reads whole numbers within bounds', () => {
    expect(parseInteger('-200312', -887272n, 887272n)).toEqual({ok: true, value: -200312n});
    expect(parseInteger('887273', -887272n, 887272n)).toEqual({
      ok: false,
      problem: {kind: 'outOfRange', min: '-887272', max: '887272'},
    });
    expect(parseInteger('1.5', 0n, 10n)).toEqual({ok: false, problem: {kind: 'notInteger'}});
    expect(parseInteger('6.0', 0n, 10n)).toEqual({ok: true, value: 6n});
  });

  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(
        fc.bigInt({min: 1n, max: 1n << 130n}),
        fc.integer({min: 0, max: 30}),
        (units, decimals) => {
          expect(parseTokenAmount(formatUnits(units, decimals), decimals)).toEqual({
            ok: true,
            value: units,
          });
        },
      ),
      {numRuns: 1000},
    );
  });
});

describe('writing numbers for the reader', () => {
  it('writes exact amounts with every digit', () => {
    expect(formatUnits(1_974_316_068n, 6)).toBe('1974.316068');
    expect(formatUnits(2_000_000_000n, 6)).toBe('2000');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatFraction({numerator: 3000n * 10n ** 18n, denominator: 1000n}, 21)).toBe(
      '3000000000000000000',
    );
    expect(formatFraction({numerator: 1n, denominator: 3n}, 4)).toBe('0.3333');
  });

  it.each([
    ['en', '1,974.316068'],
    ['zh-CN', '1,974.316068'],
  ])('groups digits for %s', (locale, expected) => {
    expect(localizeDecimal('1974.316068', locale)).toBe(expected);
    expect(localizeDecimal('123456789012345678901234567890', locale)).toBe(
      '123,456,789,012,345,678,901,234,567,890',
    );
  });

  it('rounds display numbers to six significant digits and never shows NaN or Infinity', () => {
    expect(formatNumber(1974.316068, 'en')).toBe('1,974.32');
    expect(formatNumber(2e-9, 'en')).toBe('2E-9');
    expect(formatNumber(3.4e38, 'zh-CN')).toBe('3.4E38');
    expect(formatNumber(Number.NaN, 'en')).toBe('—');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe('—');
  });

  it('writes percentages as the pages do, two decimals, a no-break space, no negative zero', () => {
    expect(formatPercent(0.012841966, 'en')).toBe('1.28\u00a0%');
    expect(formatPercent(-0.0571909584, 'zh-CN')).toBe('-5.72\u00a0%');
    expect(formatPercent(-1e-17, 'en')).toBe('0.00\u00a0%');
    expect(formatPercent(0.003, 'en')).toBe('0.30\u00a0%');
  });

  it('rounds token amounts to six significant digits, keeping the integer part', () => {
    expect(roundDecimal('0.999999999999998276')).toBe('1');
    expect(roundDecimal('2.117870222696681486')).toBe('2.11787');
    expect(roundDecimal('1974.316068')).toBe('1974.32');
    expect(roundDecimal('123456789.5')).toBe('123456790');
    expect(roundDecimal('0.00001234567')).toBe('0.0000123457');
    expect(roundDecimal('0.0075')).toBe('0.0075');
    expect(roundDecimal('0')).toBe('0');
    expect(roundDecimal('-5.123456789')).toBe('-5.12346');
  });

  it('shows an amount rounded and grouped, with its exact value kept beside it', () => {
    expect(formatAmount('0.999999999999998276', 'en')).toEqual({
      shown: '1',
      exact: '0.999999999999998276',
      approximate: true,
    });
    expect(formatAmount('2246.012798', 'zh-CN')).toEqual({
      shown: '2,246.01',
      exact: '2,246.012798',
      approximate: true,
    });
    expect(formatAmount('2000', 'en')).toEqual({
      shown: '2,000',
      exact: '2,000',
      approximate: false,
    });
  });

  it('never shows an amount with more than six significant digits', () => {
    fc.assert(
      fc.property(
        fc.bigInt({min: 0n, max: 10n ** 40n}),
        fc.integer({min: 0, max: 24}),
        (units, decimals) => {
          const digits = roundDecimal(formatUnits(units, decimals)).replace(/^[0.]+|\./g, '');
          const integerDigits = (formatUnits(units, decimals).split('.')[0] ?? '').replace(
            /^0+/,
            '',
          ).length;
          expect(digits.replace(/0+$/, '').length).toBeLessThanOrEqual(
            Math.max(6, integerDigits + 1),
          );
        },
      ),
      {numRuns: 500},
    );
  });
});

describe('the v2 swap calculator', () => {
  const swap = (amountIn: string, sell: 0 | 1 = 0) =>
    calculateV2Swap({tokens: DEFAULT_TOKENS, reserve0: '100', reserve1: '200000', sell, amountIn});

  it('shows the worked examples of the pages', () => {
    const one = swap('1');
    expect(one.ok && one.result.amountOut).toBe(1_974_316_068n);
    const ten = swap('10');
    if (!ten.ok) {
      throw new Error('the 10 ETH example must compute');
    }
    expect(Number(formatUnits(ten.result.amountOut, 6)).toFixed(2)).toBe('18132.22');
    expect(ten.result.executionPrice.toFixed(2)).toBe('1813.22');
    expect((ten.result.priceImpact * 100).toFixed(2)).toBe('9.34');
    expect(formatFraction(ten.result.fee, ten.result.feeDecimals)).toBe('0.03');
    const usdc = swap('0.000001', 1);
    expect(usdc.ok && formatFraction(usdc.result.fee, usdc.result.feeDecimals)).toBe('0.000000003');
  });

  it('marks each bad field and the swaps the pair would refuse', () => {
    const bad = calculateV2Swap({
      tokens: DEFAULT_TOKENS,
      reserve0: '-1',
      reserve1: 'abc',
      sell: 0,
      amountIn: '0.0000000000000000001',
    });
    expect(bad).toEqual({
      ok: false,
      fields: {
        reserve0: {kind: 'negative'},
        reserve1: {kind: 'notNumber'},
        amountIn: {kind: 'tooManyDecimals', maxDecimals: 18},
      },
    });
    expect(swap('0.000000000000000001')).toEqual({
      ok: false,
      fields: {},
      problem: {kind: 'outputRoundsToZero'},
    });
    const overflow = calculateV2Swap({
      tokens: DEFAULT_TOKENS,
      reserve0: formatUnits(V2.maxReserve, 18),
      reserve1: '1',
      sell: 0,
      amountIn: '1',
    });
    expect(overflow.ok ? undefined : overflow.fields.amountIn?.kind).toBe('tooLarge');
  });

  it('agrees with a v2 SDK trade on random reserves and amounts, both ways', () => {
    fc.assert(
      fc.property(
        decimalText(12, 18),
        decimalText(12, 6),
        fc.constantFrom<0 | 1>(0, 1),
        decimalText(9, 6),
        (reserve0, reserve1, sell, amountIn) => {
          const outcome = calculateV2Swap({
            tokens: DEFAULT_TOKENS,
            reserve0,
            reserve1,
            sell,
            amountIn,
          });
          const pair = new Pair(
            CurrencyAmount.fromRawAmount(WETH, unitsOf(reserve0, 18)),
            CurrencyAmount.fromRawAmount(USDC, unitsOf(reserve1, 6)),
          );
          const [tokenIn, tokenOut] = sell === 0 ? [WETH, USDC] : [USDC, WETH];
          const input = CurrencyAmount.fromRawAmount(tokenIn, unitsOf(amountIn, tokenIn.decimals));
          if (!outcome.ok) {
            expect(outcome.problem?.kind).toBe('outputRoundsToZero');
            expect(() => pair.getOutputAmount(input)).toThrow();
            return;
          }
          const trade = Trade.exactIn(new Route([pair], tokenIn, tokenOut), input);
          expect(outcome.result.amountOut).toBe(big(trade.outputAmount.quotient));
          expect(outcome.result.priceImpact).toBeCloseTo(
            Number(trade.priceImpact.toFixed(12)) / 100,
            12,
          );
          const executionPrice = sell === 0 ? trade.executionPrice : trade.executionPrice.invert();
          expect(
            outcome.result.executionPrice / Number(executionPrice.toSignificant(15)) - 1,
          ).toBeCloseTo(0, 12);
          expect(Number.isFinite(outcome.result.midPrice)).toBe(true);
        },
      ),
      {numRuns: 1000},
    );
  });
});

describe('the impermanent loss calculator', () => {
  const loss = (newPrice: string, lower = '1600', upper = '2500') =>
    calculateImpermanentLoss({
      tokens: DEFAULT_TOKENS,
      entryPrice: '2000',
      newPrice,
      lower,
      upper,
      deposit: '4000',
    });

  it('shows the worked examples of the pages', () => {
    const doubled = loss('4000');
    if (!doubled.ok) {
      throw new Error('the doubling example must compute');
    }
    expect(doubled.result.fullRange.value.toFixed(2)).toBe('5656.85');
    expect(doubled.result.fullRange.holdValue).toBeCloseTo(6000, 9);
    expect((doubled.result.fullRange.loss * 100).toFixed(2)).toBe('-5.72');
    expect(doubled.result.rangeState).toBe('above');
    const atUpper = loss('2500');
    if (!atUpper.ok) {
      throw new Error('the range example must compute');
    }
    expect(atUpper.result.range.value.toFixed(2)).toBe('4236.07');
    expect((atUpper.result.range.loss * 100).toFixed(2)).toBe('-5.87');
  });

  it('refuses a range whose upper price is not above the lower one', () => {
    expect(loss('3000', '2500', '2500')).toEqual({
      ok: false,
      fields: {},
      problem: {kind: 'upperNotAboveLower'},
    });
  });

  it('is the v2 formula, and a range loses at least as much while the price stays inside it', () => {
    fc.assert(
      fc.property(
        decimalText(6, 6),
        fc.double({min: 0.05, max: 20, noNaN: true}),
        fc.double({min: 0.01, max: 0.99, noNaN: true}),
        fc.double({min: 1.01, max: 100, noNaN: true}),
        (entryPrice, move, lowerShare, upperFactor) => {
          const entry = Number(entryPrice);
          const outcome = calculateImpermanentLoss({
            tokens: DEFAULT_TOKENS,
            entryPrice,
            newPrice: (entry * move).toFixed(18),
            lower: (entry * lowerShare).toFixed(18),
            upper: (entry * upperFactor).toFixed(6),
            deposit: '1000',
          });
          fc.pre(outcome.ok);
          const {fullRange, range, priceRatio, rangeState} = outcome.result;
          expect(fullRange.loss).toBeCloseTo(impermanentLossV2(priceRatio), 9);
          // Far outside the range the range's loss stops growing and the full range's does not.
          if (rangeState === 'inside') {
            expect(range.loss).toBeLessThanOrEqual(fullRange.loss + 1e-12);
          }
          for (const value of [fullRange.value, range.value, range.amount0, range.amount1]) {
            expect(Number.isFinite(value)).toBe(true);
          }
        },
      ),
      {numRuns: 1000},
    );
  });
});

describe('the tick calculator', () => {
  const convert = (from: 'price' | 'tick' | 'sqrtPriceX96', value: string, fee = 3000) =>
    calculateTick({decimals0: '18', decimals1: '6', fee, from, value});

  it('converts the page’s WETH/USDC example every way', () => {
    for (const outcome of [
      convert('price', '2000'),
      convert('sqrtPriceX96', '3543191142285914205922034'),
    ]) {
      expect(outcome.ok && outcome.result.tick).toBe(-200312);
      expect(outcome.ok && outcome.result.sqrtPriceX96).toBe(3543191142285914205922034n);
      expect(outcome.ok && outcome.result.tickPrice.toFixed(2)).toBe('1999.84');
      expect(outcome.ok && outcome.result.usableTick).toBe(-200340);
    }
    const tick = convert('tick', '-200312');
    expect(tick.ok && tick.result.sqrtPriceX96).toBe(3543049682531703600807385n);
  });

  it('reaches the ends of the tick range in every fee tier', () => {
    for (const {fee} of V3.feeTiers) {
      const top = convert('tick', String(V3.maxTick), fee);
      const bottom = convert('tick', String(V3.minTick), fee);
      expect(top.ok && top.result.sqrtPriceX96).toBe(V3.maxSqrtRatio);
      expect(bottom.ok && bottom.result.sqrtPriceX96).toBe(V3.minSqrtRatio);
      expect(top.ok && top.result.usableTick).toBe(
        sdkNearestUsableTick(TickMath.MAX_TICK, TICK_SPACINGS[sdkFee(fee)]),
      );
    }
    expect(convert('sqrtPriceX96', String(V3.maxSqrtRatio))).toEqual({
      ok: false,
      fields: {
        value: {kind: 'outOfRange', min: '4295128739', max: String(V3.maxSqrtRatio - 1n)},
      },
    });
    expect(convert('tick', '887273')).toEqual({
      ok: false,
      fields: {value: {kind: 'outOfRange', min: '-887272', max: '887272'}},
    });
  });

  it('refuses prices a pool cannot hold, naming the bounds', () => {
    const outcome = convert('price', '1000000000000000000000000000000000000000000000000000');
    expect(outcome).toEqual({
      ok: false,
      fields: {value: {kind: 'priceOutOfRange', ...priceBounds(18, 6)}},
    });
    const {min, max} = priceBounds(18, 6);
    expect(min).toBeGreaterThan(0);
    expect(Number.isFinite(max)).toBe(true);
  });

  it('agrees with priceToClosestTick and tickToPrice for random prices and decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 0, max: 30}),
        fc.integer({min: 0, max: 30}),
        decimalText(20, 20),
        fc.constantFrom(...V3.feeTiers),
        (decimals0, decimals1, price, tier) => {
          const outcome = calculateTick({
            decimals0: String(decimals0),
            decimals1: String(decimals1),
            fee: tier.fee,
            from: 'price',
            value: price,
          });
          const parsed = parsePositiveDecimal(price, {maxDecimals: 40});
          if (!parsed.ok) {
            throw new Error('generated prices are valid');
          }
          const token0 = new Token(1, WETH.address, decimals0);
          const token1 = new Token(1, USDC.address, decimals1);
          const sdkPrice = new Price(
            token0,
            token1,
            (parsed.value.denominator * 10n ** BigInt(decimals0)).toString(),
            (parsed.value.numerator * 10n ** BigInt(decimals1)).toString(),
          );
          if (!outcome.ok) {
            expect(outcome.fields.value?.kind).toBe('priceOutOfRange');
            return;
          }
          const {tick, usableTick, tickPrice, price: shown} = outcome.result;
          fc.pre(tick < V3.maxTick - 1);
          expect(tick).toBe(sdkPriceToClosestTick(sdkPrice));
          expect(usableTick).toBe(sdkNearestUsableTick(tick, tier.tickSpacing) + 0);
          const sdkTickPrice = Number(sdkTickToPrice(token0, token1, tick).toSignificant(15));
          expect(tickPrice / sdkTickPrice - 1).toBeCloseTo(0, 9);
          expect(shown / Number(sdkPrice.toSignificant(15)) - 1).toBeCloseTo(0, 9);
          expect(Number.isFinite(outcome.result.inversePrice)).toBe(true);
        },
      ),
      {numRuns: 1000},
    );
  });

  it('never shows a non-finite number, whatever the decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 0, max: 255}),
        fc.integer({min: 0, max: 255}),
        fc.integer({min: V3.minTick, max: V3.maxTick}),
        (decimals0, decimals1, tick) => {
          const outcome = calculateTick({
            decimals0: String(decimals0),
            decimals1: String(decimals1),
            fee: 500,
            from: 'tick',
            value: String(tick),
          });
          if (!outcome.ok) {
            throw new Error('every tick converts');
          }
          const {price, inversePrice, rawPrice, tickPrice, usableTickPrice} = outcome.result;
          for (const value of [price, inversePrice, rawPrice, tickPrice, usableTickPrice]) {
            expect(Number.isFinite(value) && value > 0).toBe(true);
          }
        },
      ),
      {numRuns: 1000},
    );
  });
});

describe('the range liquidity calculator', () => {
  const TOKENS = [
    {symbol: 'WETH', decimals: 18},
    {symbol: 'USDC', decimals: 6},
  ] as const;

  it('reproduces the minting guide’s position', () => {
    const outcome = calculateRangeLiquidity({
      tokens: TOKENS,
      fee: 3000,
      price: '2000',
      lower: '1800',
      upper: '2200',
      amountToken: 0,
      amount: '1',
    });
    if (!outcome.ok) {
      throw new Error('the guide’s example must compute');
    }
    const {result} = outcome;
    expect([result.tickCurrent, result.tickLower, result.tickUpper]).toEqual([
      -200312, -201360, -199380,
    ]);
    expect([result.priceLower.toFixed(2), result.priceUpper.toFixed(2)]).toEqual([
      '1800.87',
      '2195.18',
    ]);
    expect(result.liquidity).toBe(983091006111801n);
    expect(result.deposit).toEqual({amount0: 999999999999999084n, amount1: 2246012798n});
    expect(result.state).toBe('inside');
  });

  it('explains deposits a range cannot take', () => {
    const base = {tokens: TOKENS, fee: 3000, lower: '1600', upper: '2500', amount: '1'};
    expect(calculateRangeLiquidity({...base, price: '3000', amountToken: 0})).toEqual({
      ok: false,
      fields: {},
      problem: {kind: 'needsToken', token: 1},
    });
    expect(calculateRangeLiquidity({...base, price: '1000', amountToken: 1})).toEqual({
      ok: false,
      fields: {},
      problem: {kind: 'needsToken', token: 0},
    });
    expect(
      calculateRangeLiquidity({
        ...base,
        price: '2000',
        lower: '2000',
        upper: '2000.01',
        amountToken: 0,
        fee: 10000,
      }),
    ).toEqual({ok: false, fields: {}, problem: {kind: 'rangeTooNarrow', tickSpacing: 200}});
    expect(
      calculateRangeLiquidity({
        ...base,
        price: '2000',
        amountToken: 0,
        amount: '0.000000000000000001',
      }),
    ).toEqual({ok: false, fields: {}, problem: {kind: 'liquidityRoundsToZero'}});
    expect(
      calculateRangeLiquidity({...base, price: '2000', amountToken: 1, amount: '1.0000001'}),
    ).toEqual({
      ok: false,
      fields: {amount: {kind: 'tooManyDecimals', maxDecimals: 6}},
    });
  });

  it('agrees with Position.fromAmount0 and fromAmount1 on random ranges and deposits', () => {
    fc.assert(
      fc.property(
        decimalText(5, 6),
        fc.double({min: 0.05, max: 1.5, noNaN: true}),
        fc.double({min: 1.01, max: 20, noNaN: true}),
        fc.constantFrom(...V3.feeTiers),
        fc.constantFrom<0 | 1>(0, 1),
        decimalText(6, 6),
        (price, lowerShare, width, tier, amountToken, amount) => {
          const lowerPrice = Number(price) * lowerShare;
          const input = {
            tokens: TOKENS,
            fee: tier.fee,
            price,
            lower: lowerPrice.toFixed(12),
            upper: (lowerPrice * width).toFixed(12),
            amountToken,
            amount,
          };
          const outcome = calculateRangeLiquidity(input);
          fc.pre(outcome.ok);
          const {result} = outcome;
          const sdkTick = (text: string): number => {
            const parsed = parsePositiveDecimal(text, {maxDecimals: 18});
            if (!parsed.ok) {
              throw new Error('valid price');
            }
            const sdkPrice = new Price(
              WETH,
              USDC,
              (parsed.value.denominator * 10n ** 18n).toString(),
              (parsed.value.numerator * 10n ** 6n).toString(),
            );
            return sdkNearestUsableTick(sdkPriceToClosestTick(sdkPrice), tier.tickSpacing);
          };
          expect([result.tickLower, result.tickUpper]).toEqual([
            sdkTick(input.lower),
            sdkTick(input.upper),
          ]);
          const pool = new Pool(
            WETH,
            USDC,
            sdkFee(tier.fee),
            JSBI.BigInt(result.sqrtPriceX96.toString()),
            0,
            result.tickCurrent,
          );
          const units = unitsOf(amount, TOKENS[amountToken].decimals);
          const position =
            amountToken === 0
              ? Position.fromAmount0({
                  pool,
                  tickLower: result.tickLower,
                  tickUpper: result.tickUpper,
                  amount0: units,
                  useFullPrecision: true,
                })
              : Position.fromAmount1({
                  pool,
                  tickLower: result.tickLower,
                  tickUpper: result.tickUpper,
                  amount1: units,
                });
          expect(result.liquidity).toBe(big(position.liquidity));
          expect(result.deposit).toEqual({
            amount0: big(position.mintAmounts.amount0),
            amount1: big(position.mintAmounts.amount1),
          });
          // The same position with the pool one tick below its range, then at its upper tick.
          const at = (tick: number): Position =>
            new Position({
              pool: new Pool(
                WETH,
                USDC,
                sdkFee(tier.fee),
                JSBI.BigInt(getSqrtRatioAtTick(tick).toString()),
                0,
                tick,
              ),
              tickLower: result.tickLower,
              tickUpper: result.tickUpper,
              liquidity: position.liquidity,
            });
          expect(result.belowRange).toBe(big(at(result.tickLower - 1).amount0.quotient));
          expect(result.aboveRange).toBe(big(at(result.tickUpper).amount1.quotient));
          expect(getTickAtSqrtRatio(result.sqrtPriceX96)).toBe(result.tickCurrent);
          expect(Number.isFinite(result.liquidityInWholeTokens)).toBe(true);
        },
      ),
      {numRuns: 1000},
    );
  });
});
