import {CurrencyAmount, type Token} from '@uniswap/sdk-core';
import {FeeAmount, Pool, Tick, TickListDataProvider, TickMath} from '@uniswap/v3-sdk';
import type {Address, Transport} from 'viem';
import {v3PoolAbi} from '../abis';
import {createReader, type Reader} from '../chain';
import {raw} from '../fixtures';
import {USDC, WETH} from '../tokens';
import {oxbowPoolAddress} from './pools';

/** The pool-wide values every other read depends on. */
export interface PoolState {
  sqrtPriceX96: bigint;
  tick: number;
  observationCardinality: number;
  observationCardinalityNext: number;
  liquidity: bigint;
  fee: number;
  tickSpacing: number;
}

/**
 * Reads slot0, liquidity, fee and tick spacing. Pass `blockNumber` to read
 * them all at one block: a swap landing between two reads would otherwise
 * pair the price of one block with the liquidity of another.
 */
export async function fetchPoolState(
  reader: Reader,
  pool: Address,
  blockNumber?: bigint,
): Promise<PoolState> {
  const at = {address: pool, abi: v3PoolAbi, blockNumber} as const;
  // Independent reads: send them together rather than one round trip at a time.
  const [slot0, liquidity, fee, tickSpacing] = await Promise.all([
    reader.readContract({...at, functionName: 'slot0'}),
    reader.readContract({...at, functionName: 'liquidity'}),
    reader.readContract({...at, functionName: 'fee'}),
    reader.readContract({...at, functionName: 'tickSpacing'}),
  ]);
  const [sqrtPriceX96, tick, , observationCardinality, observationCardinalityNext] = slot0;
  return {
    sqrtPriceX96,
    tick,
    observationCardinality,
    observationCardinalityNext,
    liquidity,
    fee,
    tickSpacing,
  };
}

/**
 * Where a tick's flag sits in the bitmap. Only multiples of the spacing can be
 * initialised, so the pool divides first (rounding down, also for negative
 * ticks) and packs 256 compressed ticks into each word.
 */
export function bitmapPosition(
  tick: number,
  tickSpacing: number,
): {wordPosition: number; bitPosition: number} {
  const compressed = Math.floor(tick / tickSpacing);
  // `>>` and `&` on a negative number act on its two's complement, as in Solidity.
  return {wordPosition: compressed >> 8, bitPosition: compressed & 255};
}

/** Every word that can hold a flag, from the word of MIN_TICK to the word of MAX_TICK. */
export function bitmapWordPositions(tickSpacing: number): number[] {
  const first = bitmapPosition(TickMath.MIN_TICK, tickSpacing).wordPosition;
  const last = bitmapPosition(TickMath.MAX_TICK, tickSpacing).wordPosition;
  return Array.from({length: last - first + 1}, (_, offset) => first + offset);
}

/** The ticks whose bits are set in one bitmap word, in ascending order. */
export function ticksInWord(wordPosition: number, word: bigint, tickSpacing: number): number[] {
  const ticks: number[] = [];
  for (let bit = 0; bit < 256; bit++) {
    if ((word >> BigInt(bit)) & 1n) {
      ticks.push((wordPosition * 256 + bit) * tickSpacing);
    }
  }
  return ticks;
}

export interface TickData {
  index: number;
  liquidityNet: bigint;
  liquidityGross: bigint;
}

/** Finds the initialised ticks through the bitmap, then reads each one's liquidity. */
export async function fetchInitializedTicks(
  reader: Reader,
  pool: Address,
  tickSpacing: number,
  blockNumber?: bigint,
): Promise<{wordsRead: number; nonEmptyWords: number[]; ticks: TickData[]}> {
  const at = {address: pool, abi: v3PoolAbi, blockNumber} as const;
  const positions = bitmapWordPositions(tickSpacing);
  const words = await Promise.all(
    positions.map((wordPosition) =>
      reader.readContract({...at, functionName: 'tickBitmap', args: [wordPosition]}),
    ),
  );
  const indices = positions.flatMap((wordPosition, i) =>
    ticksInWord(wordPosition, words[i] ?? 0n, tickSpacing),
  );
  const ticks = await Promise.all(
    indices.map(async (index) => {
      const [liquidityGross, liquidityNet] = await reader.readContract({
        ...at,
        functionName: 'ticks',
        args: [index],
      });
      return {index, liquidityNet, liquidityGross};
    }),
  );
  const nonEmptyWords = positions.filter((_, i) => (words[i] ?? 0n) !== 0n);
  return {wordsRead: positions.length, nonEmptyWords, ticks};
}

