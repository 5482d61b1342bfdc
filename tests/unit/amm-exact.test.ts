import {CurrencyAmount, Price, sqrt as sdkSqrt, Token} from '@uniswap/sdk-core';
import {
  InsufficientInputAmountError,
  InsufficientReservesError,
  Pair,
  Route,
  Trade,
} from '@uniswap/v2-sdk';
import {
  encodeSqrtRatioX96 as sdkEncodeSqrtRatioX96,
  FeeAmount,
  maxLiquidityForAmounts as sdkMaxLiquidityForAmounts,
  nearestUsableTick as sdkNearestUsableTick,
  Pool,
  Position,
  priceToClosestTick as sdkPriceToClosestTick,
  SqrtPriceMath,
  TICK_SPACINGS,
  TickMath,
} from '@uniswap/v3-sdk';
import fc from 'fast-check';
import JSBI from 'jsbi';
import {describe, expect, it} from 'vitest';
import {
  encodeSqrtRatioX96,
  fractionToNumber,
  getAmount0Delta,
  getAmount1Delta,
  getAmountIn,
  getAmountOut,
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  maxLiquidityForAmounts,
  nearestUsableTick,
  positionAmounts,
  priceToClosestTick,
  quoteV2Swap,
  sqrt,
} from '../../src/lib/ammExact';
import {V2, V3} from '../../src/lib/protocol';

/**
 * The integer maths of the calculators against the pinned SDKs, which
 * reproduce the contracts: fixed vectors at the edges of the price space, then
 * thousands of random inputs per function. Every result must agree exactly.
 */
const RUNS = {numRuns: 2000};

const big = (value: JSBI): bigint => BigInt(value.toString());
const jsbi = (value: bigint): JSBI => JSBI.BigInt(value.toString());

const TOKEN0 = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'WETH');
const TOKEN1 = new Token(1, '0x0000000000000000000000000000000000000002', 6, 'USDC');

/** Log-uniform positive bigints: every size from 1 to 2^maxBits is as likely as any other. */
function positiveBigInt(maxBits: number, minBits = 1): fc.Arbitrary<bigint> {
  return fc
    .integer({min: minBits, max: maxBits})
    .chain((bits) => fc.bigInt({min: 1n << BigInt(bits - 1), max: (1n << BigInt(bits)) - 1n}));
}

const tick = fc.integer({min: V3.minTick, max: V3.maxTick});
const feeTier = fc.constantFrom(...V3.feeTiers);

/** Valid square-root prices: uniform by tick, near a tick's own value, and at the bounds. */
const sqrtRatio: fc.Arbitrary<bigint> = fc.oneof(
  fc
    .tuple(fc.integer({min: V3.minTick, max: V3.maxTick - 1}), fc.bigInt({min: 0n, max: 999_999n}))
    .map(([t, millionths]) => {
      const low = getSqrtRatioAtTick(t);
      const high = getSqrtRatioAtTick(t + 1);
      return low + ((high - low) * millionths) / 1_000_000n;
    }),
  fc
    .tuple(tick, fc.integer({min: -2, max: 2}))
    .map(([t, offset]) => getSqrtRatioAtTick(t) + BigInt(offset))
    .filter((value) => value >= V3.minSqrtRatio && value < V3.maxSqrtRatio),
  fc.bigInt({min: V3.minSqrtRatio, max: V3.minSqrtRatio + 1000n}),
  fc.bigInt({min: V3.maxSqrtRatio - 1000n, max: V3.maxSqrtRatio - 1n}),
);

