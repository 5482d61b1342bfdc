import {CurrencyAmount, Percent, type Token} from '@uniswap/sdk-core';
import {
  FeeAmount,
  nearestUsableTick,
  NonfungiblePositionManager,
  Pool,
  Position,
  priceToClosestTick,
  type MethodParameters,
} from '@uniswap/v3-sdk';
import {decodeFunctionData, hexToBigInt, http, parseAbi, type Hex, type Transport} from 'viem';
import {erc20Abi} from '../abis';
import {createReader, createSender, type Reader, type Sender} from '../chain';
import {SAMPLE_ACCOUNT} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {USDC, WETH} from '../tokens';
import {fetchPool, oxbowPoolAddress} from './pools';
import {priceOf} from './positionData';

/** The mint function of NonfungiblePositionManager, to read back the calldata the SDK builds. */
export const mintAbi = parseAbi([
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline) params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
]);

/**
 * The ticks of a price range given as "quote per one base", snapped to the
 * pool's tick spacing. When base is token1 a higher price is a LOWER tick, so
 * the two ends are sorted rather than assumed.
 */
export function ticksForPriceRange(
  pool: Pool,
  base: Token,
  quote: Token,
  lowerPrice: number,
  upperPrice: number,
): {tickLower: number; tickUpper: number} {
  const [a, b] = [lowerPrice, upperPrice].map((price) =>
    nearestUsableTick(priceToClosestTick(priceOf(base, quote, price)), pool.tickSpacing),
  );
  if (a === undefined || b === undefined || a === b) {
    throw new Error('the range is narrower than one tick spacing');
  }
  return {tickLower: Math.min(a, b), tickUpper: Math.max(a, b)};
}

/**
 * The largest position one token amount can open, leaving the other token
 * unbounded: the SDK then tells you how much of the other token it needs.
 */
export function positionForDeposit(
  pool: Pool,
  ticks: {tickLower: number; tickUpper: number},
  deposit: CurrencyAmount<Token>,
): Position {
  const amount = deposit.quotient.toString();
  return deposit.currency.equals(pool.token0)
    ? Position.fromAmount0({pool, ...ticks, amount0: amount, useFullPrecision: true})
    : Position.fromAmount1({pool, ...ticks, amount1: amount});
}

/** The largest position two budgets can open; usually only one of them is used up. */
export function positionForBudget(
  pool: Pool,
  ticks: {tickLower: number; tickUpper: number},
  budget0: CurrencyAmount<Token>,
  budget1: CurrencyAmount<Token>,
): Position {
  return Position.fromAmounts({
    pool,
    ...ticks,
    amount0: budget0.quotient.toString(),
    amount1: budget1.quotient.toString(),
    useFullPrecision: true,
  });
}

/** The mint transaction: calldata and value for NonfungiblePositionManager. */
export function mintParameters(
  position: Position,
  recipient: string,
  deadline: bigint,
  slippageTolerance: Percent,
): MethodParameters {
  return NonfungiblePositionManager.addCallParameters(position, {
    recipient,
    deadline: deadline.toString(),
    slippageTolerance,
  });
}

/**
 * Approves the position manager for `amount` unless it may already spend that
 * much of the token. The manager pulls tokens with transferFrom during mint,
 * so both tokens need an allowance before the mint is sent.
 */
export async function ensureAllowance(
  reader: Reader,
  sender: Sender,
  amount: CurrencyAmount<Token>,
): Promise<Hex | undefined> {
  const token = amount.currency.address as Hex;
  const spender = OXBOW_LOCAL.v3.positionManager;
  const needed = BigInt(amount.quotient.toString());
  const allowed = await reader.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [sender.account.address, spender],
  });
  if (allowed >= needed) {
    return undefined;
  }
  const hash = await sender.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, needed],
  });
  await reader.waitForTransactionReceipt({hash});
  return hash;
}

/** Sends the mint and waits for it to be mined. */
export async function sendMint(
  reader: Reader,
  sender: Sender,
  parameters: MethodParameters,
): Promise<'success' | 'reverted'> {
  const hash = await sender.sendTransaction({
    to: OXBOW_LOCAL.v3.positionManager,
    data: parameters.calldata as Hex,
    value: hexToBigInt(parameters.value as Hex),
  });
  const receipt = await reader.waitForTransactionReceipt({hash});
  return receipt.status;
}

export async function main(transport: Transport = http(OXBOW_LOCAL.rpcUrl)): Promise<string[]> {
  const reader = createReader(transport);
  const sender = createSender(SAMPLE_ACCOUNT, transport);
  const pool = await fetchPool(reader, WETH, USDC, FeeAmount.MEDIUM);

  const ticks = ticksForPriceRange(pool, WETH, USDC, 1800, 2200);
  const oneWeth = CurrencyAmount.fromRawAmount(WETH, (10n ** 18n).toString());
  const fromWeth = positionForDeposit(pool, ticks, oneWeth);
  const fiveThousandUsdc = CurrencyAmount.fromRawAmount(USDC, (5_000n * 10n ** 6n).toString());
  const position = positionForBudget(pool, ticks, oneWeth, fiveThousandUsdc);

  // Deadline from the chain's clock, not the computer's: 20 minutes after the latest block.
  const block = await reader.getBlock();
  const deadline = block.timestamp + 20n * 60n;
  const slippage = new Percent(50, 10_000); // 0.5 %
  const parameters = mintParameters(position, SAMPLE_ACCOUNT, deadline, slippage);
  const {amount0: desired0, amount1: desired1} = position.mintAmounts;
  const minimums = position.mintAmountsWithSlippage(slippage);
  const mint = decodeFunctionData({abi: mintAbi, data: parameters.calldata as Hex});

  const approvals = [
    await ensureAllowance(reader, sender, CurrencyAmount.fromRawAmount(WETH, desired0)),
    await ensureAllowance(reader, sender, CurrencyAmount.fromRawAmount(USDC, desired1)),
  ].filter((hash) => hash !== undefined);
  const status = await sendMint(reader, sender, parameters);

  const amount = (token: Token, value: {toString: () => string}) =>
    `${CurrencyAmount.fromRawAmount(token, value.toString()).toExact()} ${token.symbol ?? ''}`;
  return [
    `pool ${oxbowPoolAddress(WETH, USDC, FeeAmount.MEDIUM)}: tick ${pool.tickCurrent}, ${pool.token0Price.toSignificant(6)} USDC per WETH`,
    `range 1800-2200 USDC per WETH -> ticks ${ticks.tickLower} to ${ticks.tickUpper} (spacing ${pool.tickSpacing})`,
    `exact range: ${position.token0PriceLower.toSignificant(6)} to ${position.token0PriceUpper.toSignificant(6)} USDC per WETH`,
    `fromAmount0(1 WETH): liquidity ${fromWeth.liquidity.toString()}, needs ${amount(USDC, fromWeth.mintAmounts.amount1)}`,
    `fromAmounts(1 WETH, 5000 USDC): liquidity ${position.liquidity.toString()}`,
    `desired: ${amount(WETH, desired0)} + ${amount(USDC, desired1)}`,
    `minimum at 0.5% slippage: ${amount(WETH, minimums.amount0)} + ${amount(USDC, minimums.amount1)}`,
    `calldata: ${mint.functionName}, ${(parameters.calldata.length - 2) / 2} bytes, value ${hexToBigInt(parameters.value as Hex)}, deadline ${deadline}`,
    `approvals sent: ${approvals.length} (WETH and USDC to ${OXBOW_LOCAL.v3.positionManager})`,
    `mint sent to the position manager: ${status}`,
  ];
}
