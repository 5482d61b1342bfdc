import {CurrencyAmount, Percent, Rounding, type Currency, type Token} from '@uniswap/sdk-core';
import {
  computePoolAddress,
  FeeAmount,
  NonfungiblePositionManager,
  Pool,
  Position,
  type MethodParameters,
} from '@uniswap/v3-sdk';
import type JSBI from 'jsbi';
import {decodeFunctionData, parseAbi, size, type Address, type Hex, type Transport} from 'viem';
import {positionManagerAbi, v3PoolAbi} from '../abis';
import {createReader, type Reader} from '../chain';
import {SAMPLE_ACCOUNT} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {DAI, USDC, WETH} from '../tokens';

/**
 * The write side of NonfungiblePositionManager, enough to decode what the SDK
 * encodes. abis.ts only has the read functions, so the fragments live here.
 */
export const positionManagerWriteAbi = parseAbi([
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'struct IncreaseLiquidityParams { uint256 tokenId; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; uint256 deadline; }',
  'struct DecreaseLiquidityParams { uint256 tokenId; uint128 liquidity; uint256 amount0Min; uint256 amount1Min; uint256 deadline; }',
  'struct CollectParams { uint256 tokenId; address recipient; uint128 amount0Max; uint128 amount1Max; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function increaseLiquidity(IncreaseLiquidityParams params) payable returns (uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function decreaseLiquidity(DecreaseLiquidityParams params) payable returns (uint256 amount0, uint256 amount1)',
  'function collect(CollectParams params) payable returns (uint256 amount0, uint256 amount1)',
  'function burn(uint256 tokenId) payable',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function sweepToken(address token, uint256 amountMinimum, address recipient) payable',
  'function refundETH() payable',
]);

/** The fee tiers Oxbow enables. FeeAmount also lists tiers Oxbow never deploys. */
const OXBOW_FEES: readonly FeeAmount[] = [
  FeeAmount.LOWEST,
  FeeAmount.LOW,
  FeeAmount.MEDIUM,
  FeeAmount.HIGH,
];

/** The tokens the app knows; a position in any other pool is not ours to display. */
export function knownToken(address: string): Token {
  const token = [WETH, USDC, DAI].find(
    (candidate) => candidate.address.toLowerCase() === address.toLowerCase(),
  );
  if (!token) {
    throw new Error(`unknown token ${address}`);
  }
  return token;
}

/** Enough decimals to see what changed, rounded to nearest, with thousands separators. */
export function formatAmount(amount: CurrencyAmount<Currency>): string {
  const places = amount.currency.decimals > 6 ? 6 : 2;
  const text = amount.toFixed(places, {groupSeparator: ','}, Rounding.ROUND_HALF_UP);
  return `${text} ${amount.currency.symbol ?? '?'}`;
}

export interface PositionOnChain {
  tokenId: bigint;
  /** The NFT's whole liquidity on a Pool at the current price, ready for the SDK. */
  position: Position;
  /** Fees and freed tokens already credited to the NFT, as of its last update. */
  tokensOwed0: CurrencyAmount<Token>;
  tokensOwed1: CurrencyAmount<Token>;
}

/**
 * Reads an NFT from NonfungiblePositionManager and the current price of its
 * pool. Position maths needs only slot0 and the active liquidity, not ticks.
 */
export async function fetchPosition(reader: Reader, tokenId: bigint): Promise<PositionOnChain> {
  const [, , token0, token1, fee, tickLower, tickUpper, liquidity, , , owed0, owed1] =
    await reader.readContract({
      address: OXBOW_LOCAL.v3.positionManager,
      abi: positionManagerAbi,
      functionName: 'positions',
      args: [tokenId],
    });
  const feeAmount = OXBOW_FEES.find((tier: number) => tier === fee);
  if (feeAmount === undefined) {
    throw new Error(`fee tier ${String(fee)} is not an Oxbow tier`);
  }
  const [tokenA, tokenB] = [knownToken(token0), knownToken(token1)];
  // Without the override the SDK would derive the upstream pool address, not Oxbow's.
  const poolAddress = computePoolAddress({
    factoryAddress: OXBOW_LOCAL.v3.factory,
    tokenA,
    tokenB,
    fee: feeAmount,
    initCodeHashManualOverride: OXBOW_LOCAL.v3.poolInitCodeHash,
  }) as Address;
  const [[sqrtPriceX96, tick], poolLiquidity] = await Promise.all([
    reader.readContract({address: poolAddress, abi: v3PoolAbi, functionName: 'slot0'}),
    reader.readContract({address: poolAddress, abi: v3PoolAbi, functionName: 'liquidity'}),
  ]);
  // The SDK takes JSBI, strings or numbers, never native bigint.
  const pool = new Pool(
    tokenA,
    tokenB,
    feeAmount,
    sqrtPriceX96.toString(),
    poolLiquidity.toString(),
    tick,
  );
  return {
    tokenId,
    position: new Position({pool, tickLower, tickUpper, liquidity: liquidity.toString()}),
    tokensOwed0: CurrencyAmount.fromRawAmount(tokenA, owed0.toString()),
    tokensOwed1: CurrencyAmount.fromRawAmount(tokenB, owed1.toString()),
  };
}

/**
 * Calldata that adds as much liquidity to the NFT's range as both budgets
 * allow. The added liquidity is a Position of its own on the same ticks: the
 * SDK turns its mint amounts into amount0Desired/amount1Desired.
 */
