import {CurrencyAmount} from '@uniswap/sdk-core';
import {
  computePoolAddress,
  FeeAmount,
  maxLiquidityForAmounts,
  Pool,
  Position,
  TickMath,
} from '@uniswap/v3-sdk';
import {custom, decodeFunctionData, getAddress} from 'viem';
import {describe, expect, it} from 'vitest';
import {createReader} from '../../examples/sdk/chain';
import {
  activeLiquidity,
  fixturePool,
  initializedTicks,
  ORACLE_HOUR_TICK_OFFSET,
  raw,
  SAMPLE_ACCOUNT,
  SNAPSHOT_TIME,
  V3_POOLS,
} from '../../examples/sdk/fixtures';
import {OXBOW_LOCAL} from '../../examples/sdk/oxbow';
import {USDC, WETH} from '../../examples/sdk/tokens';
import {trySwapWithoutTicks} from '../../examples/sdk/v3/advancedIntro';
import {liquidityAtTick, liquidityByRange} from '../../examples/sdk/v3/activeLiquidity';
import {
  bitmapPosition,
  bitmapWordPositions,
  fetchInitializedTicks,
  fetchPoolState,
  loadPool,
  quoteOffline,
  ticksInWord,
} from '../../examples/sdk/v3/poolData';
import {
  averageTick,
  fetchTickCumulatives,
  percentFrom,
  twapPrice,
  TWAP_SECONDS,
} from '../../examples/sdk/v3/priceOracle';
import {
  closeOrderParameters,
  feesForOneCrossing,
  fillPrice,
  filledOrder,
  mintAbi,
  orderStatus,
  placeOrderParameters,
  rangeAbove,
  sellOrder,
} from '../../examples/sdk/v3/rangeOrders';
import {oxbowPoolAddress} from '../../examples/sdk/v3/pools';
import {createFakeChain} from '../helpers/fakeChain';

const fixture = V3_POOLS.wethUsdc3000;
const reader = () => createReader(custom(createFakeChain()));
const poolAddress = () => oxbowPoolAddress(WETH, USDC, FeeAmount.MEDIUM);

describe('v3 advanced: pool data', () => {
  it('finds the pool with the Oxbow init code hash, not the SDK default', () => {
    const upstream = computePoolAddress({
      factoryAddress: OXBOW_LOCAL.v3.factory,
      tokenA: WETH,
      tokenB: USDC,
      fee: FeeAmount.MEDIUM,
    });
    expect(poolAddress()).not.toBe(upstream);
    expect(oxbowPoolAddress(USDC, WETH, FeeAmount.MEDIUM)).toBe(poolAddress());
  });

  it('reads slot0, liquidity, fee and tick spacing', async () => {
    const state = await fetchPoolState(reader(), poolAddress());
    expect(state.sqrtPriceX96).toBe(fixture.sqrtPriceX96);
    expect(state.tick).toBe(fixture.tick);
    expect(state.liquidity).toBe(activeLiquidity(fixture));
    expect(state.fee).toBe(FeeAmount.MEDIUM);
    expect(state.tickSpacing).toBe(60);
  });

  it('places ticks in the bitmap as the pool does, negative ticks included', () => {
    expect(bitmapPosition(60, 60)).toEqual({wordPosition: 0, bitPosition: 1});
    expect(bitmapPosition(-60, 60)).toEqual({wordPosition: -1, bitPosition: 255});
    // -200820 / 60 = -3347 = -14 * 256 + 237
    expect(bitmapPosition(-200820, 60)).toEqual({wordPosition: -14, bitPosition: 237});
    expect(bitmapPosition(-59, 60)).toEqual({wordPosition: -1, bitPosition: 255});
    expect(ticksInWord(-14, 1n << 237n, 60)).toEqual([-200820]);
  });

  it('scans the words from MIN_TICK to MAX_TICK', () => {
    const words = bitmapWordPositions(60);
    expect(words).toHaveLength(116);
    expect(words[0]).toBe(bitmapPosition(TickMath.MIN_TICK, 60).wordPosition);
    expect(words.at(-1)).toBe(bitmapPosition(TickMath.MAX_TICK, 60).wordPosition);
    expect(bitmapWordPositions(1)).toHaveLength(6932);
  });

  it('finds exactly the initialised ticks of the pool', async () => {
    const {wordsRead, nonEmptyWords, ticks} = await fetchInitializedTicks(
      reader(),
      poolAddress(),
      60,
    );
    expect(wordsRead).toBe(116);
    expect(nonEmptyWords).toEqual([-58, -14, -13, 57]);
    expect(ticks).toEqual(initializedTicks(fixture));
  });

  it('builds a Pool that quotes like the full fixture pool, across ticks', async () => {
    const {pool} = await loadPool(reader(), WETH, USDC, FeeAmount.MEDIUM);
    const reference = fixturePool(fixture);
    for (const units of [1, 60]) {
      const {amountOut, poolAfter} = await quoteOffline(pool, raw(WETH, units));
      const [expected, expectedAfter] = await reference.getOutputAmount(
        CurrencyAmount.fromRawAmount(WETH, raw(WETH, units).toString()),
      );
      expect(amountOut.equalTo(expected)).toBe(true);
      expect(poolAfter.tickCurrent).toBe(expectedAfter.tickCurrent);
    }
    // 60 WETH pushes the price below the 1,900 USDC tick at -200820.
    const {poolAfter} = await quoteOffline(pool, raw(WETH, 60));
    expect(poolAfter.tickCurrent).toBeLessThan(-200820);
  });

  it('shows that a Pool without tick data cannot simulate a swap', async () => {
    const bare = new Pool(
      WETH,
      USDC,
      FeeAmount.MEDIUM,
      fixture.sqrtPriceX96.toString(),
      activeLiquidity(fixture).toString(),
      fixture.tick,
    );
    expect(await trySwapWithoutTicks(bare)).toBe('fails: No tick data provider was given');
  });
});

