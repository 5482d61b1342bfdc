import {CurrencyAmount, Percent, TradeType, type Currency, type Token} from '@uniswap/sdk-core';
import {
  FeeAmount,
  Route,
  SwapRouter,
  Trade,
  type MethodParameters,
  type SwapOptions,
} from '@uniswap/v3-sdk';
import {
  decodeFunctionData,
  formatEther,
  parseAbi,
  type Address,
  type Hex,
  type TransactionReceipt,
  type Transport,
} from 'viem';
import {erc20Abi} from '../abis';
import {createReader, createSender, type Reader, type Sender} from '../chain';
import {raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {LocalEther, USDC, WETH} from '../tokens';
import {fetchPool} from './pools';
import {quoteOnChain} from './quoting';

/** The SwapRouter function a one-pool exact-input trade calls, to read calldata back. */
export const swapRouterAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
]);

/** 50 basis points: the swap reverts if it would pay out more than 0.5 % below the quote. */
export const SLIPPAGE = new Percent(50, 10_000);

/**
 * A trade from a Quoter result. createUncheckedTrade trusts the amounts it is
 * given, so it needs no tick data; Trade.fromRoute would simulate locally instead.
 */
export function tradeFromQuote<TInput extends Currency>(
  route: Route<TInput, Token>,
  amountIn: CurrencyAmount<TInput>,
  quotedOut: CurrencyAmount<Token>,
): Trade<TInput, Token, TradeType.EXACT_INPUT> {
  return Trade.createUncheckedTrade({
    route,
    inputAmount: amountIn,
    outputAmount: quotedOut,
    tradeType: TradeType.EXACT_INPUT,
  });
}

/**
 * The swap's guard rails. `now` should be the latest block's timestamp; the
 * sample passes the snapshot's, so the deadline is 30 minutes after it.
 */
export function swapOptions(now: number, recipient: Address = SAMPLE_ACCOUNT): SwapOptions {
  return {
    slippageTolerance: SLIPPAGE,
    deadline: (now + 1_800).toString(),
    recipient,
  };
}

/**
 * Lets the SwapRouter pull `amount` of `token` from the owner. Approving the
 * exact amount limits what a faulty or hostile router could ever take.
 */
export async function approveRouter(
  reader: Reader,
  sender: Sender,
  amount: CurrencyAmount<Token>,
): Promise<TransactionReceipt | undefined> {
  const token = amount.currency.address as Address;
  const needed = BigInt(amount.quotient.toString());
  const allowance = await reader.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [sender.account.address, OXBOW_LOCAL.v3.swapRouter],
  });
  if (allowance >= needed) {
    return undefined;
  }
  const hash = await sender.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [OXBOW_LOCAL.v3.swapRouter, needed],
  });
  // Wait: the swap fails its gas estimate if it runs before the approval is mined.
  return reader.waitForTransactionReceipt({hash});
}

/** Sends the SDK's calldata and value to the SwapRouter and waits until it is mined. */
export async function sendSwap(
  reader: Reader,
  sender: Sender,
  parameters: MethodParameters,
): Promise<TransactionReceipt> {
  const hash = await sender.sendTransaction({
    to: OXBOW_LOCAL.v3.swapRouter,
    data: parameters.calldata as Hex,
    // A hex string from the SDK: 0x00 unless the input is native ETH.
    value: BigInt(parameters.value),
  });
  return reader.waitForTransactionReceipt({hash});
}

export async function main(transport?: Transport): Promise<string[]> {
  const reader = createReader(transport);
  const sender = createSender(SAMPLE_ACCOUNT, transport);

  // 1. Quote 1 WETH -> USDC and turn the quote into a trade.
  const pool = await fetchPool(reader, WETH, USDC, FeeAmount.MEDIUM);
  const route = new Route([pool], WETH, USDC);
  const amountIn = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString());
  const quote = await quoteOnChain(reader, route, amountIn, TradeType.EXACT_INPUT);
  const trade = tradeFromQuote(route, amountIn, quote.amount);

  // 2. Calldata for the SwapRouter, with slippage tolerance, deadline and recipient.
  const options = swapOptions(SNAPSHOT_TIME);
  const parameters = SwapRouter.swapCallParameters(trade, options);
  const call = decodeFunctionData({abi: swapRouterAbi, data: parameters.calldata as Hex});
  const [params] = call.args;

  // 3. Approve WETH, then send the swap.
  const approval = await approveRouter(reader, sender, trade.maximumAmountIn(SLIPPAGE));
  const swap = await sendSwap(reader, sender, parameters);

  // The same trade paid in native ETH: the router wraps the transaction's value.
  const ether = new LocalEther();
  const ethRoute = new Route([pool], ether, USDC);
  const oneEth = CurrencyAmount.fromRawAmount(ether, raw(WETH, 1).toString());
  const ethParameters = SwapRouter.swapCallParameters(
    tradeFromQuote(ethRoute, oneEth, quote.amount),
    options,
  );
  const ethCall = decodeFunctionData({abi: swapRouterAbi, data: ethParameters.calldata as Hex});

  return [
    `quote: ${amountIn.toExact()} WETH -> ${trade.outputAmount.toExact()} USDC`,
    `execution price: ${trade.executionPrice.toSignificant(6)} USDC per WETH`,
    `price impact: ${trade.priceImpact.toSignificant(3)} %`,
    `slippage tolerance: ${SLIPPAGE.toFixed(2)} %`,
    `minimum out: ${trade.minimumAmountOut(SLIPPAGE).toExact()} USDC`,
    `deadline: ${options.deadline.toString()} (snapshot time + 1800 s)`,
    `function called: ${call.functionName}, ${String((parameters.calldata.length - 2) / 2)} bytes, value ${parameters.value}`,
    `amountOutMinimum in calldata: ${params.amountOutMinimum.toString()}`,
    approval
      ? `approve: ${trade.maximumAmountIn(SLIPPAGE).toExact()} WETH to the SwapRouter, receipt ${approval.status}`
      : 'approve: the allowance already covers the input',
    `swap: sent to the SwapRouter ${swap.to ?? ''}, receipt ${swap.status}`,
    `with native ETH: ${ethCall.functionName}, value ${formatEther(BigInt(ethParameters.value))} ETH`,
  ];
}
