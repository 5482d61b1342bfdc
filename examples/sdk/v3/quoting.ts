import {CurrencyAmount, TradeType, type Token} from '@uniswap/sdk-core';
import {FeeAmount, Route, SwapQuoter, type QuoteOptions} from '@uniswap/v3-sdk';
import {
  decodeAbiParameters,
  decodeFunctionData,
  parseAbiParameters,
  type Hex,
  type Transport,
} from 'viem';
import {quoterAbi} from '../abis';
import {createReader, type Reader} from '../chain';
import {fixturePool, raw, V3_POOLS} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {USDC, WETH} from '../tokens';
import {fetchPool, oxbowPoolAddress} from './pools';

export interface Quote {
  /** The Quoter function the SDK chose, e.g. quoteExactInputSingle. */
  functionName: string;
  /** Bytes of calldata sent to the Quoter. */
  calldataBytes: number;
  /** Exact input: the output amount. Exact output: the input amount needed. */
  amount: CurrencyAmount<Token>;
}

/**
 * Asks Oxbow's Quoter with a static call. The Quoter functions are not `view`
 * (they run the swap and revert with the result), so they must never be sent
 * as transactions: an eth_call executes them without gas or state changes.
 */
export async function quoteOnChain(
  reader: Reader,
  route: Route<Token, Token>,
  amount: CurrencyAmount<Token>,
  tradeType: TradeType,
  options: QuoteOptions = {},
): Promise<Quote> {
  // Leave `useQuoterV2` unset: Oxbow's Quoter has the original interface, the default.
  const {calldata} = SwapQuoter.quoteCallParameters(route, amount, tradeType, options);
  const data = calldata as Hex;
  // Decoding with Oxbow's ABI names the function and fails loudly on a foreign encoding.
  const {functionName} = decodeFunctionData({abi: quoterAbi, data});
  const result = await reader.call({to: OXBOW_LOCAL.v3.quoter, data});
  if (result.data === undefined) {
    throw new Error(`the Quoter returned no data for ${functionName}`);
  }
  // All four Quoter functions return a single uint256.
  const [quoted] = decodeAbiParameters(parseAbiParameters('uint256'), result.data);
  // An exact-input quote is an output amount and the other way round.
  const token = tradeType === TradeType.EXACT_INPUT ? route.output : route.input;
  return {
    functionName,
    calldataBytes: (data.length - 2) / 2,
    amount: CurrencyAmount.fromRawAmount(token, quoted.toString()),
  };
}

/** The same exact-input swap simulated locally on the snapshot's pool, ticks included. */
export async function simulateExactInput(
  amountIn: CurrencyAmount<Token>,
): Promise<CurrencyAmount<Token>> {
  const [amountOut] = await fixturePool(V3_POOLS.wethUsdc3000).getOutputAmount(amountIn);
  return amountOut;
}

/** The same exact-output swap simulated locally: the input the pool needs. */
export async function simulateExactOutput(
  amountOut: CurrencyAmount<Token>,
): Promise<CurrencyAmount<Token>> {
  const [amountIn] = await fixturePool(V3_POOLS.wethUsdc3000).getInputAmount(amountOut);
  return amountIn;
}

export async function main(transport?: Transport): Promise<string[]> {
  const reader = createReader(transport);
  const pool = await fetchPool(reader, WETH, USDC, FeeAmount.MEDIUM);
  const route = new Route([pool], WETH, USDC);

  const oneWeth = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString());
  const sell = await quoteOnChain(reader, route, oneWeth, TradeType.EXACT_INPUT);
  const simulatedOut = await simulateExactInput(oneWeth);

  const wantedUsdc = CurrencyAmount.fromRawAmount(USDC, raw(USDC, 2000).toString());
  const buy = await quoteOnChain(reader, route, wantedUsdc, TradeType.EXACT_OUTPUT);
  const simulatedIn = await simulateExactOutput(wantedUsdc);

  return [
    `pool WETH/USDC 0.3 %: ${oxbowPoolAddress(WETH, USDC, FeeAmount.MEDIUM)}`,
    `mid price: ${route.midPrice.toSignificant(6)} USDC per WETH`,
    `exact input: ${sell.functionName}, ${sell.calldataBytes} bytes of calldata`,
    `Quoter: 1 WETH -> ${sell.amount.toExact()} USDC`,
    `offline simulation: 1 WETH -> ${simulatedOut.toExact()} USDC`,
    `same result: ${String(sell.amount.equalTo(simulatedOut))}`,
    `exact output: ${buy.functionName}, ${buy.calldataBytes} bytes of calldata`,
    `Quoter: ${wantedUsdc.toExact()} USDC costs ${buy.amount.toExact()} WETH`,
    `offline simulation: ${wantedUsdc.toExact()} USDC costs ${simulatedIn.toExact()} WETH`,
    `same result: ${String(buy.amount.equalTo(simulatedIn))}`,
  ];
}
