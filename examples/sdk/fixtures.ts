/**
 * A fixed snapshot of chain state on the docs' local test network. Offline
 * samples build pairs and pools from it, and the tests' fake chain answers
 * contract reads with it, so every number a guide prints can be reproduced.
 */
import {
  FeeAmount,
  Pool,
  Tick,
  encodeSqrtRatioX96,
  maxLiquidityForAmounts,
  nearestUsableTick,
  TICK_SPACINGS,
  TickMath,
} from '@uniswap/v3-sdk';
import type {Token} from '@uniswap/sdk-core';
// The SDK's integer type is JSBI; samples convert to and from native bigint at the edges.
import JSBI from 'jsbi';
import {DAI, USDC, WETH} from './tokens';

/** Raw amount: `units` whole tokens with the token's decimals. */
export function raw(token: Token, units: number | string): bigint {
  const [whole = '0', fraction = ''] = String(units).split('.');
  const padded = (fraction + '0'.repeat(token.decimals)).slice(0, token.decimals);
  return BigInt(whole) * 10n ** BigInt(token.decimals) + BigInt(padded || '0');
}

export interface PairFixture {
  tokenA: Token;
  tokenB: Token;
  reserveA: bigint;
  reserveB: bigint;
}

/** Oxbow v2 pairs and their reserves. */
export const V2_PAIRS = {
  wethUsdc: {tokenA: WETH, tokenB: USDC, reserveA: raw(WETH, 100), reserveB: raw(USDC, 200_000)},
  usdcDai: {
    tokenA: USDC,
    tokenB: DAI,
    reserveA: raw(USDC, 1_000_000),
    reserveB: raw(DAI, 1_000_000),
  },
  wethDai: {tokenA: WETH, tokenB: DAI, reserveA: raw(WETH, 50), reserveB: raw(DAI, 99_000)},
} satisfies Record<string, PairFixture>;

/** The block time of the snapshot (Unix seconds). */
export const SNAPSHOT_TIME = 1_767_225_600;

export interface PositionFixture {
  tickLower: number;
  tickUpper: number;
  liquidity: bigint;
}

export interface PoolFixture {
  token0: Token;
  token1: Token;
  fee: FeeAmount;
  sqrtPriceX96: bigint;
  tick: number;
  /** Positions in the pool; together they define its ticks and active liquidity. */
  positions: PositionFixture[];
}

function sortTokens(a: Token, b: Token): [Token, Token] {
  return a.sortsBefore(b) ? [a, b] : [b, a];
}

/** The sqrt price of `price` units of `quote` per one unit of `base`, in the pool's token order. */
function sqrtPriceFor(base: Token, quote: Token, price: number): bigint {
  const [token0] = sortTokens(base, quote);
  const oneBase = raw(base, 1);
  const priceInQuote = raw(quote, price);
  const ratio = token0.equals(base)
    ? encodeSqrtRatioX96(priceInQuote.toString(), oneBase.toString())
    : encodeSqrtRatioX96(oneBase.toString(), priceInQuote.toString());
  return BigInt(ratio.toString());
}

/** The usable tick nearest to the price of `base` in `quote`. */
function tickFor(base: Token, quote: Token, price: number, fee: FeeAmount): number {
  const tick = TickMath.getTickAtSqrtRatio(JSBIFrom(sqrtPriceFor(base, quote, price)));
  return nearestUsableTick(tick, TICK_SPACINGS[fee]);
}

function JSBIFrom(value: bigint): JSBI {
  return JSBI.BigInt(value.toString());
}

function liquidityFor(
  sqrtPriceX96: bigint,
  tickLower: number,
  tickUpper: number,
  amount0: bigint,
  amount1: bigint,
): bigint {
  const liquidity = maxLiquidityForAmounts(
    JSBIFrom(sqrtPriceX96),
    TickMath.getSqrtRatioAtTick(tickLower),
    TickMath.getSqrtRatioAtTick(tickUpper),
    amount0.toString(),
    amount1.toString(),
    true,
  );
  return BigInt(liquidity.toString());
}

