import {CurrencyAmount} from '@uniswap/sdk-core';
import {FeeAmount, Pool} from '@uniswap/v3-sdk';
import type {Transport} from 'viem';
import {createReader} from '../chain';
import {raw} from '../fixtures';
import {USDC, WETH} from '../tokens';
import {fetchPoolState, loadPool} from './poolData';
import {oxbowPoolAddress} from './pools';

/**
 * What a Pool built from slot0 and liquidity() alone can do: price, yes;
 * simulate a swap, no. Without tick data the SDK cannot know where the
 * liquidity changes, so it refuses rather than guess.
 */
export async function trySwapWithoutTicks(pool: Pool): Promise<string> {
  try {
    const [out] = await pool.getOutputAmount(
      CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString()),
    );
    return `${out.toFixed(2)} USDC`;
  } catch (error) {
    return `fails: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export async function main(transport?: Transport): Promise<string[]> {
  const reader = createReader(transport);
  const address = oxbowPoolAddress(WETH, USDC, FeeAmount.MEDIUM);
  const state = await fetchPoolState(reader, address);
  const bare = new Pool(
    WETH,
    USDC,
    FeeAmount.MEDIUM,
    state.sqrtPriceX96.toString(),
    state.liquidity.toString(),
    state.tick,
  );
  const {pool: full, ticks} = await loadPool(reader, WETH, USDC, FeeAmount.MEDIUM);
  const [out] = await full.getOutputAmount(
    CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString()),
  );
  return [
    `pool ${address}`,
    `from slot0 alone: ${bare.priceOf(WETH).toSignificant(6)} USDC per WETH at tick ${bare.tickCurrent}`,
    `  selling 1 WETH: ${await trySwapWithoutTicks(bare)}`,
    `with ${ticks.length} initialised ticks loaded: selling 1 WETH returns ${out.toFixed(2)} USDC`,
  ];
}
