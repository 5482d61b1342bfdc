import {CurrencyAmount, TradeType} from '@uniswap/sdk-core';
import {encodeSqrtRatioX96, Route, SwapQuoter, type QuoteOptions} from '@uniswap/v3-sdk';
import {decodeFunctionData, parseAbi, type Hex} from 'viem';
import {quoterAbi} from '../abis';
import {fixturePool, raw, V3_POOLS} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {DAI, USDC, WETH} from '../tokens';

/** The QuoterV2 single-pool function: one struct, a different selector. */
const quoterV2Abi = parseAbi([
  'struct QuoteExactInputSingleParams { address tokenIn; address tokenOut; uint256 amountIn; uint24 fee; uint160 sqrtPriceLimitX96; }',
  'function quoteExactInputSingle(QuoteExactInputSingleParams params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
]);

function errorOf(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  }
}

export function main(): Promise<string[]> {
  const wethUsdc = fixturePool(V3_POOLS.wethUsdc3000);
  const single = new Route([wethUsdc], WETH, USDC);
  const twoHops = new Route([wethUsdc, fixturePool(V3_POOLS.usdcDai100)], WETH, DAI);
  const oneWeth = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString());

  const quote = (route: Route<typeof WETH, typeof USDC>, options?: QuoteOptions) =>
    SwapQuoter.quoteCallParameters(route, oneWeth, TradeType.EXACT_INPUT, options);
  const v1 = (calldata: string) => {
    const call = decodeFunctionData({abi: quoterAbi, data: calldata as Hex});
    return call.functionName === 'quoteExactInputSingle'
      ? `${call.functionName}(${call.args.map(String).slice(2).join(', ')})`
      : call.functionName;
  };

  // Stop the simulated sale at 1,990 USDC per WETH (token1 per token0, raw units).
  const limit = encodeSqrtRatioX96(raw(USDC, 1990).toString(), raw(WETH, 1).toString());
  const plain = quote(single);
  const limited = quote(single, {sqrtPriceLimitX96: limit.toString()});
  const v2 = quote(single, {useQuoterV2: true});
  const v2Call = decodeFunctionData({abi: quoterV2Abi, data: v2.calldata as Hex});
  const [v2Params] = v2Call.args;

  return Promise.resolve([
    `eth_call to ${OXBOW_LOCAL.v3.quoter}`,
    `no options:         ${plain.calldata.slice(0, 10)} ${v1(plain.calldata)}`,
    `sqrtPriceLimitX96:  ${limited.calldata.slice(0, 10)} ${v1(limited.calldata)}`,
    `useQuoterV2:        ${v2.calldata.slice(0, 10)} ${v2Call.functionName}({amountIn ${v2Params.amountIn.toString()}, fee ${String(v2Params.fee)}, ...})`,
    `two hops, V1 and V2 calldata equal: ${String(quote(twoHops).calldata === quote(twoHops, {useQuoterV2: true}).calldata)}`,
    `two hops with a limit: ${errorOf(() => quote(twoHops, {sqrtPriceLimitX96: limit.toString()}))}`,
  ]);
}