function makePool(
  base: Token,
  quote: Token,
  fee: FeeAmount,
  price: number,
  ranges: {lowerPrice?: number; upperPrice?: number; baseAmount: number; quoteAmount: number}[],
): PoolFixture {
  const [token0, token1] = sortTokens(base, quote);
  const sqrtPriceX96 = sqrtPriceFor(base, quote, price);
  const tick = TickMath.getTickAtSqrtRatio(JSBIFrom(sqrtPriceX96));
  const spacing = TICK_SPACINGS[fee];
  const positions = ranges.map((range) => {
    const edgeA =
      range.lowerPrice === undefined
        ? nearestUsableTick(TickMath.MIN_TICK, spacing)
        : tickFor(base, quote, range.lowerPrice, fee);
    const edgeB =
      range.upperPrice === undefined
        ? nearestUsableTick(TickMath.MAX_TICK, spacing)
        : tickFor(base, quote, range.upperPrice, fee);
    const [tickLower, tickUpper] = edgeA < edgeB ? [edgeA, edgeB] : [edgeB, edgeA];
    const baseRaw = raw(base, range.baseAmount);
    const quoteRaw = raw(quote, range.quoteAmount);
    const [amount0, amount1] = token0.equals(base) ? [baseRaw, quoteRaw] : [quoteRaw, baseRaw];
    return {
      tickLower,
      tickUpper,
      liquidity: liquidityFor(sqrtPriceX96, tickLower, tickUpper, amount0, amount1),
    };
  });
  return {token0, token1, fee, sqrtPriceX96, tick, positions};
}

/** Oxbow v3 pools: price of the first token in the second, and the positions they hold. */
export const V3_POOLS = {
  wethUsdc3000: makePool(WETH, USDC, FeeAmount.MEDIUM, 2000, [
    {baseAmount: 100, quoteAmount: 200_000},
    {lowerPrice: 1600, upperPrice: 2500, baseAmount: 50, quoteAmount: 100_000},
    {lowerPrice: 1900, upperPrice: 2100, baseAmount: 20, quoteAmount: 40_000},
  ]),
  wethUsdc500: makePool(WETH, USDC, FeeAmount.LOW, 2001, [
    {lowerPrice: 1800, upperPrice: 2200, baseAmount: 30, quoteAmount: 60_000},
  ]),
  usdcDai100: makePool(USDC, DAI, FeeAmount.LOWEST, 1, [
    {lowerPrice: 0.99, upperPrice: 1.01, baseAmount: 500_000, quoteAmount: 500_000},
  ]),
  wethDai3000: makePool(WETH, DAI, FeeAmount.MEDIUM, 1990, [{baseAmount: 40, quoteAmount: 79_600}]),
} satisfies Record<string, PoolFixture>;

/** The active liquidity of a pool fixture: the sum over positions whose range holds the tick. */
export function activeLiquidity(pool: PoolFixture): bigint {
  return pool.positions
    .filter((position) => position.tickLower <= pool.tick && pool.tick < position.tickUpper)
    .reduce((sum, position) => sum + position.liquidity, 0n);
}

/** Each initialised tick of a pool fixture with its net liquidity change, in ascending order. */
export function initializedTicks(
  pool: PoolFixture,
): {index: number; liquidityNet: bigint; liquidityGross: bigint}[] {
  const byTick = new Map<number, {liquidityNet: bigint; liquidityGross: bigint}>();
  for (const position of pool.positions) {
    for (const [index, delta] of [
      [position.tickLower, position.liquidity],
      [position.tickUpper, -position.liquidity],
    ] as const) {
      const entry = byTick.get(index) ?? {liquidityNet: 0n, liquidityGross: 0n};
      entry.liquidityNet += delta;
      entry.liquidityGross += position.liquidity;
      byTick.set(index, entry);
    }
  }
  return [...byTick.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, entry]) => ({index, ...entry}));
}

/** How far below the current tick the pools' one-hour average tick sat in the snapshot. */
export const ORACLE_HOUR_TICK_OFFSET = -12;

/** Token balances of the sample wallet in the snapshot. */
export const SAMPLE_BALANCES = new Map<string, bigint>([
  [WETH.address, raw(WETH, 10)],
  [USDC.address, raw(USDC, 50_000)],
  [DAI.address, raw(DAI, 50_000)],
]);

/** Oxbow v3 position NFTs held by the sample wallet (the local network's first account). */
export const SAMPLE_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const;

export const V3_POSITIONS = [
  {
    tokenId: 1n,
    pool: V3_POOLS.wethUsdc3000,
    positionIndex: 1,
    tokensOwed0: raw(WETH, '0.0125'),
    tokensOwed1: raw(USDC, 31.2),
  },
  {
    tokenId: 2n,
    pool: V3_POOLS.wethUsdc3000,
    positionIndex: 2,
    tokensOwed0: raw(WETH, '0.0411'),
    tokensOwed1: raw(USDC, 80.45),
  },
];

/** An SDK Pool built from a fixture, with all its ticks, ready for offline quotes. */
export function fixturePool(fixture: PoolFixture): Pool {
  const ticks = initializedTicks(fixture).map(
    (tick) =>
      new Tick({
        index: tick.index,
        liquidityNet: tick.liquidityNet.toString(),
        liquidityGross: tick.liquidityGross.toString(),
      }),
  );
  return new Pool(
    fixture.token0,
    fixture.token1,
    fixture.fee,
    fixture.sqrtPriceX96.toString(),
    activeLiquidity(fixture).toString(),
    fixture.tick,
    ticks,
  );
}
