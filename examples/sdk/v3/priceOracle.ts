import type {Price, Token} from '@uniswap/sdk-core';
import {FeeAmount, Pool, tickToPrice} from '@uniswap/v3-sdk';
import type {Address, Transport} from 'viem';
import {v3PoolAbi} from '../abis';
import {createReader, type Reader} from '../chain';
import {USDC, WETH} from '../tokens';
import {fetchPoolState} from './poolData';
import {oxbowPoolAddress} from './pools';

/** The averaging window: one hour. */
export const TWAP_SECONDS = 3600;

/**
 * The pool's tick accumulator `secondsAgo` seconds ago and now. The pool
 * interpolates between stored observations, and reverts with OLD if the
 * window reaches past the oldest one it still holds.
 */
export async function fetchTickCumulatives(
  reader: Reader,
  pool: Address,
  secondsAgo: number,
): Promise<readonly [bigint, bigint]> {
  const [tickCumulatives] = await reader.readContract({
    address: pool,
    abi: v3PoolAbi,
    functionName: 'observe',
    args: [[secondsAgo, 0]],
  });
  const [then, now] = tickCumulatives;
  if (then === undefined || now === undefined) {
    throw new Error('observe returned fewer values than requested');
  }
  return [then, now];
}

/**
 * The time-weighted average tick. BigInt division truncates toward zero, but a
 * tick must round toward negative infinity (as the on-chain OracleLibrary does),
 * or a negative average would land one tick too high.
 */
export function averageTick([then, now]: readonly [bigint, bigint], secondsAgo: number): number {
  const delta = now - then;
  const seconds = BigInt(secondsAgo);
  let tick = delta / seconds;
  if (delta < 0n && delta % seconds !== 0n) {
    tick -= 1n;
  }
  return Number(tick);
}

/** The geometric-mean price over the window, as an SDK Price of `base` in `quote`. */
export function twapPrice(base: Token, quote: Token, tick: number): Price<Token, Token> {
  return tickToPrice(base, quote, tick);
}

/** How far `price` lies from `reference`, in percent, computed exactly on the fractions. */
export function percentFrom(price: Price<Token, Token>, reference: Price<Token, Token>): string {
  // Both prices share their tokens, so the decimal scaling cancels out of the ratio.
  return price.asFraction.divide(reference.asFraction).subtract(1).multiply(100).toFixed(3);
}

export async function main(transport?: Transport): Promise<string[]> {
  const reader = createReader(transport);
  const address = oxbowPoolAddress(WETH, USDC, FeeAmount.MEDIUM);
  const [state, cumulatives] = await Promise.all([
    fetchPoolState(reader, address),
    fetchTickCumulatives(reader, address, TWAP_SECONDS),
  ]);
  const tick = averageTick(cumulatives, TWAP_SECONDS);
  const twap = twapPrice(WETH, USDC, tick);
  // The spot price comes from slot0's sqrtPriceX96, which is finer than its tick.
  const spot = new Pool(
    WETH,
    USDC,
    FeeAmount.MEDIUM,
    state.sqrtPriceX96.toString(),
    state.liquidity.toString(),
    state.tick,
  ).priceOf(WETH);
  const [then, now] = cumulatives;
  return [
    `observations: cardinality ${state.observationCardinality}, next ${state.observationCardinalityNext}`,
    `tickCumulative ${TWAP_SECONDS} s ago: ${then.toString()}`,
    `tickCumulative now:        ${now.toString()}`,
    `average tick over ${TWAP_SECONDS} s: ${tick}`,
    `TWAP:  ${twap.toSignificant(6)} USDC per WETH`,
    `spot:  ${spot.toSignificant(6)} USDC per WETH (slot0 tick ${state.tick})`,
    `TWAP vs spot: ${percentFrom(twap, spot)} % (${tick - state.tick} ticks)`,
  ];
}
