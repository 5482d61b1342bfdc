import {CurrencyAmount} from '@uniswap/sdk-core';
import {FeeAmount, SwapMath, TickMath} from '@uniswap/v3-sdk';
import JSBI from 'jsbi';
import {activeLiquidity, fixturePool, initializedTicks, raw, V3_POOLS} from '../fixtures';
import {USDC, WETH} from '../tokens';

const jsbi = (value: bigint): JSBI => JSBI.BigInt(value.toString());

/** One call of computeSwapStep, printed as its four results. */
function step(
  label: string,
  current: bigint,
  target: bigint,
  liquidity: bigint,
  amountRemaining: bigint,
): string[] {
  const [next, amountIn, amountOut, feeAmount] = SwapMath.computeSwapStep(
    jsbi(current),
    jsbi(target),
    jsbi(liquidity),
    jsbi(amountRemaining),
    FeeAmount.MEDIUM,
  );
  return [
    `${label}:`,
    `  sqrtRatioNextX96 ${next.toString()} (tick ${TickMath.getTickAtSqrtRatio(next)}), target reached: ${String(next.toString() === target.toString())}`,
    `  amountIn ${amountIn.toString()}, amountOut ${amountOut.toString()}, feeAmount ${feeAmount.toString()}`,
    `  amountIn + feeAmount = ${JSBI.add(amountIn, feeAmount).toString()}`,
  ];
}

export async function main(): Promise<string[]> {
  const fixture = V3_POOLS.wethUsdc3000;
  const current = fixture.sqrtPriceX96;
  const liquidity = activeLiquidity(fixture);
  // The nearest initialised ticks below and above the current tick bound this step.
  const ticks = initializedTicks(fixture).map((tick) => tick.index);
  const below = Math.max(...ticks.filter((index) => index <= fixture.tick));
  const above = Math.min(...ticks.filter((index) => index > fixture.tick));
  const targetDown = BigInt(TickMath.getSqrtRatioAtTick(below).toString());
  const targetUp = BigInt(TickMath.getSqrtRatioAtTick(above).toString());

  // The same 1 WETH quoted by Pool, which loops over computeSwapStep.
  const [quoted] = await fixturePool(fixture).getOutputAmount(
    CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString()),
  );

  return [
    `current tick ${fixture.tick}, active liquidity ${liquidity.toString()}, fee ${FeeAmount.MEDIUM}`,
    `next initialised ticks: ${below} below, ${above} above`,
    ...step(
      `exact input 1 WETH toward tick ${below}`,
      current,
      targetDown,
      liquidity,
      raw(WETH, 1),
    ),
    ...step(
      `exact input 100 WETH toward tick ${below}`,
      current,
      targetDown,
      liquidity,
      raw(WETH, 100),
    ),
    ...step(
      `exact output 1000 USDC toward tick ${below}`,
      current,
      targetDown,
      liquidity,
      -raw(USDC, 1000),
    ),
    ...step(
      `exact input 2000 USDC toward tick ${above}`,
      current,
      targetUp,
      liquidity,
      raw(USDC, 2000),
    ),
    `Pool.getOutputAmount(1 WETH): ${quoted.quotient.toString()} USDC units`,
  ];
}
