import {CurrencyAmount, Percent, type Token, type TradeType} from '@uniswap/sdk-core';
import {Route, Trade} from '@uniswap/v2-sdk';
import {encodeFunctionData, parseAbi, type Address, type Hex, type Transport} from 'viem';
import {erc20Abi} from '../abis';
import {createReader, createSender, type Reader, type Sender} from '../chain';
import {SAMPLE_ACCOUNT} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {DAI, USDC, WETH} from '../tokens';
import {readPair} from './fetchingData';
import {oxbowPairAddress} from './pairAddress';

/** The one OxbowV2Router02 function this sample calls. */
export const v2RouterAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);

/** 0.50 %: how far below the quote the output may fall before the router reverts. */
export const SLIPPAGE_TOLERANCE = new Percent(50, 10_000);

/** How long the signed swap stays valid: 20 minutes after the latest block. */
export const DEADLINE_SECONDS = 20n * 60n;

export type ExactInTrade = Trade<Token, Token, TradeType.EXACT_INPUT>;

/**
 * Quotes selling `amountIn` raw WETH for DAI through USDC, from reserves read
 * at the latest block: a quote from older reserves would set a minimum the
 * pool may no longer be able to pay.
 */
export async function quoteWethForDai(reader: Reader, amountIn: bigint): Promise<ExactInTrade> {
  const blockNumber = await reader.getBlockNumber();
  const [wethUsdc, usdcDai] = await Promise.all([
    readPair(reader, oxbowPairAddress(WETH, USDC), WETH, USDC, blockNumber),
    readPair(reader, oxbowPairAddress(USDC, DAI), USDC, DAI, blockNumber),
  ]);
  const route = new Route([wethUsdc, usdcDai], WETH, DAI);
  return Trade.exactIn(route, CurrencyAmount.fromRawAmount(WETH, amountIn.toString()));
}

/**
 * The deadline as the router compares it, against block time. The node's
 * clock, not the computer's, decides whether the swap has expired.
 */
export async function deadlineFromLatestBlock(reader: Reader): Promise<bigint> {
  const block = await reader.getBlock();
  return block.timestamp + DEADLINE_SECONDS;
}

export interface SwapArguments {
  amountIn: bigint;
  amountOutMin: bigint;
  path: Address[];
  to: Address;
  deadline: bigint;
}

/** The router's arguments for a trade: the SDK's JSBI amounts become native bigint here. */
export function swapArguments(trade: ExactInTrade, to: Address, deadline: bigint): SwapArguments {
  return {
    amountIn: BigInt(trade.inputAmount.quotient.toString()),
    amountOutMin: BigInt(trade.minimumAmountOut(SLIPPAGE_TOLERANCE).quotient.toString()),
    path: trade.route.path.map((token) => token.address as Address),
    to,
    deadline,
  };
}

/** The calldata of swapExactTokensForTokens, in the order the router declares its parameters. */
export function encodeSwap({amountIn, amountOutMin, path, to, deadline}: SwapArguments): Hex {
  return encodeFunctionData({
    abi: v2RouterAbi,
    functionName: 'swapExactTokensForTokens',
    args: [amountIn, amountOutMin, path, to, deadline],
  });
}

/**
 * Lets the router pull `amount` of `token` from the sender, unless it already
 * may. The router moves the input with transferFrom, so without this the
 * swap reverts. Returns the approval's hash, or null when none was needed.
 */
export async function approveRouter(
  reader: Reader,
  sender: Sender,
  token: Token,
  amount: bigint,
): Promise<Hex | null> {
  const allowance = await reader.readContract({
    address: token.address as Address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [sender.account.address, OXBOW_LOCAL.v2.router],
  });
  if (allowance >= amount) {
    return null;
  }
  const hash = await sender.sendTransaction({
    to: token.address as Address,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [OXBOW_LOCAL.v2.router, amount],
    }),
  });
  await waitForSuccess(reader, hash);
  return hash;
}

/** Waits for the receipt and refuses to go on if the transaction reverted. */
export async function waitForSuccess(reader: Reader, hash: Hex): Promise<void> {
  const receipt = await reader.waitForTransactionReceipt({hash, pollingInterval: 250});
  if (receipt.status !== 'success') {
    throw new Error(`transaction ${hash} reverted`);
  }
}

/** Sends the swap to OxbowV2Router02 and waits until it is mined. */
export async function sendSwap(reader: Reader, sender: Sender, calldata: Hex): Promise<Hex> {
  const hash = await sender.sendTransaction({to: OXBOW_LOCAL.v2.router, data: calldata});
  await waitForSuccess(reader, hash);
  return hash;
}

export async function main(transport?: Transport): Promise<string[]> {
  const reader = createReader(transport);
  const sender = createSender(SAMPLE_ACCOUNT, transport);

  const trade = await quoteWethForDai(reader, 10n ** 18n);
  const args = swapArguments(trade, SAMPLE_ACCOUNT, await deadlineFromLatestBlock(reader));
  const calldata = encodeSwap(args);
  const approval = await approveRouter(reader, sender, WETH, args.amountIn);
  await sendSwap(reader, sender, calldata);

  const minimum = trade.minimumAmountOut(SLIPPAGE_TOLERANCE);
  return [
    `route: ${trade.route.path.map((token) => token.symbol ?? '?').join(' -> ')}`,
    `quote: ${trade.inputAmount.toExact()} WETH for ${trade.outputAmount.toFixed(2)} DAI`,
    `minimum out at ${SLIPPAGE_TOLERANCE.toFixed(2)} % slippage tolerance: ${minimum.toFixed(2)} DAI`,
    `deadline: ${args.deadline.toString()} (latest block time + ${DEADLINE_SECONDS.toString()} s)`,
    approval === null
      ? 'approval: the router may already spend enough WETH'
      : `approval: ${trade.inputAmount.toExact()} WETH for the router, mined`,
    `swap: selector ${calldata.slice(0, 10)}, ${String((calldata.length - 2) / 2)} bytes of calldata to ${OXBOW_LOCAL.v2.router}, mined`,
  ];
}
