/**
 * What a v2 pair pays for 1 TKA sold into 100 TKA and 200,000 TKB at the 0.30 % fee, computed as
 * the library's getAmountOut does: with integers whose division truncates, as Solidity's does.
 */
export function main(): Promise<string[]> {
  const WAD = 10n ** 18n;
  const reserveIn = 100n * WAD; // 100 TKA
  const reserveOut = 200_000n * WAD; // 200,000 TKB
  const amountIn = 1n * WAD; // 1 TKA

  const amountInWithFee = amountIn * 997n;
  const numerator = amountInWithFee * reserveOut;
  const denominator = reserveIn * 1000n + amountInWithFee;
  const amountOut = numerator / denominator;

  return Promise.resolve([
    `numerator   = ${numerator}`,
    `denominator = ${denominator}`,
    `amountOut   = ${amountOut}`,
    `remainder   = ${numerator % denominator} (discarded)`,
  ]);
}
