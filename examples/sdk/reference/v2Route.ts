import {CurrencyAmount, Ether, type Token} from '@uniswap/sdk-core';
import {Pair, Route} from '@uniswap/v2-sdk';
import {V2_PAIRS, type PairFixture} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {DAI, LocalEther, USDC, WETH} from '../tokens';

/** The message of the error `run` throws. */
function errorOf(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  }
}

function pairOf({tokenA, tokenB, reserveA, reserveB}: PairFixture): Pair {
  return new Pair(
    CurrencyAmount.fromRawAmount(tokenA, reserveA.toString()),
    CurrencyAmount.fromRawAmount(tokenB, reserveB.toString()),
  );
}

function symbols(tokens: Token[]): string {
  return tokens.map((token) => token.symbol ?? '?').join(' -> ');
}

export function main(): Promise<string[]> {
  const wethUsdc = pairOf(V2_PAIRS.wethUsdc);
  const usdcDai = pairOf(V2_PAIRS.usdcDai);
  const wethDai = pairOf(V2_PAIRS.wethDai);

  const route = new Route([wethUsdc, usdcDai], WETH, DAI);
  const reverse = new Route([usdcDai, wethUsdc], DAI, WETH);
  const fromEther = new Route([wethUsdc], new LocalEther(), USDC);
  // The hops' mid prices multiplied by hand, to compare with route.midPrice.
  const product = wethUsdc.priceOf(WETH).multiply(usdcDai.priceOf(USDC));

  return Promise.resolve([
    `pairs: ${route.pairs.map((pair) => `${pair.token0.symbol ?? ''}/${pair.token1.symbol ?? ''}`).join(', ')}`,
    `path: ${symbols(route.path)}`,
    `input: ${route.input.symbol ?? ''}, output: ${route.output.symbol ?? ''}, chainId: ${route.chainId}`,
    `midPrice: ${route.midPrice.toSignificant(6)} DAI per WETH`,
    `product of the hop prices: ${product.toSignificant(6)} DAI per WETH`,
    `reverse midPrice: ${reverse.midPrice.toSignificant(6)} WETH per DAI, path ${symbols(reverse.path)}`,
    `one hop WETH -> DAI midPrice: ${new Route([wethDai], WETH, DAI).midPrice.toSignificant(6)} DAI per WETH`,
    `native input: input ${fromEther.input.symbol ?? ''}, path ${symbols(fromEther.path)}, midPrice ${fromEther.midPrice.toSignificant(6)} USDC per ETH`,
    `sdk-core Ether on chain ${OXBOW_LOCAL.chainId}: ${errorOf(() => new Route([wethUsdc], Ether.onChain(OXBOW_LOCAL.chainId), USDC))}`,
    `no pairs: ${errorOf(() => new Route([], WETH, DAI))}`,
    `input not in the first pair: ${errorOf(() => new Route([usdcDai], WETH, DAI))}`,
    `output not in the last pair: ${errorOf(() => new Route([wethUsdc], WETH, DAI))}`,
    `pairs that do not chain: ${errorOf(() => new Route([wethUsdc, wethDai, usdcDai], WETH, DAI))}`,
  ]);
}
