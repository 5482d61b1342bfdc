import {CurrencyAmount} from '@uniswap/sdk-core';
import {Pool, Tick, TickMath, type TickConstructorArgs} from '@uniswap/v3-sdk';
import {activeLiquidity, initializedTicks, raw, V3_POOLS} from '../fixtures';
import {WETH} from '../tokens';

/** The message of the error `run` throws. */
function errorOf(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  }
}

export async function main(): Promise<string[]> {
  const fixture = V3_POOLS.wethUsdc3000;
  // What ticks(index) returns for each initialised tick, as plain objects; the SDK takes strings, not bigint.
  const args: TickConstructorArgs[] = initializedTicks(fixture).map((tick) => ({
    index: tick.index,
    liquidityGross: tick.liquidityGross.toString(),
    liquidityNet: tick.liquidityNet.toString(),
  }));
  const ticks = args.map((arg) => new Tick(arg));

  // Pool accepts the plain objects directly and wraps them in a TickListDataProvider.
  const makePool = (list: TickConstructorArgs[]) =>
    new Pool(
      fixture.token0,
      fixture.token1,
      fixture.fee,
      fixture.sqrtPriceX96.toString(),
      activeLiquidity(fixture).toString(),
      fixture.tick,
      list,
    );
  const pool = makePool(args);
  const [usdcOut] = await pool.getOutputAmount(
    CurrencyAmount.fromRawAmount(WETH, raw(WETH, 10).toString()),
  );
  const netSum = ticks.reduce((sum, tick) => sum + BigInt(tick.liquidityNet.toString()), 0n);

  const [first, second] = args;
  if (!first || !second) {
    throw new Error('the fixture has fewer than two ticks');
  }
  return [
    ...ticks.map(
      (tick) =>
        `tick ${String(tick.index).padStart(7)}: liquidityNet ${tick.liquidityNet.toString().padStart(18)}, liquidityGross ${tick.liquidityGross.toString()}`,
    ),
    `sum of liquidityNet: ${netSum.toString()}`,
    `pool from ${String(args.length)} plain objects: 10 WETH -> ${usdcOut.toFixed(2)} USDC`,
    `index beyond MAX_TICK: ${errorOf(() => new Tick({...first, index: TickMath.MAX_TICK + 1}))}`,
    `index not a multiple of 60: ${errorOf(() => makePool([{...first, index: first.index + 1}, ...args.slice(1)]))}`,
    `list without its last tick: ${errorOf(() => makePool(args.slice(0, -1)))}`,
    `list out of order: ${errorOf(() => makePool([second, first, ...args.slice(2)]))}`,
  ];
}