describe('v2 getAmountOut and getAmountIn', () => {
  it('reproduce the worked example of the swaps page', () => {
    const reserveIn = 10n ** 20n;
    const reserveOut = 2n * 10n ** 11n;
    expect(getAmountOut(10n ** 18n, reserveIn, reserveOut)).toBe(1_974_316_068n);
    expect(getAmountIn(2n * 10n ** 9n, reserveIn, reserveOut)).toBe(1_013_140_431_395_195_689n);
  });

  it('use the 997/1000 fee of the protocol constants', () => {
    expect([V2.feeNumerator, V2.feeDenominator]).toEqual([997, 1000]);
    expect(quoteV2Swap(1000n, 10n ** 9n, 10n ** 9n).fee).toEqual({
      numerator: 3000n,
      denominator: 1000n,
    });
  });

  it('revert as the library does', () => {
    expect(() => getAmountOut(0n, 1n, 1n)).toThrow(/INSUFFICIENT_INPUT_AMOUNT/);
    expect(() => getAmountOut(1n, 0n, 1n)).toThrow(/INSUFFICIENT_LIQUIDITY/);
    expect(() => getAmountIn(0n, 1n, 1n)).toThrow(/INSUFFICIENT_OUTPUT_AMOUNT/);
    expect(() => getAmountIn(10n, 1n, 10n)).toThrow(/INSUFFICIENT_LIQUIDITY/);
  });

  const reserve = positiveBigInt(112);
  const sides = fc.record({reserve0: reserve, reserve1: reserve, amount: positiveBigInt(112)});
  const pairOf = (reserve0: bigint, reserve1: bigint): Pair =>
    new Pair(
      CurrencyAmount.fromRawAmount(TOKEN0, reserve0.toString()),
      CurrencyAmount.fromRawAmount(TOKEN1, reserve1.toString()),
    );

  it('agree with Pair.getOutputAmount on random reserves and inputs', () => {
    fc.assert(
      fc.property(sides, ({reserve0, reserve1, amount}) => {
        const ours = getAmountOut(amount, reserve0, reserve1);
        try {
          const [out] = pairOf(reserve0, reserve1).getOutputAmount(
            CurrencyAmount.fromRawAmount(TOKEN0, amount.toString()),
          );
          expect(ours).toBe(big(out.quotient));
        } catch (error) {
          // The SDK refuses a zero output; the library returns it and the pair then reverts.
          expect(error).toBeInstanceOf(InsufficientInputAmountError);
          expect(ours).toBe(0n);
        }
      }),
      RUNS,
    );
  });

  it('agree with Pair.getInputAmount on random reserves and outputs', () => {
    fc.assert(
      fc.property(sides, ({reserve0, reserve1, amount}) => {
        const pair = pairOf(reserve0, reserve1);
        const output = CurrencyAmount.fromRawAmount(TOKEN1, amount.toString());
        if (amount >= reserve1) {
          expect(() => getAmountIn(amount, reserve0, reserve1)).toThrow(RangeError);
          expect(() => pair.getInputAmount(output)).toThrow(InsufficientReservesError);
          return;
        }
        const [input] = pair.getInputAmount(output);
        expect(getAmountIn(amount, reserve0, reserve1)).toBe(big(input.quotient));
      }),
      RUNS,
    );
  });

  it('report the price impact of Trade.exactIn, fraction for fraction', () => {
    fc.assert(
      fc.property(sides, ({reserve0, reserve1, amount}) => {
        const quote = quoteV2Swap(amount, reserve0, reserve1);
        fc.pre(quote.amountOut > 0n);
        const pair = pairOf(reserve0, reserve1);
        const trade = Trade.exactIn(
          new Route([pair], TOKEN0, TOKEN1),
          CurrencyAmount.fromRawAmount(TOKEN0, amount.toString()),
        );
        expect(big(trade.outputAmount.quotient)).toBe(quote.amountOut);
        const impact = trade.priceImpact;
        expect(quote.priceImpact.numerator * big(impact.denominator)).toBe(
          big(impact.numerator) * quote.priceImpact.denominator,
        );
      }),
      {numRuns: 1000},
    );
  });
});

