import {CurrencyAmount, Percent, Price, type Token, type TradeType} from '@uniswap/sdk-core';
import {
  nearestUsableTick,
  NonfungiblePositionManager,
  Pool,
  Position,
  priceToClosestTick,
  Route,
  SwapRouter,
  Trade,
  type MethodParameters,
} from '@uniswap/v3-sdk';
import {decodeFunctionData, parseAbi, type Address, type Hex} from 'viem';
import {fixturePool, raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POOLS} from '../fixtures';
import {USDC, WETH} from '../tokens';
import {formatAmount, positionManagerWriteAbi} from './modifyingPosition';

/** The SwapRouter entry point the SDK encodes for a single-pool exact-input trade. */
export const swapRouterAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
]);

/** JSBI (what the SDK returns) to native bigint (what viem and the rest of the app use). */
const toBigInt = (value: {toString: () => string}): bigint => BigInt(value.toString());

/** Usable ticks for a range given as prices of `base` in `quote`, lower tick first. */
export function rangeTicks(
  pool: Pool,
  base: Token,
  quote: Token,
  lowerPrice: number,
  upperPrice: number,
): {tickLower: number; tickUpper: number} {
  const tickAt = (price: number) =>
    nearestUsableTick(
      priceToClosestTick(
        new Price(base, quote, raw(base, 1).toString(), raw(quote, price).toString()),
      ),
      pool.tickSpacing,
    );
  // When `base` is token1, a higher price is a lower tick: sort instead of assuming.
  const [tickLower, tickUpper] = [tickAt(lowerPrice), tickAt(upperPrice)].sort((a, b) => a - b);
  if (tickLower === undefined || tickUpper === undefined || tickLower === tickUpper) {
    throw new Error('the range is narrower than one tick spacing');
  }
  return {tickLower, tickUpper};
}

/** How much token1 the range takes beside one whole token0 at the pool's current price. */
export function depositRatio(pool: Pool, tickLower: number, tickUpper: number): bigint {
  const oneToken0 = 10n ** BigInt(pool.token0.decimals);
  const sized = Position.fromAmount0({
    pool,
    tickLower,
    tickUpper,
    amount0: oneToken0.toString(),
    useFullPrecision: true,
  });
  return toBigInt(sized.mintAmounts.amount1);
}

/** The most liquidity `amount` of one token alone could back in the range at the pool's price. */
function liquidityFrom(
  pool: Pool,
  tickLower: number,
  tickUpper: number,
  amount: CurrencyAmount<Token>,
): bigint {
  const args = {pool, tickLower, tickUpper};
  const position = amount.currency.equals(pool.token0)
    ? Position.fromAmount0({...args, amount0: amount.quotient, useFullPrecision: true})
    : Position.fromAmount1({...args, amount1: amount.quotient});
  return toBigInt(position.liquidity);
}

export interface SwapAndAddPlan {
  swapIn: CurrencyAmount<Token>;
  swapOut: CurrencyAmount<Token>;
  /** The pool as the swap leaves it: the price the mint will meet. */
  poolAfter: Pool;
  position: Position;
  leftoverIn: CurrencyAmount<Token>;
  leftoverOut: CurrencyAmount<Token>;
  /** Both leftovers valued in the output token at the post-swap price. */
  leftoverValue: CurrencyAmount<Token>;
}

/** Simulates one candidate: swap `swapAmount` of the holding, then deposit what both balances allow. */
export async function planSwap(
  pool: Pool,
  tickLower: number,
  tickUpper: number,
  holding: CurrencyAmount<Token>,
  tokenOut: Token,
  swapAmount: bigint,
): Promise<SwapAndAddPlan> {
  const swapIn = CurrencyAmount.fromRawAmount(holding.currency, swapAmount.toString());
  const [swapOut, poolAfter] =
    swapAmount > 0n
      ? await pool.getOutputAmount(swapIn)
      : [CurrencyAmount.fromRawAmount(tokenOut, 0), pool];
  const keptIn = holding.subtract(swapIn);
  const [amount0, amount1] = keptIn.currency.equals(pool.token0)
    ? [keptIn, swapOut]
    : [swapOut, keptIn];
  const position = Position.fromAmounts({
    pool: poolAfter,
    tickLower,
    tickUpper,
    amount0: amount0.quotient,
    amount1: amount1.quotient,
    useFullPrecision: true,
  });
  // mintAmounts is what addCallParameters asks the manager to take (rounded up).
  const {amount0: used0, amount1: used1} = position.mintAmounts;
  const [usedIn, usedOut] = keptIn.currency.equals(pool.token0) ? [used0, used1] : [used1, used0];
  const leftoverIn = keptIn.subtract(CurrencyAmount.fromRawAmount(keptIn.currency, usedIn));
  const leftoverOut = swapOut.subtract(CurrencyAmount.fromRawAmount(tokenOut, usedOut));
  const leftoverValue = poolAfter.priceOf(holding.currency).quote(leftoverIn).add(leftoverOut);
  return {swapIn, swapOut, poolAfter, position, leftoverIn, leftoverOut, leftoverValue};
}