/** The fee tiers Oxbow enables; the SDK enum also lists tiers Oxbow does not have. */
const OXBOW_FEES = new Map<number, FeeAmount>(
  [FeeAmount.LOWEST, FeeAmount.LOW, FeeAmount.MEDIUM, FeeAmount.HIGH].map((tier) => [tier, tier]),
);

/** The fee read from the pool as the SDK's enum, refusing tiers Oxbow does not enable. */
function asFeeAmount(fee: number): FeeAmount {
  const tier = OXBOW_FEES.get(fee);
  if (tier === undefined) {
    throw new Error(`fee ${String(fee)} is not an Oxbow fee tier`);
  }
  return tier;
}

export interface LoadedPool {
  address: Address;
  blockNumber: bigint;
  state: PoolState;
  wordsRead: number;
  nonEmptyWords: number[];
  ticks: TickData[];
  pool: Pool;
}

/** Reads everything a Pool needs to simulate swaps offline, tick crossings included. */
export async function loadPool(
  reader: Reader,
  tokenA: Token,
  tokenB: Token,
  fee: FeeAmount,
): Promise<LoadedPool> {
  const address = oxbowPoolAddress(tokenA, tokenB, fee);
  // One block for every read, so the ticks match the price and liquidity.
  const blockNumber = await reader.getBlockNumber();
  const state = await fetchPoolState(reader, address, blockNumber);
  const {wordsRead, nonEmptyWords, ticks} = await fetchInitializedTicks(
    reader,
    address,
    state.tickSpacing,
    blockNumber,
  );
  // The SDK takes JSBI-compatible values, not native bigint: pass decimal strings.
  const provider = new TickListDataProvider(
    ticks.map(
      (tick) =>
        new Tick({
          index: tick.index,
          liquidityNet: tick.liquidityNet.toString(),
          liquidityGross: tick.liquidityGross.toString(),
        }),
    ),
    state.tickSpacing,
  );
  const pool = new Pool(
    tokenA,
    tokenB,
    asFeeAmount(state.fee),
    state.sqrtPriceX96.toString(),
    state.liquidity.toString(),
    state.tick,
    provider,
  );
  return {address, blockNumber, state, wordsRead, nonEmptyWords, ticks, pool};
}

/** Sells `amountIn` WETH in the loaded pool without asking the chain. */
export async function quoteOffline(
  pool: Pool,
  amountIn: bigint,
): Promise<{amountOut: CurrencyAmount<Token>; poolAfter: Pool}> {
  const [amountOut, poolAfter] = await pool.getOutputAmount(
    CurrencyAmount.fromRawAmount(WETH, amountIn.toString()),
  );
  return {amountOut, poolAfter};
}

function describeQuote(
  amountIn: string,
  {amountOut, poolAfter}: {amountOut: CurrencyAmount<Token>; poolAfter: Pool},
  before: Pool,
): string {
  return (
    `offline: ${amountIn} WETH -> ${amountOut.toFixed(2)} USDC, ` +
    `tick ${before.tickCurrent} -> ${poolAfter.tickCurrent}, ` +
    `price after ${poolAfter.token0Price.toSignificant(6)} USDC per WETH`
  );
}

export async function main(transport?: Transport): Promise<string[]> {
  const reader = createReader(transport);
  const loaded = await loadPool(reader, WETH, USDC, FeeAmount.MEDIUM);
  const {state, pool} = loaded;
  const small = await quoteOffline(pool, raw(WETH, 1));
  const large = await quoteOffline(pool, raw(WETH, 60));
  return [
    `pool: ${loaded.address} at block ${loaded.blockNumber.toString()}`,
    `slot0: tick ${state.tick}, sqrtPriceX96 ${state.sqrtPriceX96.toString()}`,
    `fee ${state.fee}, tick spacing ${state.tickSpacing}, liquidity ${state.liquidity.toString()}`,
    `bitmap words read: ${loaded.wordsRead}, with a set bit: ${loaded.nonEmptyWords.join(', ')}`,
    `initialised ticks found: ${loaded.ticks.length}`,
    ...loaded.ticks.map(
      (tick) => `  tick ${tick.index}: liquidityNet ${tick.liquidityNet.toString()}`,
    ),
    `spot price: ${pool.token0Price.toSignificant(6)} USDC per WETH`,
    describeQuote('1', small, pool),
    describeQuote('60', large, pool),
  ];
}
