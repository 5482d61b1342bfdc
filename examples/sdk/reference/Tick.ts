import {Tick, TickMath} from '@uniswap/v3-sdk';
import {initializedTicks, V3_POOLS} from '../fixtures';

/** The message of the error `run` throws. */
function errorOf(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  }
}

export function main(): Promise<string[]> {
  // The initialised ticks of the WETH/USDC 0.30 % pool, as the pool's ticks(i) would return them.
  const ticks = initializedTicks(V3_POOLS.wethUsdc3000).map(
    (tick) =>
      new Tick({
        index: tick.index,
        liquidityGross: tick.liquidityGross.toString(),
        liquidityNet: tick.liquidityNet.toString(),
      }),
  );
  const netSum = ticks.reduce((sum, tick) => sum + BigInt(tick.liquidityNet.toString()), 0n);

  return Promise.resolve([
    ...ticks.map(
      (tick) =>
        `index ${String(tick.index).padStart(7)}  liquidityNet ${tick.liquidityNet.toString().padStart(18)}  liquidityGross ${tick.liquidityGross.toString()}`,
    ),
    `sum of liquidityNet: ${netSum.toString()}`,
    `index above MAX_TICK (${TickMath.MAX_TICK}): ${errorOf(
      () => new Tick({index: TickMath.MAX_TICK + 1, liquidityGross: 0, liquidityNet: 0}),
    )}`,
  ]);
}