describe('v3 advanced: active liquidity', () => {
  const ticks = initializedTicks(fixture);

  it('has the running sum at the current tick equal to the active liquidity', async () => {
    const state = await fetchPoolState(reader(), poolAddress());
    expect(liquidityAtTick(ticks, fixture.tick)).toBe(activeLiquidity(fixture));
    expect(liquidityAtTick(ticks, fixture.tick)).toBe(state.liquidity);
  });

  it('splits the ticks into ranges whose liquidity is the sum of the positions covering them', () => {
    const ranges = liquidityByRange(ticks);
    expect(ranges).toHaveLength(ticks.length - 1);
    for (const range of ranges) {
      const covering = fixture.positions
        .filter((p) => p.tickLower <= range.tickLower && range.tickUpper <= p.tickUpper)
        .reduce((sum, p) => sum + p.liquidity, 0n);
      expect(range.liquidity).toBe(covering);
    }
    const current = ranges.find((r) => r.tickLower <= fixture.tick && fixture.tick < r.tickUpper);
    expect(current?.liquidity).toBe(activeLiquidity(fixture));
  });

  it('rejects a tick list whose liquidityNet does not sum to zero', () => {
    expect(() => liquidityByRange(ticks.slice(0, -1))).toThrow(/sum to zero/);
  });
});

describe('v3 advanced: price oracle', () => {
  it('averages the last hour to the current tick plus the snapshot offset', async () => {
    const cumulatives = await fetchTickCumulatives(reader(), poolAddress(), TWAP_SECONDS);
    expect(averageTick(cumulatives, TWAP_SECONDS)).toBe(fixture.tick + ORACLE_HOUR_TICK_OFFSET);
  });

  it('rounds a negative average toward negative infinity', () => {
    expect(averageTick([0n, -7n], 2)).toBe(-4);
    expect(averageTick([0n, -8n], 2)).toBe(-4);
    expect(averageTick([0n, 7n], 2)).toBe(3);
  });

  it('prices the average tick below the spot price by about 0.12 %', () => {
    const spot = fixturePool(fixture).priceOf(WETH);
    const twap = twapPrice(WETH, USDC, fixture.tick + ORACLE_HOUR_TICK_OFFSET);
    expect(twap.lessThan(spot)).toBe(true);
    expect(Number(percentFrom(twap, spot))).toBeCloseTo(-0.128, 3);
  });
});

