import {TickListDataProvider} from '@uniswap/v3-sdk';
import {initializedTicks, V3_POOLS} from '../fixtures';

/** The message of the error `run` throws or rejects with. */
async function errorOf(run: () => unknown): Promise<string> {
  try {
    await run();
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  }
}

export async function main(): Promise<string[]> {
  const fixture = V3_POOLS.wethUsdc3000;
  // Plain objects are accepted too; BigintIsh values as strings.
  const ticks = initializedTicks(fixture).map((tick) => ({
    index: tick.index,
    liquidityNet: tick.liquidityNet.toString(),
    liquidityGross: tick.liquidityGross.toString(),
  }));
  const spacing = 60;
  const provider = new TickListDataProvider(ticks, spacing);

  const [first] = ticks;
  if (!first) {
    throw new Error('the fixture has no ticks');
  }
  const stored = await provider.getTick(first.index);
  const below = await provider.nextInitializedTickWithinOneWord(fixture.tick, true, spacing);
  const above = await provider.nextInitializedTickWithinOneWord(fixture.tick, false, spacing);
  // No initialised tick between -400000 and the end of its 256-spacing word: the search stops there.
  const farBelow = await provider.nextInitializedTickWithinOneWord(-400_000, false, spacing);

  return [
    `ticks: ${ticks.map((tick) => tick.index).join(', ')}`,
    `current tick: ${fixture.tick}`,
    `getTick(${first.index}): liquidityNet ${stored.liquidityNet.toString()}, liquidityGross ${stored.liquidityGross.toString()}`,
    `next at or below ${fixture.tick}: [${below.join(', ')}]`,
    `next above ${fixture.tick}: [${above.join(', ')}]`,
    `next above -400000: [${farBelow.join(', ')}]`,
    `getTick of a tick not in the list: ${await errorOf(() => provider.getTick(first.index + spacing))}`,
    `one tick left out: ${await errorOf(() => new TickListDataProvider(ticks.slice(1), spacing))}`,
    `spacing 200 for these ticks: ${await errorOf(() => new TickListDataProvider(ticks, 200))}`,
    `unsorted: ${await errorOf(() => new TickListDataProvider([...ticks].reverse(), spacing))}`,
    `empty list, then a search: ${await errorOf(() =>
      new TickListDataProvider([], spacing).nextInitializedTickWithinOneWord(0, true, spacing),
    )}`,
  ];
}
