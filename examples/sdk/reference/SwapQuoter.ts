import {CurrencyAmount, TradeType} from '@uniswap/sdk-core';
import {Route, SwapQuoter, type MethodParameters} from '@uniswap/v3-sdk';
import {decodeFunctionData, size, type Hex} from 'viem';
import {quoterAbi} from '../abis';
import {fixturePool, raw, V3_POOLS} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {DAI, USDC, WETH} from '../tokens';

/** What the SDK encoded, decoded with the ABI of Oxbow's Quoter (the original interface). */
function describe(parameters: MethodParameters): string {
  const call = decodeFunctionData({abi: quoterAbi, data: parameters.calldata as Hex});
  const [first, , , amount] = call.args;
  const detail =
    call.functionName === 'quoteExactInput' || call.functionName === 'quoteExactOutput'
      ? `path of ${String(size(first))} bytes`
      : `amount ${String(amount)}`;
  return `${call.functionName} (${parameters.calldata.slice(0, 10)}), ${detail}, value ${parameters.value}`;
}

export function main(): Promise<string[]> {
  // The Quoter simulates the swap itself: a Route only has to name the pools.
  const wethUsdc = fixturePool(V3_POOLS.wethUsdc3000);
  const usdcDai = fixturePool(V3_POOLS.usdcDai100);
  const oneWeth = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString());
  const twoThousandUsdc = CurrencyAmount.fromRawAmount(USDC, raw(USDC, 2000).toString());
  const thousandDai = CurrencyAmount.fromRawAmount(DAI, raw(DAI, 1000).toString());

  const single = new Route([wethUsdc], WETH, USDC);
  const twoHops = new Route([wethUsdc, usdcDai], WETH, DAI);

  const sell = SwapQuoter.quoteCallParameters(single, oneWeth, TradeType.EXACT_INPUT);
  const buy = SwapQuoter.quoteCallParameters(single, twoThousandUsdc, TradeType.EXACT_OUTPUT);
  const sellTwoHops = SwapQuoter.quoteCallParameters(twoHops, oneWeth, TradeType.EXACT_INPUT);
  const buyTwoHops = SwapQuoter.quoteCallParameters(twoHops, thousandDai, TradeType.EXACT_OUTPUT);
  // QuoterV2 takes a struct: another selector, which Oxbow's Quoter does not have.
  const v2 = SwapQuoter.quoteCallParameters(single, oneWeth, TradeType.EXACT_INPUT, {
    useQuoterV2: true,
  });

  let priceLimit = '';
  try {
    SwapQuoter.quoteCallParameters(twoHops, oneWeth, TradeType.EXACT_INPUT, {
      sqrtPriceLimitX96: '1',
    });
  } catch (error) {
    priceLimit = (error as Error).message;
  }

  return Promise.resolve([
    `send with eth_call to the Quoter ${OXBOW_LOCAL.v3.quoter}`,
    `sell 1 WETH: ${describe(sell)}`,
    `buy 2000 USDC: ${describe(buy)}`,
    `sell 1 WETH for DAI: ${describe(sellTwoHops)}`,
    `buy 1000 DAI with WETH: ${describe(buyTwoHops)}`,
    `useQuoterV2: selector ${v2.calldata.slice(0, 10)} instead of ${sell.calldata.slice(0, 10)}`,
    `price limit on two hops: ${priceLimit}`,
    `V1INTERFACE: ${SwapQuoter.V1INTERFACE.getFunction('quoteExactInputSingle').format()}`,
    `V2INTERFACE: ${SwapQuoter.V2INTERFACE.getFunction('quoteExactInputSingle').format()}`,
  ]);
}
