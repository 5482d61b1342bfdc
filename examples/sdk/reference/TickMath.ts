import {TickMath} from '@uniswap/v3-sdk';
import JSBI from 'jsbi';
import {V3_POOLS} from '../fixtures';

/** 2^96: a sqrt price in Q64.96 is the square root of the raw price times this. */
const Q96 = 2n ** 96n;

/** The message of the error `run` throws, or 'no error'. */
function errorOf(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

/** getSqrtRatioAtTick as a native bigint. */
function sqrtAt(tick: number): bigint {
  return BigInt(TickMath.getSqrtRatioAtTick(tick).toString());
}

/** getTickAtSqrtRatio for a native bigint. */
function tickAt(sqrtRatioX96: bigint): number {
  return TickMath.getTickAtSqrtRatio(JSBI.BigInt(sqrtRatioX96.toString()));
}

export function main(): Promise<string[]> {
  const {tick, sqrtPriceX96} = V3_POOLS.wethUsdc3000;
  const atTick = sqrtAt(tick);
  const nextUp = sqrtAt(tick + 1);
  // Raw price = (sqrtPriceX96 / 2^96)^2; times 10^(18 - 6) it is USDC per WETH. Floats for display only.
  const human = (sqrt: bigint): string => ((Number(sqrt) / Number(Q96)) ** 2 * 1e12).toFixed(4);
  const maxSqrt = BigInt(TickMath.MAX_SQRT_RATIO.toString());

  return Promise.resolve([
    `MIN_TICK: ${TickMath.MIN_TICK}, MAX_TICK: ${TickMath.MAX_TICK}`,
    `MIN_SQRT_RATIO: ${TickMath.MIN_SQRT_RATIO.toString()}`,
    `MAX_SQRT_RATIO: ${TickMath.MAX_SQRT_RATIO.toString()}`,
    `getSqrtRatioAtTick(MIN_TICK) = MIN_SQRT_RATIO: ${String(sqrtAt(TickMath.MIN_TICK).toString() === TickMath.MIN_SQRT_RATIO.toString())}`,
    `getSqrtRatioAtTick(MAX_TICK) = MAX_SQRT_RATIO: ${String(sqrtAt(TickMath.MAX_TICK) === maxSqrt)}`,
    `getSqrtRatioAtTick(0): ${sqrtAt(0).toString()} (2^96 = ${Q96.toString()})`,
    `WETH/USDC 0.30 % pool: tick ${tick}, sqrtPriceX96 ${sqrtPriceX96.toString()}`,
    `getSqrtRatioAtTick(${tick}):  ${atTick.toString()} -> ${human(atTick)} USDC per WETH`,
    `getSqrtRatioAtTick(${tick + 1}):  ${nextUp.toString()} -> ${human(nextUp)} USDC per WETH`,
    `the pool price lies between them: ${String(atTick <= sqrtPriceX96 && sqrtPriceX96 < nextUp)}`,
    `getTickAtSqrtRatio(pool sqrtPriceX96): ${tickAt(sqrtPriceX96)}`,
    `getTickAtSqrtRatio(getSqrtRatioAtTick(${tick})): ${tickAt(atTick)}`,
    `getTickAtSqrtRatio(getSqrtRatioAtTick(${tick}) - 1): ${tickAt(atTick - 1n)}`,
    `getTickAtSqrtRatio(MAX_SQRT_RATIO - 1): ${tickAt(maxSqrt - 1n)}`,
    `getSqrtRatioAtTick(6932): ${sqrtAt(6932).toString()}, ratio to 2^96 squared: ${((Number(sqrtAt(6932)) / Number(Q96)) ** 2).toFixed(5)}`,
    `getSqrtRatioAtTick(887273): ${errorOf(() => TickMath.getSqrtRatioAtTick(887273))}`,
    `getSqrtRatioAtTick(1.5): ${errorOf(() => TickMath.getSqrtRatioAtTick(1.5))}`,
    `getTickAtSqrtRatio(MAX_SQRT_RATIO): ${errorOf(() => TickMath.getTickAtSqrtRatio(TickMath.MAX_SQRT_RATIO))}`,
  ]);
}
