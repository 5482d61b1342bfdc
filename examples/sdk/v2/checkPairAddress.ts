import type {Token} from '@uniswap/sdk-core';
import {computePairAddress, Pair} from '@uniswap/v2-sdk';
import type {Address, Transport} from 'viem';
import {createReader, type Reader} from '../chain';
import {OXBOW_LOCAL} from '../oxbow';
import {DAI, USDC, WETH} from '../tokens';
import {findPair} from './fetchingData';
import {oxbowPairAddress} from './pairAddress';

/**
 * Compares the offline address with the factory's record. Worth running once
 * per deployment: a wrong init code hash still yields a valid-looking
 * address, just one where no pair lives.
 */
export async function checkPairAddress(
  reader: Reader,
  tokenA: Token,
  tokenB: Token,
): Promise<{offline: Address; onChain: Address | null}> {
  const onChain = await findPair(reader, tokenA.address as Address, tokenB.address as Address);
  return {offline: oxbowPairAddress(tokenA, tokenB), onChain};
}

export async function main(transport?: Transport): Promise<string[]> {
  const reader = createReader(transport);
  const lines: string[] = [];
  for (const [tokenA, tokenB] of [
    [WETH, USDC],
    [USDC, DAI],
    [WETH, DAI],
  ] as const) {
    const {offline, onChain} = await checkPairAddress(reader, tokenA, tokenB);
    lines.push(
      `${tokenA.symbol ?? '?'}/${tokenB.symbol ?? '?'}`,
      `  computed offline:   ${offline}`,
      `  factory getPair:    ${onChain ?? 'no pair'}`,
      `  same address:       ${String(offline === onChain)}`,
    );
  }
  // The SDK's own helpers hash with the upstream init code hash (and Pair.getAddress with the
  // upstream factory too), so neither finds an Oxbow pair.
  const oxbow = oxbowPairAddress(WETH, USDC);
  const sdkWithOxbowFactory = computePairAddress({
    factoryAddress: OXBOW_LOCAL.v2.factory,
    tokenA: WETH,
    tokenB: USDC,
  });
  lines.push(
    `computePairAddress with the Oxbow factory finds the pair: ${String(sdkWithOxbowFactory === oxbow)}`,
    `Pair.getAddress finds the pair: ${String(Pair.getAddress(WETH, USDC) === oxbow)}`,
  );
  return lines;
}
