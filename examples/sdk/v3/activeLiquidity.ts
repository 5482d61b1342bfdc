import type {Token} from '@uniswap/sdk-core';
import {FeeAmount, nearestUsableTick, TickMath, tickToPrice} from '@uniswap/v3-sdk';
import type {Transport} from 'viem';
import {createReader} from '../chain';
import {USDC, WETH} from '../tokens';
import {loadPool, type TickData} from './poolData';

/** A stretch of prices between two neighbouring initialised ticks, where liquidity is constant. */
export interface LiquidityRange {
  tickLower: number;
  tickUpper: number;
  liquidity: bigint;
}

/**
 * Walks the initialised ticks upwards. Below the lowest tick no position is
 * active, so the walk starts from zero and each tick's liquidityNet is what
 * a swap moving up through it would add (or, if negative, remove).
 */
export function liquidityByRange(ticks: readonly TickData[]): LiquidityRange[] {
  const ranges: LiquidityRange[] = [];
  let running = 0n;
  ticks.forEach((tick, i) => {
    running += tick.liquidityNet;
    const next = ticks[i + 1];
    if (next) {
      ranges.push({tickLower: tick.index, tickUpper: next.index, liquidity: running});
    }
  });
  if (running !== 0n) {
    // Every position adds at its lower tick what it removes at its upper tick.
    throw new Error('liquidityNet does not sum to zero: the tick list is incomplete');
  }
  return ranges;
}

/** The running sum at `tick`: the liquidity a swap at that tick trades against. */
export function liquidityAtTick(ticks: readonly TickData[], tick: number): bigint {
  return ticks
    .filter((entry) => entry.index <= tick)
    .reduce((sum, entry) => sum + entry.liquidityNet, 0n);
}

/** A tick as a price, with the two ends of the tick range named instead of printed in full. */
export function priceAt(base: Token, quote: Token, tick: number, tickSpacing: number): string {
  if (tick <= nearestUsableTick(TickMath.MIN_TICK, tickSpacing)) {
    return 'min';
  }
  if (tick >= nearestUsableTick(TickMath.MAX_TICK, tickSpacing)) {
    return 'max';
  }
  return tickToPrice(base, quote, tick).toFixed(2);
}

export async function main(transport?: Transport): Promise<string[]> {
  const {pool, state, ticks} = await loadPool(
    createReader(transport),
    WETH,
    USDC,
    FeeAmount.MEDIUM,
  );
  const spacing = pool.tickSpacing;
  const rows = liquidityByRange(ticks).map((range) => {
    const current = range.tickLower <= pool.tickCurrent && pool.tickCurrent < range.tickUpper;
    const ticksText = `${range.tickLower} .. ${range.tickUpper}`;
    const prices =
      `${priceAt(WETH, USDC, range.tickLower, spacing)} .. ` +
      priceAt(WETH, USDC, range.tickUpper, spacing);
    return (
      `${ticksText.padEnd(20)}${prices.padEnd(22)}` +
      `${range.liquidity.toString().padStart(20)}${current ? '  <- current' : ''}`
    );
  });
  const summed = liquidityAtTick(ticks, pool.tickCurrent);
  return [
    `${'ticks'.padEnd(20)}${'USDC per WETH'.padEnd(22)}${'liquidity'.padStart(20)}`,
    ...rows,
    `current tick: ${pool.tickCurrent}`,
    `running sum at the current tick: ${summed.toString()}`,
    `pool liquidity():                ${state.liquidity.toString()}`,
    `equal: ${String(summed === state.liquidity)}`,
  ];
}