describe('v3 advanced: range orders', () => {
  const pool = fixturePool(fixture);
  const order = sellOrder(pool, raw(WETH, 1));

  it('places the range one tick spacing wide, entirely above the current tick', () => {
    expect(order.tickLower).toBeGreaterThan(pool.tickCurrent);
    expect(order.tickLower - pool.tickCurrent).toBeLessThanOrEqual(pool.tickSpacing);
    expect(order.tickUpper - order.tickLower).toBe(pool.tickSpacing);
    expect(Math.abs(order.tickLower % pool.tickSpacing)).toBe(0);
    expect(rangeAbove(-120, 60)).toEqual({tickLower: -60, tickUpper: 0});
  });

  it('holds only WETH: amount1 is 0', () => {
    expect(order.amount1.quotient.toString()).toBe('0');
    expect(order.mintAmounts.amount1.toString()).toBe('0');
    expect(BigInt(order.amount0.quotient.toString())).toBeLessThanOrEqual(raw(WETH, 1));
  });

  it('turns into USDC only, at the geometric mean of the bound prices', () => {
    const filled = filledOrder(order);
    expect(filled.amount0.quotient.toString()).toBe('0');
    const lower = Number(order.token0PriceLower.toSignificant(12));
    const upper = Number(order.token0PriceUpper.toSignificant(12));
    expect(Number(fillPrice(order).toSignificant(12))).toBeCloseTo(Math.sqrt(lower * upper), 4);
    expect(Number(feesForOneCrossing(order).toExact())).toBeCloseTo(
      (Number(filled.amount1.toExact()) * 0.003) / 0.997,
      4,
    );
  });

  it('reports the order status against the current tick', () => {
    expect(orderStatus(order, pool.tickCurrent)).toBe('waiting');
    expect(orderStatus(order, order.tickLower)).toBe('filling');
    expect(orderStatus(order, order.tickUpper)).toBe('filled');
  });

  it('encodes a mint of the range with WETH only', () => {
    const {calldata, value} = placeOrderParameters(order, SAMPLE_ACCOUNT);
    expect(value).toBe('0x00');
    const decoded = decodeFunctionData({abi: mintAbi, data: calldata as `0x${string}`});
    expect(decoded.functionName).toBe('mint');
    const [params] = decoded.args;
    expect(getAddress(params.token0)).toBe(WETH.address);
    expect(getAddress(params.token1)).toBe(USDC.address);
    expect(params.fee).toBe(FeeAmount.MEDIUM);
    expect(params.tickLower).toBe(order.tickLower);
    expect(params.tickUpper).toBe(order.tickUpper);
    expect(params.amount0Desired.toString()).toBe(order.mintAmounts.amount0.toString());
    expect(params.amount1Desired).toBe(0n);
    expect(params.amount1Min).toBe(0n);
    expect(getAddress(params.recipient)).toBe(SAMPLE_ACCOUNT);
    expect(params.deadline).toBe(BigInt(SNAPSHOT_TIME + 1200));
  });

  it('mints zero liquidity, so the pool reverts, once the price has moved into the range', () => {
    const {calldata} = placeOrderParameters(order, SAMPLE_ACCOUNT);
    const [params] = decodeFunctionData({abi: mintAbi, data: calldata as `0x${string}`}).args;
    const sqrtRatioLower = TickMath.getSqrtRatioAtTick(order.tickLower);
    const sqrtRatioUpper = TickMath.getSqrtRatioAtTick(order.tickUpper);
    // The manager's LiquidityAmounts formula (the SDK's imprecise mode) at three later prices.
    const liquidityAt = (tick: number): string =>
      maxLiquidityForAmounts(
        TickMath.getSqrtRatioAtTick(tick),
        sqrtRatioLower,
        sqrtRatioUpper,
        params.amount0Desired.toString(),
        params.amount1Desired.toString(),
        false,
      ).toString();
    expect(liquidityAt(pool.tickCurrent)).not.toBe('0');
    // Inside the range and above it, amount1Desired = 0 buys no liquidity: the pool's
    // mint requires amount > 0 and reverts before the manager compares any minimum.
    expect(liquidityAt(order.tickLower + 1)).toBe('0');
    expect(liquidityAt(order.tickUpper + 1)).toBe('0');
  });

  it("sizes with the exact formula; the manager's LiquidityAmounts can mint a little less", () => {
    const args = {
      pool,
      tickLower: order.tickLower,
      tickUpper: order.tickUpper,
      amount0: raw(WETH, 1).toString(),
    };
    const exact = BigInt(
      Position.fromAmount0({...args, useFullPrecision: true}).liquidity.toString(),
    );
    const manager = BigInt(
      Position.fromAmount0({...args, useFullPrecision: false}).liquidity.toString(),
    );
    expect(exact).toBe(BigInt(order.liquidity.toString()));
    expect(manager).toBeLessThanOrEqual(exact);
    expect(exact - manager).toBeLessThan(10n);
  });

  it('lets the order be closed only once the price has passed the upper tick', () => {
    expect(() => closeOrderParameters(order, pool, 3n, SAMPLE_ACCOUNT)).toThrow(/not filled/);
    const {calldata} = closeOrderParameters(order, filledOrder(order).pool, 3n, SAMPLE_ACCOUNT);
    // multicall(decreaseLiquidity, collect, burn)
    expect(calldata.slice(0, 10)).toBe('0xac9650d8');
  });
});