describe('v3 TickMath', () => {
  it('has the bounds of the contracts', () => {
    expect([V3.minTick, V3.maxTick]).toEqual([TickMath.MIN_TICK, TickMath.MAX_TICK]);
    expect([V3.minTick, V3.maxTick]).toEqual([-887272, 887272]);
    expect(V3.minSqrtRatio).toBe(4295128739n);
    expect(V3.maxSqrtRatio).toBe(1461446703485210103287273052203988822378723970342n);
    expect(getSqrtRatioAtTick(V3.minTick)).toBe(V3.minSqrtRatio);
    expect(getSqrtRatioAtTick(V3.maxTick)).toBe(V3.maxSqrtRatio);
    expect(getTickAtSqrtRatio(V3.minSqrtRatio)).toBe(V3.minTick);
    expect(getTickAtSqrtRatio(V3.maxSqrtRatio - 1n)).toBe(V3.maxTick - 1);
  });

  it('prices tick 0 at exactly 2^96 and the docs example at its documented value', () => {
    expect(getSqrtRatioAtTick(0)).toBe(V3.q96);
    expect(getSqrtRatioAtTick(-200312)).toBe(3543049682531703600807385n);
    expect(getTickAtSqrtRatio(3543191142285914205922034n)).toBe(-200312);
    expect(getTickAtSqrtRatio(3543049682531703600807385n - 1n)).toBe(-200313);
  });

  it('rejects what the contracts reject', () => {
    expect(() => getSqrtRatioAtTick(V3.minTick - 1)).toThrow(RangeError);
    expect(() => getSqrtRatioAtTick(V3.maxTick + 1)).toThrow(RangeError);
    expect(() => getSqrtRatioAtTick(1.5)).toThrow(RangeError);
    expect(() => getTickAtSqrtRatio(V3.minSqrtRatio - 1n)).toThrow(RangeError);
    expect(() => getTickAtSqrtRatio(V3.maxSqrtRatio)).toThrow(RangeError);
  });

  it('agrees with getSqrtRatioAtTick on random ticks', () => {
    fc.assert(
      fc.property(tick, (t) => {
        expect(getSqrtRatioAtTick(t)).toBe(big(TickMath.getSqrtRatioAtTick(t)));
      }),
      RUNS,
    );
  });

  it('agrees with getTickAtSqrtRatio on random square-root prices', () => {
    fc.assert(
      fc.property(sqrtRatio, (ratio) => {
        expect(getTickAtSqrtRatio(ratio)).toBe(TickMath.getTickAtSqrtRatio(jsbi(ratio)));
      }),
      RUNS,
    );
  });
});

describe('v3 fee tiers and usable ticks', () => {
  it('are the SDK tiers 100/500/3000/10000 with spacings 1/10/60/200', () => {
    expect(V3.feeTiers).toEqual([
      {fee: FeeAmount.LOWEST, tickSpacing: TICK_SPACINGS[FeeAmount.LOWEST]},
      {fee: FeeAmount.LOW, tickSpacing: TICK_SPACINGS[FeeAmount.LOW]},
      {fee: FeeAmount.MEDIUM, tickSpacing: TICK_SPACINGS[FeeAmount.MEDIUM]},
      {fee: FeeAmount.HIGH, tickSpacing: TICK_SPACINGS[FeeAmount.HIGH]},
    ]);
    expect(V3.feeTiers.map(({fee, tickSpacing}) => [fee, tickSpacing])).toEqual([
      [100, 1],
      [500, 10],
      [3000, 60],
      [10000, 200],
    ]);
  });

  it.each(V3.feeTiers)('bound the usable ticks of the $fee tier', ({tickSpacing}) => {
    for (const bound of [V3.minTick, V3.maxTick]) {
      expect(nearestUsableTick(bound, tickSpacing)).toBe(sdkNearestUsableTick(bound, tickSpacing));
    }
    expect(nearestUsableTick(V3.maxTick, 60)).toBe(887220);
  });

  it('agree with nearestUsableTick on random ticks, ties included', () => {
    const nearTies = fc
      .tuple(feeTier, fc.integer({min: -4000, max: 4000}), fc.integer({min: -1, max: 1}))
      .map(([tier, k, offset]) => ({
        tier,
        t: Math.round(((2 * k + 1) * tier.tickSpacing) / 2) + offset,
      }));
    fc.assert(
      fc.property(fc.oneof(fc.record({tier: feeTier, t: tick}), nearTies), ({tier, t}) => {
        // + 0 turns the SDK's -0 for ticks that round to zero from below into 0.
        expect(nearestUsableTick(t, tier.tickSpacing)).toBe(
          sdkNearestUsableTick(t, tier.tickSpacing) + 0,
        );
      }),
      RUNS,
    );
  });
});

