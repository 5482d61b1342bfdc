import {TickMath} from '@uniswap/v3-sdk';
import JSBI from 'jsbi';

/** The square root of n, rounded down: Newton's method on integers, exact at any size. */
export function isqrt(n: bigint): bigint {
  let x = n;
  let y = (x + 1n) / 2n;
  while (y < x) {
    [x, y] = [y, (y + n / y) / 2n];
  }
  return x;
}

/** The price a sqrtPriceX96 stands for, in USDC per ETH, to the nearest cent. */
function usdcPerEth(sqrtPriceX96: bigint): string {
  const Q192 = 2n ** 192n;
  const cents = (sqrtPriceX96 ** 2n * 10n ** 12n * 100n + Q192 / 2n) / Q192;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/**
 * 2,000 USDC per ETH in a pool whose token0 is WETH (18 decimals) and token1
 * USDC (6), as the pool's sqrtPriceX96 and tick, in integers only.
 */
export function main(): Promise<string[]> {
  // The raw price, USDC base units per wei, times 2^192: its square root is sqrtPriceX96.
  const raw = (2000n * 10n ** 6n * 2n ** 192n) / 10n ** 18n;
  const sqrtPriceX96 = isqrt(raw);
  const roundedDown = sqrtPriceX96 ** 2n <= raw && raw < (sqrtPriceX96 + 1n) ** 2n;

  // The tick the pool records at this price, and the prices of that tick and the next.
  const tick = TickMath.getTickAtSqrtRatio(JSBI.BigInt(sqrtPriceX96.toString()));
  const priceAt = (at: number): string =>
    usdcPerEth(BigInt(TickMath.getSqrtRatioAtTick(at).toString()));

  return Promise.resolve([
    `sqrtPriceX96 = ${sqrtPriceX96}`,
    `rounded down: ${String(roundedDown)}`,
    `back to a price: ${usdcPerEth(sqrtPriceX96)} USDC per ETH`,
    `tick ${String(tick)}: ${priceAt(tick)} USDC per ETH; tick ${String(tick + 1)}: ${priceAt(tick + 1)}`,
  ]);
}