/**
 * Finds how much of the holding to swap so that what is kept and what the
 * swap returns fit the range at the price the swap itself leaves behind.
 * Swapping more lowers the liquidity the kept side can back and raises the
 * liquidity the received side can back, so a binary search converges.
 */
export async function solveSwapAmount(
  pool: Pool,
  tickLower: number,
  tickUpper: number,
  holding: CurrencyAmount<Token>,
  tokenOut: Token,
): Promise<{plan: SwapAndAddPlan; steps: number}> {
  const total = toBigInt(holding.quotient);
  const holdingIsToken0 = holding.currency.equals(pool.token0);
  // Out of range the position takes one token only: keep it all, or swap it all.
  if (pool.tickCurrent < tickLower || pool.tickCurrent >= tickUpper) {
    const needsToken0 = pool.tickCurrent < tickLower;
    const swapAmount = needsToken0 === holdingIsToken0 ? 0n : total;
    return {
      plan: await planSwap(pool, tickLower, tickUpper, holding, tokenOut, swapAmount),
      steps: 0,
    };
  }
  let low = 0n;
  let high = total;
  let steps = 0;
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    const swapIn = CurrencyAmount.fromRawAmount(holding.currency, middle.toString());
    const [swapOut, poolAfter] = await pool.getOutputAmount(swapIn);
    const kept = liquidityFrom(poolAfter, tickLower, tickUpper, holding.subtract(swapIn));
    const received = liquidityFrom(poolAfter, tickLower, tickUpper, swapOut);
    // The kept side could back more liquidity than the received side: swap more.
    if (kept > received) {
      low = middle;
    } else {
      high = middle;
    }
    steps += 1;
  }
  const [below, above] = await Promise.all(
    [low, high].map((amount) => planSwap(pool, tickLower, tickUpper, holding, tokenOut, amount)),
  );
  if (!below || !above) {
    throw new Error('unreachable');
  }
  const plan = below.leftoverValue.lessThan(above.leftoverValue) ? below : above;
  return {plan, steps};
}

export interface StepOptions {
  recipient: Address;
  deadline: bigint;
  slippageTolerance: Percent;
}

/** Step 1: the swap through SwapRouter, with a minimum output derived from the slippage tolerance. */
export async function buildSwap(
  pool: Pool,
  swapIn: CurrencyAmount<Token>,
  tokenOut: Token,
  options: StepOptions,
): Promise<{trade: Trade<Token, Token, TradeType.EXACT_INPUT>; parameters: MethodParameters}> {
  const trade = await Trade.exactIn(new Route([pool], swapIn.currency, tokenOut), swapIn);
  const parameters = SwapRouter.swapCallParameters(trade, {
    recipient: options.recipient,
    deadline: options.deadline.toString(),
    slippageTolerance: options.slippageTolerance,
  });
  return {trade, parameters};
}

/**
 * Step 2: the mint through NonfungiblePositionManager, sized from balances
 * and a pool state. Before sending, call it again with the balances the swap
 * really produced and the pool as it is then.
 */
export function buildMint(
  pool: Pool,
  tickLower: number,
  tickUpper: number,
  balance0: bigint,
  balance1: bigint,
  options: StepOptions,
): {position: Position; parameters: MethodParameters} {
  const position = Position.fromAmounts({
    pool,
    tickLower,
    tickUpper,
    amount0: balance0.toString(),
    amount1: balance1.toString(),
    useFullPrecision: true,
  });
  const parameters = NonfungiblePositionManager.addCallParameters(position, {
    recipient: options.recipient,
    deadline: options.deadline.toString(),
    slippageTolerance: options.slippageTolerance,
  });
  return {position, parameters};
}

/**
 * The first guess, which ignores the fee and the price move: swap x of the
 * token0 holding H so that (H - x) * ratio = x * price at the current price.
 */
export function naiveSwapAmount(
  pool: Pool,
  tickLower: number,
  tickUpper: number,
  holding: CurrencyAmount<Token>,
): bigint {
  const ratio = depositRatio(pool, tickLower, tickUpper);
  const oneToken0 = CurrencyAmount.fromRawAmount(pool.token0, raw(pool.token0, 1).toString());
  const priceRaw = toBigInt(pool.priceOf(pool.token0).quote(oneToken0).quotient);
  return (toBigInt(holding.quotient) * ratio) / (ratio + priceRaw);
}

