import {Tick, TickList} from '@uniswap/v3-sdk';
import {initializedTicks, V3_POOLS} from '../fixtures';

function errorOf(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

export function main(): Promise<string[]> {
  const fixture = V3_POOLS.wethUsdc3000;
  // The pool's initialised ticks, in ascending order, as SDK Tick objects.
  const ticks = initializedTicks(fixture).map(
    (tick) =>
      new Tick({
        index: tick.index,
        liquidityNet: tick.liquidityNet.toString(),
        liquidityGross: tick.liquidityGross.toString(),
      }),
  );
  const spacing = 60;
  const current = fixture.tick;
  const next = (tick: number, lte: boolean): number =>
    TickList.nextInitializedTick(ticks, tick, lte).index;
  const word = (tick: number, lte: boolean): string =>
    JSON.stringify(TickList.nextInitializedTickWithinOneWord(ticks, tick, lte, spacing));

  return Promise.resolve([
    `ticks: ${ticks.map((tick) => tick.index).join(', ')}`,
    `validateList(ticks, ${spacing}): ${errorOf(() => {
      TickList.validateList(ticks, spacing);
    })}`,
    `getTick(ticks, -200820).liquidityNet: ${TickList.getTick(ticks, -200820).liquidityNet.toString()}`,
    `isBelowSmallest(ticks, -887272): ${String(TickList.isBelowSmallest(ticks, -887272))}`,
    `isAtOrAboveLargest(ticks, 887220): ${String(TickList.isAtOrAboveLargest(ticks, 887220))}`,
    `nextInitializedTick(ticks, ${current}, true):  ${next(current, true)}`,
    `nextInitializedTick(ticks, ${current}, false): ${next(current, false)}`,
    `nextInitializedTick(ticks, -200820, true):  ${next(-200820, true)}`,
    `nextInitializedTick(ticks, -200820, false): ${next(-200820, false)}`,
    `nextInitializedTickWithinOneWord(ticks, ${current}, true, ${spacing}):  ${word(current, true)}`,
    `nextInitializedTickWithinOneWord(ticks, ${current}, false, ${spacing}): ${word(current, false)}`,
    `nextInitializedTickWithinOneWord(ticks, -198060, false, ${spacing}): ${word(-198060, false)}`,
    `nextInitializedTickWithinOneWord(ticks, -887272, true, ${spacing}): ${word(-887272, true)}`,
    `validateList(ticks, 0): ${errorOf(() => {
      TickList.validateList(ticks, 0);
    })}`,
    `validateList(ticks, 200): ${errorOf(() => {
      TickList.validateList(ticks, 200);
    })}`,
    `validateList(without the last tick, ${spacing}): ${errorOf(() => {
      TickList.validateList(ticks.slice(0, -1), spacing);
    })}`,
    `validateList(reversed, ${spacing}): ${errorOf(() => {
      TickList.validateList([...ticks].reverse(), spacing);
    })}`,
    `getTick(ticks, -200340): ${errorOf(() => TickList.getTick(ticks, -200340))}`,
    `nextInitializedTick(ticks, -887272, true): ${errorOf(() => TickList.nextInitializedTick(ticks, -887272, true))}`,
    `nextInitializedTick(ticks, 887220, false): ${errorOf(() => TickList.nextInitializedTick(ticks, 887220, false))}`,
    `isBelowSmallest([], 0): ${errorOf(() => TickList.isBelowSmallest([], 0))}`,
  ]);
}
