import {Fraction, Price, type Token} from '@uniswap/sdk-core';
import {
  encodeSqrtRatioX96,
  FeeAmount,
  nearestUsableTick,
  priceToClosestTick,
  TICK_SPACINGS,
  tickToPrice,
  TickMath,
  type Pool,
} from '@uniswap/v3-sdk';
import {fixturePool, raw, V3_POOLS} from '../fixtures';
import {USDC, WETH} from '../tokens';

/** The fee tiers Oxbow enables. FeeAmount also lists LOW_200, LOW_300 and LOW_400: Oxbow has none of them. */
export const OXBOW_FEE_TIERS = [
  FeeAmount.LOWEST,
  FeeAmount.LOW,
  FeeAmount.MEDIUM,
  FeeAmount.HIGH,
] as const;

/** 2^96: sqrtPriceX96 is a square root scaled by this factor (Q64.96 fixed point). */
export const Q96 = 2n ** 96n;

/** The WETH/USDC 0.30 % pool of the snapshot, built offline with all its ticks. */
export function wethUsdcPool(): Pool {
  return fixturePool(V3_POOLS.wethUsdc3000);
}

/**
 * The pool's raw ratio: token1 base units per token0 base unit. This is what a
 * tick and sqrtPriceX96 encode; it knows nothing about decimals.
 */
export function rawRatio(price: Price<Token, Token>): Fraction {
  // Rebuilding a plain Fraction drops the decimal scaling that Price applies when formatting.
  return new Fraction(price.numerator, price.denominator);
}

/**
 * Decodes sqrtPriceX96 into the raw ratio, the inverse of encodeSqrtRatioX96:
 * ratio = sqrtPriceX96^2 / 2^192. Kept exact as a Fraction, never a float.
 */
export function ratioFromSqrtPriceX96(sqrtPriceX96: bigint): Fraction {
  return new Fraction((sqrtPriceX96 * sqrtPriceX96).toString(), (Q96 * Q96).toString());
}

/**
 * price = 1.0001^tick as a float, for intuition only: the SDK itself never uses
 * floats, it works on sqrt ratios with exact integer math.
 */
export function approximateRawPriceAtTick(tick: number): number {
  return 1.0001 ** tick;
}

/**
 * Turns a raw ratio (token1 base units per token0 base unit) into whole tokens:
 * multiply by 10^(decimals0 - decimals1). Here 10^(18 - 6) = 10^12.
 */
export function humanFromRaw(rawPrice: number, token0: Token, token1: Token): number {
  return rawPrice * 10 ** (token0.decimals - token1.decimals);
}

/**
 * A human price ("2,000 USDC per WETH") as an SDK Price. The constructor takes
 * raw amounts, so one whole base token and `quotePerBase` whole quote tokens are
 * scaled by each token's decimals first.
 */
export function humanPrice(base: Token, quote: Token, quotePerBase: number): Price<Token, Token> {
  return new Price(base, quote, raw(base, 1).toString(), raw(quote, quotePerBase).toString());
}

/**
 * The usable tick closest to a human price: priceToClosestTick rounds down to
 * any tick, nearestUsableTick then snaps it to the pool's tick spacing.
 */
export function usableTickForPrice(price: Price<Token, Token>, fee: FeeAmount): number {
  return nearestUsableTick(priceToClosestTick(price), TICK_SPACINGS[fee]);
}

export function main(): Promise<string[]> {
  const pool = wethUsdcPool();
  const {tickCurrent, tickSpacing} = pool;
  const sqrtPriceX96 = BigInt(pool.sqrtRatioX96.toString());

  // Encoding the human price: 2,000 USDC (6 decimals) per 1 WETH (18 decimals), as raw amounts.
  const encoded = encodeSqrtRatioX96(raw(USDC, 2000).toString(), raw(WETH, 1).toString());
  const atTick = TickMath.getSqrtRatioAtTick(tickCurrent);
  const usable = nearestUsableTick(tickCurrent, tickSpacing);

  return Promise.resolve([
    `pool: ${pool.token0.symbol ?? ''}/${pool.token1.symbol ?? ''}, fee ${String(pool.fee)}, tick spacing ${String(tickSpacing)}`,
    `current tick: ${String(tickCurrent)}`,
    `sqrtPriceX96: ${sqrtPriceX96.toString()}`,
    `1.0001^tick: ${approximateRawPriceAtTick(tickCurrent).toPrecision(6)}, times 10^12: ${humanFromRaw(approximateRawPriceAtTick(tickCurrent), pool.token0, pool.token1).toFixed(2)}`,
    `raw price (USDC base units per wei): ${rawRatio(pool.token0Price).toSignificant(6)}`,
    `raw price from sqrtPriceX96^2 / 2^192: ${ratioFromSqrtPriceX96(sqrtPriceX96).toSignificant(6)}`,
    `Pool.token0Price: ${pool.token0Price.toSignificant(6)} USDC per WETH`,
    `Pool.token1Price: ${pool.token1Price.toSignificant(6)} WETH per USDC`,
    `tickToPrice at the current tick: ${tickToPrice(WETH, USDC, tickCurrent).toFixed(2)} USDC per WETH`,
    `tickToPrice one tick higher: ${tickToPrice(WETH, USDC, tickCurrent + 1).toFixed(2)} USDC per WETH`,
    `encodeSqrtRatioX96(2000 USDC, 1 WETH): ${encoded.toString()}`,
    `TickMath.getSqrtRatioAtTick(${String(tickCurrent)}): ${atTick.toString()}`,
    `nearestUsableTick(${String(tickCurrent)}, ${String(tickSpacing)}): ${String(usable)}`,
    `tickToPrice at the usable tick: ${tickToPrice(WETH, USDC, usable).toFixed(2)} USDC per WETH`,
    `priceToClosestTick(2000 USDC per WETH): ${String(priceToClosestTick(humanPrice(WETH, USDC, 2000)))}`,
    `usable ticks for 1600 and 2500 USDC per WETH: ${String(usableTickForPrice(humanPrice(WETH, USDC, 1600), pool.fee))} and ${String(usableTickForPrice(humanPrice(WETH, USDC, 2500), pool.fee))}`,
    `fee tiers and tick spacings: ${OXBOW_FEE_TIERS.map((fee) => `${String(fee)} -> ${String(TICK_SPACINGS[fee])}`).join(', ')}`,
  ]);
}