describe('v3 prices, square roots and ticks', () => {
  it('computes floor square roots like sdk-core from 2^53 up', () => {
    fc.assert(
      fc.property(positiveBigInt(256, 54), (value) => {
        expect(sqrt(value)).toBe(big(sdkSqrt(jsbi(value))));
      }),
      RUNS,
    );
  });

  it('computes exact floor square roots below 2^53, where sdk-core rounds with Math.sqrt', () => {
    const nearSquares = fc
      .tuple(fc.bigInt({min: 1n, max: 1n << 27n}), fc.bigInt({min: -1n, max: 1n}))
      .map(([root, offset]) => root * root + offset);
    fc.assert(
      fc.property(nearSquares, (value) => {
        const root = sqrt(value);
        expect(root * root <= value && (root + 1n) * (root + 1n) > value).toBe(true);
      }),
      RUNS,
    );
    // Math.sqrt rounds this one up. No valid sqrtPriceX96 is this small, so prices are unaffected.
    const justBelowASquare = 67108865n * 67108865n - 1n;
    expect(sqrt(justBelowASquare)).toBe(67108864n);
    expect(big(sdkSqrt(jsbi(justBelowASquare)))).toBe(67108865n);
    expect(sqrt(justBelowASquare) < V3.minSqrtRatio).toBe(true);
  });

  it('encodes sqrtPriceX96 like encodeSqrtRatioX96', () => {
    expect(encodeSqrtRatioX96(2000n * 10n ** 6n, 10n ** 18n)).toBe(3543191142285914205922034n);
    fc.assert(
      fc.property(positiveBigInt(160), positiveBigInt(160), (amount1, amount0) => {
        // Below 2^53 sdk-core's square root can be one too high (see above); prices never get there.
        fc.pre((amount1 << 192n) / amount0 >= 1n << 53n);
        expect(encodeSqrtRatioX96(amount1, amount0)).toBe(
          big(sdkEncodeSqrtRatioX96(jsbi(amount1), jsbi(amount0))),
        );
      }),
      RUNS,
    );
  });

  it('finds the tick at or below a price like priceToClosestTick', () => {
    const price = fc
      .tuple(positiveBigInt(120), positiveBigInt(120))
      .filter(([numerator, denominator]) => {
        const ratio = encodeSqrtRatioX96(numerator, denominator);
        // The SDK looks at the next tick, which must exist.
        return ratio >= V3.minSqrtRatio && ratio < getSqrtRatioAtTick(V3.maxTick - 1);
      });
    fc.assert(
      fc.property(price, ([numerator, denominator]) => {
        const sdkPrice = new Price(TOKEN0, TOKEN1, denominator.toString(), numerator.toString());
        expect(priceToClosestTick({numerator, denominator})).toBe(sdkPriceToClosestTick(sdkPrice));
      }),
      RUNS,
    );
  });

  it('finds the exact tick of a tick price', () => {
    fc.assert(
      fc.property(fc.integer({min: V3.minTick, max: V3.maxTick - 1}), (t) => {
        const ratio = getSqrtRatioAtTick(t);
        expect(priceToClosestTick({numerator: ratio * ratio, denominator: V3.q96 ** 2n})).toBe(t);
      }),
      {numRuns: 500},
    );
  });
});

