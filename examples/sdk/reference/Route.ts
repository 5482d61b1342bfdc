import {Route} from '@uniswap/v3-sdk';
import {fixturePool, V3_POOLS} from '../fixtures';
import {DAI, USDC, WETH} from '../tokens';

/** The message of the error `run` throws. */
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
  const usdcDai = fixturePool(V3_POOLS.usdcDai100);
  const wethDai = fixturePool(V3_POOLS.wethDai3000);

  // WETH -> USDC in the 0.30 % pool, then USDC -> DAI in the 0.01 % pool.
  const route = new Route([wethUsdc, usdcDai], WETH, DAI);
  // The same pools walked backwards.
  const reverse = new Route([usdcDai, wethUsdc], DAI, WETH);
  // Accepted, although the path ends in WETH: only the last pool is checked for the output.
  const loop = new Route([wethUsdc, wethUsdc], WETH, USDC);

  return Promise.resolve([
    `pools: ${route.pools.map((pool) => `${pool.token0.symbol ?? ''}/${pool.token1.symbol ?? ''} ${pool.fee}`).join(', ')}`,
    `tokenPath: ${route.tokenPath.map((token) => token.symbol ?? '').join(' -> ')}`,
    `input: ${route.input.symbol ?? ''}, output: ${route.output.symbol ?? ''}, chainId: ${route.chainId}`,
    `midPrice: ${route.midPrice.toSignificant(6)} DAI per WETH`,
    `midPrice inverted: ${route.midPrice.invert().toSignificant(6)} WETH per DAI`,
    `reverse route midPrice: ${reverse.midPrice.toSignificant(6)} WETH per DAI`,
    `output not in the last pool: ${errorOf(() => new Route([wethUsdc], WETH, DAI))}`,
    `pools that do not chain: ${errorOf(() => new Route([wethUsdc, wethDai], WETH, DAI))}`,
    `unchecked: path ${loop.tokenPath.map((token) => token.symbol ?? '').join(' -> ')}, output ${loop.output.symbol ?? ''}`,
    `no pools: ${errorOf(() => new Route([], WETH, DAI))}`,
  ]);
}
