import {CurrencyAmount, type BigintIsh} from '@uniswap/sdk-core';
import {Pool, type TickDataProvider} from '@uniswap/v3-sdk';
import {activeLiquidity, fixturePool, initializedTicks, raw, V3_POOLS} from '../fixtures';
import {USDC, WETH} from '../tokens';

/**
 * A provider that answers like the pool contract's tick bitmap: one word holds
 * 256 multiples of the tick spacing, and a search never leaves its word.
 * It counts its calls, to show how the swap loop uses it.
 */
class FixtureTickProvider implements TickDataProvider {
  readonly calls = {getTick: 0, nextInitializedTickWithinOneWord: 0};
  private readonly liquidityNet: Map<number, bigint>;

  constructor(ticks: {index: number; liquidityNet: bigint}[]) {
    this.liquidityNet = new Map(ticks.map((tick) => [tick.index, tick.liquidityNet]));
  }

  getTick(tick: number): Promise<{liquidityNet: BigintIsh}> {
    this.calls.getTick += 1;
    const net = this.liquidityNet.get(tick);
    if (net === undefined) {
      return Promise.reject(new Error(`tick ${String(tick)} is not initialised`));
    }
    return Promise.resolve({liquidityNet: net.toString()});
  }

  nextInitializedTickWithinOneWord(
    tick: number,
    lte: boolean,
    tickSpacing: number,
  ): Promise<[number, boolean]> {
    this.calls.nextInitializedTickWithinOneWord += 1;
    // Like the contract: round towards negative infinity, then search bit by bit.
    const compressed = Math.floor(tick / tickSpacing);
    const start = lte ? compressed : compressed + 1;
    const wordStart = Math.floor(start / 256) * 256;
    const edge = lte ? wordStart : wordStart + 255;
    const step = lte ? -1 : 1;
    for (let bit = start; lte ? bit >= edge : bit <= edge; bit += step) {
      if (this.liquidityNet.has(bit * tickSpacing)) {
        return Promise.resolve([bit * tickSpacing, true]);
      }
    }
    return Promise.resolve([edge * tickSpacing, false]);
  }
}

export async function main(): Promise<string[]> {
  const fixture = V3_POOLS.wethUsdc3000;
  const provider = new FixtureTickProvider(initializedTicks(fixture));
  const pool = new Pool(
    fixture.token0,
    fixture.token1,
    fixture.fee,
    fixture.sqrtPriceX96.toString(),
    activeLiquidity(fixture).toString(),
    fixture.tick,
    provider,
  );

  const below = await provider.nextInitializedTickWithinOneWord(fixture.tick, true, 60);
  const above = await provider.nextInitializedTickWithinOneWord(fixture.tick, false, 60);
  const far = await provider.nextInitializedTickWithinOneWord(-190_000, false, 60);
  provider.calls.nextInitializedTickWithinOneWord = 0;

  // 100 WETH moves the price from 2,000 to about 1,314 USDC, across the ticks at 1,900 and 1,600.
  const hundredWeth = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 100).toString());
  const [usdcOut, after] = await pool.getOutputAmount(hundredWeth);
  // The same quote through the SDK's own TickListDataProvider.
  const [listOut] = await fixturePool(fixture).getOutputAmount(hundredWeth);

  return [
    `current tick ${String(fixture.tick)}, spacing ${String(pool.tickSpacing)}`,
    `next at or below: [${below.join(', ')}]`,
    `next above: [${above.join(', ')}]`,
    `above -190000, nothing in the word: [${far.join(', ')}]`,
    `100 WETH -> ${usdcOut.toFixed(2)} ${USDC.symbol ?? ''}, tick after ${String(after.tickCurrent)}`,
    `calls: nextInitializedTickWithinOneWord ${String(provider.calls.nextInitializedTickWithinOneWord)}, getTick ${String(provider.calls.getTick)}`,
    `TickListDataProvider gives the same amount: ${String(listOut.equalTo(usdcOut))}`,
  ];
}