export async function main(): Promise<string[]> {
  const pool = fixturePool(V3_POOLS.wethUsdc3000);
  const holding = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 2).toString());
  const {tickLower, tickUpper} = rangeTicks(pool, WETH, USDC, 1600, 2500);

  const ratio = depositRatio(pool, tickLower, tickUpper);
  const price = pool.priceOf(WETH);
  const naiveAmount = naiveSwapAmount(pool, tickLower, tickUpper, holding);
  const naive = await planSwap(pool, tickLower, tickUpper, holding, USDC, naiveAmount);
  const {plan, steps} = await solveSwapAmount(pool, tickLower, tickUpper, holding, USDC);

  const options: StepOptions = {
    recipient: SAMPLE_ACCOUNT,
    deadline: BigInt(SNAPSHOT_TIME + 1200),
    slippageTolerance: new Percent(50, 10_000), // 0.5 % on each step
  };
  const swap = await buildSwap(pool, plan.swapIn, USDC, options);
  const swapCall = decodeFunctionData({abi: swapRouterAbi, data: swap.parameters.calldata as Hex});
  const [{amountOutMinimum}] = swapCall.args;
  // WETH is token0 and USDC token1, so the balances go in that order.
  const kept = toBigInt(holding.subtract(plan.swapIn).quotient);
  const received = toBigInt(plan.swapOut.quotient);
  const mint = buildMint(plan.poolAfter, tickLower, tickUpper, kept, received, options);
  const mintCall = decodeFunctionData({
    abi: positionManagerWriteAbi,
    data: mint.parameters.calldata as Hex,
  });
  if (mintCall.functionName !== 'mint') {
    throw new Error(`expected mint, got ${mintCall.functionName}`);
  }
  const [mintParams] = mintCall.args;
  // Had the swap filled at its minimum, the mint rebuilt from that balance would look like this.
  const worst = buildMint(plan.poolAfter, tickLower, tickUpper, kept, amountOutMinimum, options);
  const worstWeth = toBigInt(worst.position.mintAmounts.amount0);
  const usdc = (amount: bigint) =>
    formatAmount(CurrencyAmount.fromRawAmount(USDC, amount.toString()));
  const weth = (amount: bigint) =>
    formatAmount(CurrencyAmount.fromRawAmount(WETH, amount.toString()));

  return [
    `holding ${formatAmount(holding)}; pool at ${price.toFixed(2)} USDC per WETH`,
    `range 1,600-2,500: ticks ${tickLower} to ${tickUpper}`,
    `the range takes ${usdc(ratio)} beside every 1 WETH at this price`,
    `naive split: swap ${formatAmount(naive.swapIn)}, leftover worth ${formatAmount(naive.leftoverValue)}`,
    `  price after the naive swap: ${naive.poolAfter.priceOf(WETH).toFixed(2)} USDC per WETH, where the range takes ${usdc(depositRatio(naive.poolAfter, tickLower, tickUpper))} per WETH`,
    `solved in ${steps} steps: swap ${formatAmount(plan.swapIn)} for ${formatAmount(plan.swapOut)}`,
    `  price after the solved swap: ${plan.poolAfter.priceOf(WETH).toFixed(2)} USDC per WETH, where the range takes ${usdc(depositRatio(plan.poolAfter, tickLower, tickUpper))} per WETH`,
    `position: ${weth(toBigInt(plan.position.mintAmounts.amount0))} + ${usdc(toBigInt(plan.position.mintAmounts.amount1))}, liquidity ${plan.position.liquidity.toString()}`,
    `leftover: ${plan.leftoverIn.quotient.toString()} wei WETH + ${plan.leftoverOut.quotient.toString()} base units USDC, worth ${plan.leftoverValue.toFixed(6)} USDC`,
    `swap: ${swapCall.functionName} on SwapRouter, amountOutMinimum ${usdc(amountOutMinimum)}`,
    `mint: ${mintCall.functionName} on NonfungiblePositionManager, ticks ${mintParams.tickLower} to ${mintParams.tickUpper}`,
    `  desired ${weth(mintParams.amount0Desired)} + ${usdc(mintParams.amount1Desired)}`,
    `  minimum ${weth(mintParams.amount0Min)} + ${usdc(mintParams.amount1Min)}`,
    `if the swap returns only the minimum: deposit ${weth(worstWeth)} + ${usdc(toBigInt(worst.position.mintAmounts.amount1))}, ${weth(kept - worstWeth)} stays in the wallet`,
  ];
}
