import {LiquidityMath} from '@uniswap/v3-sdk';
import JSBI from 'jsbi';
import {activeLiquidity, initializedTicks, V3_POOLS} from '../fixtures';

const jsbi = (value: bigint | number): JSBI => JSBI.BigInt(value.toString());

export function main(): Promise<string[]> {
  const fixture = V3_POOLS.wethUsdc3000;
  const ticks = initializedTicks(fixture);
  const lines = ['walking up: liquidity = addDelta(liquidity, liquidityNet)'];

  // Moving up through a tick adds its liquidityNet; the walk starts below every position.
  let liquidity = jsbi(0);
  let atCurrentTick = jsbi(0);
  for (const tick of ticks) {
    liquidity = LiquidityMath.addDelta(liquidity, jsbi(tick.liquidityNet));
    lines.push(
      `  cross ${String(tick.index).padStart(7)}: liquidityNet ${tick.liquidityNet.toString().padStart(18)} -> ${liquidity.toString()}`,
    );
    if (tick.index <= fixture.tick) {
      atCurrentTick = liquidity;
    }
  }
  lines.push(
    `after the last tick: ${liquidity.toString()}`,
    `at the current tick ${fixture.tick}: ${atCurrentTick.toString()}, fixture active liquidity ${activeLiquidity(fixture).toString()}`,
  );

  // Moving down through a tick subtracts it: the swap loop negates liquidityNet first.
  const down = ticks.filter((tick) => tick.index <= fixture.tick).at(-1);
  if (down) {
    const after = LiquidityMath.addDelta(atCurrentTick, jsbi(-down.liquidityNet));
    lines.push(
      `walking down through ${down.index}: addDelta(L, -liquidityNet) -> ${after.toString()}`,
    );
  }
  lines.push(
    `addDelta(100, 25) = ${LiquidityMath.addDelta(jsbi(100), jsbi(25)).toString()}`,
    `addDelta(100, -25) = ${LiquidityMath.addDelta(jsbi(100), jsbi(-25)).toString()}`,
    `addDelta(5, -7) = ${LiquidityMath.addDelta(jsbi(5), jsbi(-7)).toString()} (no underflow check)`,
  );
  return Promise.resolve(lines);
}
