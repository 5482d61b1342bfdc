import {CurrencyAmount, Percent, TradeType} from '@uniswap/sdk-core';
import {
  Multicall,
  NonfungiblePositionManager,
  Route,
  SwapQuoter,
  SwapRouter,
  Trade,
  type MethodParameters,
} from '@uniswap/v3-sdk';
import {formatEther, type Hex} from 'viem';
import {fixturePool, raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POOLS, V3_POSITIONS} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {USDC, WETH} from '../tokens';
import {LocalEther} from '../tokens';

/** One line per builder: selector, size, inner calls of a multicall, and the value. */
function line(label: string, parameters: MethodParameters): string {
  const selector = parameters.calldata.slice(0, 10);
  // multicall(bytes[]) has the selector 0xac9650d8 on every periphery contract.
  const inner =
    selector === '0xac9650d8'
      ? `, multicall of ${String(Multicall.decodeMulticall(parameters.calldata).length)}`
      : '';
  const bytes = (parameters.calldata.length - 2) / 2;
  return `${label}: ${selector}${inner}, ${String(bytes)} bytes, value ${parameters.value} = ${formatEther(BigInt(parameters.value))} ETH`;
}

export async function main(): Promise<string[]> {
  const pool = fixturePool(V3_POOLS.wethUsdc3000);
  const ether = new LocalEther();
  const options = {
    slippageTolerance: new Percent(50, 10_000),
    recipient: SAMPLE_ACCOUNT,
    deadline: (SNAPSHOT_TIME + 1_800).toString(),
  };

  const route = new Route([pool], WETH, USDC);
  const sellWeth = await Trade.fromRoute(
    route,
    CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString()),
    TradeType.EXACT_INPUT,
  );
  const sellEth = await Trade.fromRoute(
    new Route([pool], ether, USDC),
    CurrencyAmount.fromRawAmount(ether, raw(WETH, 1).toString()),
    TradeType.EXACT_INPUT,
  );
  const [nft] = V3_POSITIONS;

  const swapWeth = SwapRouter.swapCallParameters(sellWeth, options);
  const swapEth = SwapRouter.swapCallParameters(sellEth, options);
  const quote = SwapQuoter.quoteCallParameters(route, sellWeth.inputAmount, TradeType.EXACT_INPUT);
  const create = NonfungiblePositionManager.createCallParameters(pool);
  const collect = NonfungiblePositionManager.collectCallParameters({
    tokenId: (nft?.tokenId ?? 1n).toString(),
    expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(ether, (nft?.tokensOwed0 ?? 0n).toString()),
    expectedCurrencyOwed1: CurrencyAmount.fromRawAmount(USDC, (nft?.tokensOwed1 ?? 0n).toString()),
    recipient: SAMPLE_ACCOUNT,
  });

  // What a viem sender needs: the contract, the calldata, and the value as a bigint.
  const request = {
    to: OXBOW_LOCAL.v3.swapRouter,
    data: swapEth.calldata as Hex,
    value: BigInt(swapEth.value),
  };

  return [
    line('SwapRouter.swapCallParameters, 1 WETH -> USDC', swapWeth),
    line('SwapRouter.swapCallParameters, 1 ETH -> USDC', swapEth),
    line('SwapQuoter.quoteCallParameters', quote),
    line('NonfungiblePositionManager.createCallParameters', create),
    line('NonfungiblePositionManager.collectCallParameters, as ETH', collect),
    `transaction request: to ${request.to}, data ${request.data.slice(0, 10)}…, value ${request.value.toString()}n`,
    `value strings have an even number of hex digits: ${String(
      [swapWeth, swapEth, quote, create, collect].every((p) => (p.value.length - 2) % 2 === 0),
    )}`,
  ];
}
