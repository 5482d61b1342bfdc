import {SqrtPriceMath, TickMath} from '@uniswap/v3-sdk';
import JSBI from 'jsbi';
import {activeLiquidity, raw, V3_POOLS} from '../fixtures';
import {USDC, WETH} from '../tokens';

/** The SDK takes and returns JSBI; the sample keeps native bigint and converts at the edges. */
const jsbi = (value: bigint): JSBI => JSBI.BigInt(value.toString());
const big = (value: JSBI): bigint => BigInt(value.toString());

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
  const sqrtP = fixture.sqrtPriceX96;
  // Position #1 of the pool: about 1,600 to 2,500 USDC per WETH.
  const position = fixture.positions[1];
  if (!position) {
    throw new Error('the fixture pool has no position #1');
  }
  const {tickLower, tickUpper, liquidity} = position;
  const sqrtLower = big(TickMath.getSqrtRatioAtTick(tickLower));
  const sqrtUpper = big(TickMath.getSqrtRatioAtTick(tickUpper));
  const L = jsbi(liquidity);

  // In range: token0 sits between the current price and the upper bound, token1 between the lower bound and the price.
  const amount0Up = big(SqrtPriceMath.getAmount0Delta(jsbi(sqrtP), jsbi(sqrtUpper), L, true));
  const amount0Down = big(SqrtPriceMath.getAmount0Delta(jsbi(sqrtP), jsbi(sqrtUpper), L, false));
  const amount1Up = big(SqrtPriceMath.getAmount1Delta(jsbi(sqrtLower), jsbi(sqrtP), L, true));
  const amount1Down = big(SqrtPriceMath.getAmount1Delta(jsbi(sqrtLower), jsbi(sqrtP), L, false));
  const swapped = big(SqrtPriceMath.getAmount1Delta(jsbi(sqrtP), jsbi(sqrtLower), L, false));

  // The next price after one WETH in, 2,000 USDC in, or 1,000 USDC out, against the pool's active liquidity.
  const active = jsbi(activeLiquidity(fixture));
  const afterWethIn = SqrtPriceMath.getNextSqrtPriceFromInput(
    jsbi(sqrtP),
    active,
    jsbi(raw(WETH, 1)),
    true,
  );
  const afterUsdcIn = SqrtPriceMath.getNextSqrtPriceFromInput(
    jsbi(sqrtP),
    active,
    jsbi(raw(USDC, 2000)),
    false,
  );
  const afterUsdcOut = SqrtPriceMath.getNextSqrtPriceFromOutput(
    jsbi(sqrtP),
    active,
    jsbi(raw(USDC, 1000)),
    true,
  );
  const describe = (sqrt: JSBI): string =>
    `${sqrt.toString()} (tick ${TickMath.getTickAtSqrtRatio(sqrt)})`;

  return Promise.resolve([
    `position 1,600-2,500: ticks ${tickLower} to ${tickUpper}, liquidity ${liquidity.toString()}`,
    `sqrt prices: lower ${sqrtLower.toString()}, current ${sqrtP.toString()}, upper ${sqrtUpper.toString()}`,
    `getAmount0Delta(current, upper, L, true):  ${amount0Up.toString()} wei`,
    `getAmount0Delta(current, upper, L, false): ${amount0Down.toString()} wei`,
    `getAmount1Delta(lower, current, L, true):  ${amount1Up.toString()} USDC units`,
    `getAmount1Delta(lower, current, L, false): ${amount1Down.toString()} USDC units`,
    `arguments swapped give the same amount: ${String(swapped === amount1Down)}`,
    `active liquidity: ${active.toString()}`,
    `1 WETH in (zeroForOne true):        ${describe(afterWethIn)}`,
    `2000 USDC in (zeroForOne false):    ${describe(afterUsdcIn)}`,
    `1000 USDC out (zeroForOne true):    ${describe(afterUsdcOut)}`,
    `USDC out for that move: ${SqrtPriceMath.getAmount1Delta(afterUsdcOut, jsbi(sqrtP), active, false).toString()} units`,
    `zero liquidity: ${errorOf(() => SqrtPriceMath.getNextSqrtPriceFromInput(jsbi(sqrtP), JSBI.BigInt(0), jsbi(raw(WETH, 1)), true))}`,
    `more USDC out than the range holds: ${errorOf(() => SqrtPriceMath.getNextSqrtPriceFromOutput(jsbi(sqrtP), L, jsbi(raw(USDC, 10_000_000)), true))}`,
  ]);
}