describe('v3 SqrtPriceMath and liquidity amounts', () => {
  const liquidity = positiveBigInt(128);

  it('computes amount deltas like SqrtPriceMath, rounding both ways', () => {
    fc.assert(
      fc.property(sqrtRatio, sqrtRatio, liquidity, fc.boolean(), (a, b, l, roundUp) => {
        expect(getAmount0Delta(a, b, l, roundUp)).toBe(
          big(SqrtPriceMath.getAmount0Delta(jsbi(a), jsbi(b), jsbi(l), roundUp)),
        );
        expect(getAmount1Delta(a, b, l, roundUp)).toBe(
          big(SqrtPriceMath.getAmount1Delta(jsbi(a), jsbi(b), jsbi(l), roundUp)),
        );
      }),
      RUNS,
    );
  });

  it('computes liquidity for amounts like maxLiquidityForAmounts', () => {
    fc.assert(
      fc.property(
        sqrtRatio,
        sqrtRatio,
        sqrtRatio,
        positiveBigInt(200),
        positiveBigInt(200),
        fc.boolean(),
        (current, a, b, amount0, amount1, precise) => {
          fc.pre(a !== b);
          expect(maxLiquidityForAmounts(current, a, b, amount0, amount1, precise)).toBe(
            big(
              sdkMaxLiquidityForAmounts(
                jsbi(current),
                jsbi(a),
                jsbi(b),
                jsbi(amount0),
                jsbi(amount1),
                precise,
              ),
            ),
          );
        },
      ),
      RUNS,
    );
  });

  it('gives a position the amounts of Position.mintAmounts, amount0 and amount1', () => {
    const sdkFee = fc.constantFrom(
      FeeAmount.LOWEST,
      FeeAmount.LOW,
      FeeAmount.MEDIUM,
      FeeAmount.HIGH,
    );
    const position = fc
      .tuple(sdkFee, tick, tick, sqrtRatio, liquidity)
      .map(([fee, t1, t2, current, l]) => {
        const [lower, upper] = [t1, t2]
          .map((t) => nearestUsableTick(t, TICK_SPACINGS[fee]))
          .sort((x, y) => x - y) as [number, number];
        return {fee, lower, upper, current, l};
      })
      .filter(({lower, upper}) => lower < upper);
    fc.assert(
      fc.property(position, ({fee, lower, upper, current, l}) => {
        const pool = new Pool(TOKEN0, TOKEN1, fee, jsbi(current), 0, getTickAtSqrtRatio(current));
        const sdk = new Position({pool, tickLower: lower, tickUpper: upper, liquidity: jsbi(l)});
        expect(positionAmounts(current, lower, upper, l, true)).toEqual({
          amount0: big(sdk.mintAmounts.amount0),
          amount1: big(sdk.mintAmounts.amount1),
        });
        expect(positionAmounts(current, lower, upper, l, false)).toEqual({
          amount0: big(sdk.amount0.quotient),
          amount1: big(sdk.amount1.quotient),
        });
      }),
      {numRuns: 1000},
    );
  });
});

/** ln of a bigint of any size, from its first 15 digits and its length. */
function naturalLog(value: bigint): number {
  const digits = value.toString();
  const head = digits.slice(0, 15);
  return Math.log(Number(head)) + (digits.length - head.length) * Math.LN10;
}

describe('fractionToNumber', () => {
  it('stays finite and accurate far beyond the range of doubles', () => {
    expect(fractionToNumber({numerator: 1n, denominator: 3n})).toBeCloseTo(1 / 3, 15);
    expect(fractionToNumber({numerator: 10n ** 400n, denominator: 10n ** 398n})).toBeCloseTo(100);
    expect(fractionToNumber({numerator: -5n, denominator: 2n})).toBe(-2.5);
    expect(fractionToNumber({numerator: 0n, denominator: 7n})).toBe(0);
    fc.assert(
      fc.property(positiveBigInt(600), positiveBigInt(600), (numerator, denominator) => {
        const value = fractionToNumber({numerator, denominator});
        expect(Number.isFinite(value)).toBe(true);
        expect(Math.log(value)).toBeCloseTo(naturalLog(numerator) - naturalLog(denominator), 9);
      }),
      RUNS,
    );
  });
});
