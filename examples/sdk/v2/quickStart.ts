import {CurrencyAmount} from '@uniswap/sdk-core';
import {Pair} from '@uniswap/v2-sdk';
import {http, type Transport} from 'viem';
import {v2PairAbi} from '../abis';
import {createReader} from '../chain';
import {OXBOW_LOCAL} from '../oxbow';
import {USDC, WETH} from '../tokens';
import {oxbowPairAddress} from './pairAddress';

/** Reads the WETH/USDC pair's reserves and turns them into an SDK Pair. */
export async function fetchWethUsdcPair(
  transport: Transport = http(OXBOW_LOCAL.rpcUrl),
): Promise<Pair> {
  const reader = createReader(transport);
  const address = oxbowPairAddress(WETH, USDC);
  const [reserve0, reserve1] = await reader.readContract({
    address,
    abi: v2PairAbi,
    functionName: 'getReserves',
  });
  // Reserves come in the pair's token order: token0 is the token with the lower address.
  const [token0, token1] = WETH.sortsBefore(USDC) ? [WETH, USDC] : [USDC, WETH];
  return new Pair(
    CurrencyAmount.fromRawAmount(token0, reserve0.toString()),
    CurrencyAmount.fromRawAmount(token1, reserve1.toString()),
  );
}

export async function main(transport?: Transport): Promise<string[]> {
  const pair = await fetchWethUsdcPair(transport);
  const oneWeth = CurrencyAmount.fromRawAmount(WETH, (10n ** 18n).toString());
  const [usdcOut] = pair.getOutputAmount(oneWeth);
  return [
    `reserves: ${pair.reserveOf(WETH).toExact()} WETH, ${pair.reserveOf(USDC).toExact()} USDC`,
    `mid price: ${pair.priceOf(WETH).toSignificant(6)} USDC per WETH`,
    `selling 1 WETH returns ${usdcOut.toFixed(2)} USDC`,
  ];
}