export function buildIncrease(
  current: PositionOnChain,
  budget0: bigint,
  budget1: bigint,
  slippageTolerance: Percent,
  deadline: bigint,
): {added: Position; parameters: MethodParameters} {
  const added = Position.fromAmounts({
    pool: current.position.pool,
    tickLower: current.position.tickLower,
    tickUpper: current.position.tickUpper,
    amount0: budget0.toString(),
    amount1: budget1.toString(),
    useFullPrecision: true,
  });
  const parameters = NonfungiblePositionManager.addCallParameters(added, {
    tokenId: current.tokenId.toString(),
    slippageTolerance,
    deadline: deadline.toString(),
  });
  return {added, parameters};
}

/**
 * Calldata that removes a share of the NFT's liquidity and collects it in the
 * same transaction. Burning the NFT is only allowed with 100 %.
 */
export function buildDecrease(
  current: PositionOnChain,
  liquidityPercentage: Percent,
  slippageTolerance: Percent,
  deadline: bigint,
  recipient: Address,
  burnToken = false,
): MethodParameters {
  return NonfungiblePositionManager.removeCallParameters(current.position, {
    tokenId: current.tokenId.toString(),
    liquidityPercentage,
    slippageTolerance,
    deadline: deadline.toString(),
    burnToken,
    collectOptions: {
      // Only used as minimums when one side is paid out as native currency.
      expectedCurrencyOwed0: current.tokensOwed0,
      expectedCurrencyOwed1: current.tokensOwed1,
      recipient,
    },
  });
}

/** The manager functions a calldata runs, in order: one call, or the entries of a multicall. */
export function innerCalls(calldata: string): string[] {
  const call = decodeFunctionData({abi: positionManagerWriteAbi, data: calldata as Hex});
  if (call.functionName !== 'multicall') {
    return [call.functionName];
  }
  return call.args[0].flatMap((inner) => innerCalls(inner));
}

export async function main(transport?: Transport): Promise<string[]> {
  const reader = createReader(transport);
  const current = await fetchPosition(reader, 1n);
  const {position} = current;
  // A deadline relative to the chain's clock, not the computer's.
  const {timestamp} = await reader.getBlock();
  const deadline = timestamp + 1200n;
  const slippage = new Percent(50, 10_000); // 0.5 %

  const {added, parameters: increase} = buildIncrease(
    current,
    10n ** 18n, // budget: 1 WETH
    3_000n * 10n ** 6n, // and 3,000 USDC
    slippage,
    deadline,
  );
  const half = new Percent(50, 100);
  const decrease = buildDecrease(current, half, slippage, deadline, SAMPLE_ACCOUNT);
  // The SDK computes the same minimums for the removed half when it encodes decreaseLiquidity.
  const removed = new Position({
    pool: position.pool,
    tickLower: position.tickLower,
    tickUpper: position.tickUpper,
    liquidity: half.multiply(position.liquidity).quotient,
  });
  const minimums = removed.burnAmountsWithSlippage(slippage);
  const {token0, token1} = position.pool;
  const deposit = added.mintAmounts;
  const depositMinimums = added.mintAmountsWithSlippage(slippage);
  const amount0 = (value: JSBI) => formatAmount(CurrencyAmount.fromRawAmount(token0, value));
  const amount1 = (value: JSBI) => formatAmount(CurrencyAmount.fromRawAmount(token1, value));
  const exit = buildDecrease(current, new Percent(1), slippage, deadline, SAMPLE_ACCOUNT, true);
  let halfBurn: string;
  try {
    buildDecrease(current, half, slippage, deadline, SAMPLE_ACCOUNT, true);
    halfBurn = 'accepted';
  } catch (error) {
    halfBurn = `rejected (${(error as Error).message})`;
  }

  return [
    `NFT ${current.tokenId}: ticks ${position.tickLower} to ${position.tickUpper}, liquidity ${position.liquidity.toString()}`,
    `range: ${position.token0PriceLower.toFixed(2)} to ${position.token0PriceUpper.toFixed(2)} USDC per WETH, pool at ${position.pool.token0Price.toFixed(2)}`,
    `holds: ${formatAmount(position.amount0)} + ${formatAmount(position.amount1)}`,
    `increase with a budget of 1 WETH + 3,000 USDC:`,
    `  liquidity +${added.liquidity.toString()}`,
    `  deposits ${amount0(deposit.amount0)} + ${amount1(deposit.amount1)}`,
    `  at least ${amount0(depositMinimums.amount0)} + ${amount1(depositMinimums.amount1)}`,
    `  calldata: ${innerCalls(increase.calldata).join(', ')}, ${size(increase.calldata as Hex)} bytes, value ${BigInt(increase.value)}`,
    `decrease by ${half.toFixed(0)} %:`,
    `  liquidity -${removed.liquidity.toString()}`,
    `  frees ${formatAmount(removed.amount0)} + ${formatAmount(removed.amount1)}`,
    `  at least ${amount0(minimums.amount0)} + ${amount1(minimums.amount1)}`,
    `  plus fees owed: ${formatAmount(current.tokensOwed0)} + ${formatAmount(current.tokensOwed1)}`,
    `  calldata: multicall of ${innerCalls(decrease.calldata).join(', ')}, ${size(decrease.calldata as Hex)} bytes`,
    `burnToken at 50 %: ${halfBurn}`,
    `full exit with burnToken: multicall of ${innerCalls(exit.calldata).join(', ')}`,
  ];
}
