import type {Token} from '@uniswap/sdk-core';
import {encodePacked, getContractAddress, keccak256, type Address} from 'viem';
import {OXBOW_LOCAL, type OxbowDeployment} from '../oxbow';
import {DAI, USDC, WETH} from '../tokens';

/**
 * The address of the Oxbow v2 pair of two tokens, computed without a network
 * call: CREATE2 from the factory, salted with the sorted token addresses, over
 * the pair's init code hash.
 */
export function oxbowPairAddress(
  tokenA: Token,
  tokenB: Token,
  deployment: OxbowDeployment = OXBOW_LOCAL,
): Address {
  const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
  return getContractAddress({
    opcode: 'CREATE2',
    from: deployment.v2.factory,
    salt: keccak256(
      encodePacked(['address', 'address'], [token0.address as Address, token1.address as Address]),
    ),
    bytecodeHash: deployment.v2.pairInitCodeHash,
  });
}

export function main(): Promise<string[]> {
  return Promise.resolve([
    `WETH/USDC pair: ${oxbowPairAddress(WETH, USDC)}`,
    `USDC/DAI pair:  ${oxbowPairAddress(USDC, DAI)}`,
    `WETH/DAI pair:  ${oxbowPairAddress(WETH, DAI)}`,
    `order does not matter: ${String(oxbowPairAddress(USDC, WETH) === oxbowPairAddress(WETH, USDC))}`,
  ]);
}
