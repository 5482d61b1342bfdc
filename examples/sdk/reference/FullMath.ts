import {FeeAmount, FullMath, SwapMath, TickMath} from '@uniswap/v3-sdk';
import JSBI from 'jsbi';
import {activeLiquidity, raw, V3_POOLS} from '../fixtures';
import {WETH} from '../tokens';

const jsbi = (value: bigint | number): JSBI => JSBI.BigInt(value.toString());

function errorOf(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

/** a * b / denominator, both roundings side by side. */
function both(a: bigint, b: bigint, denominator: bigint): string {
  const up = FullMath.mulDivRoundingUp(jsbi(a), jsbi(b), jsbi(denominator));
  return `mulDivRoundingUp(${a}, ${b}, ${denominator}) = ${up.toString()}, floor = ${(a * b) / denominator}`;
}

export function main(): Promise<string[]> {
  const fee = BigInt(FeeAmount.MEDIUM);
  const million = 1_000_000n;

  // The fee of a swap step that reaches its target: amountIn * fee / (1e6 - fee), rounded up.
  const fixture = V3_POOLS.wethUsdc3000;
  const below = TickMath.getSqrtRatioAtTick(-200820);
  const [, amountIn, , feeAmount] = SwapMath.computeSwapStep(
    jsbi(fixture.sqrtPriceX96),
    below,
    jsbi(activeLiquidity(fixture)),
    jsbi(raw(WETH, 100)),
    FeeAmount.MEDIUM,
  );
  const recomputed = FullMath.mulDivRoundingUp(amountIn, jsbi(fee), jsbi(million - fee));

  return Promise.resolve([
    both(7n, 3n, 2n),
    both(6n, 3n, 2n),
    both(1n, 1n, 3n),
    both(0n, 5n, 3n),
    `fee on 997000000000000000 wei at 3000 pips: ${FullMath.mulDivRoundingUp(jsbi(997_000_000_000_000_000n), jsbi(fee), jsbi(million - fee)).toString()}`,
    `fee on 1000000000000000000 wei at 3000 pips: ${FullMath.mulDivRoundingUp(jsbi(raw(WETH, 1)), jsbi(fee), jsbi(million - fee)).toString()}`,
    `swap step to tick -200820: amountIn ${amountIn.toString()}, feeAmount ${feeAmount.toString()}`,
    `mulDivRoundingUp(amountIn, 3000, 997000) = ${recomputed.toString()}, equal: ${String(JSBI.equal(recomputed, feeAmount))}`,
    `no 256-bit limit: mulDivRoundingUp(2^200, 2^200, 3) has ${FullMath.mulDivRoundingUp(jsbi(2n ** 200n), jsbi(2n ** 200n), jsbi(3)).toString().length} digits`,
    `negative input: mulDivRoundingUp(-7, 3, 2) = ${FullMath.mulDivRoundingUp(jsbi(-7), jsbi(3), jsbi(2)).toString()}, but the ceiling of -10.5 is -10`,
    `zero denominator: ${errorOf(() => FullMath.mulDivRoundingUp(jsbi(1), jsbi(1), jsbi(0)))}`,
  ]);
}
