import type {Token} from '@uniswap/sdk-core';
import {computePoolAddress, FeeAmount, Pool} from '@uniswap/v3-sdk';
import {http, type Address, type Transport} from 'viem';
import {v3PoolAbi} from '../abis';
import {createReader, type Reader} from '../chain';
import {OXBOW_LOCAL, type OxbowDeployment} from '../oxbow';
import {DAI, USDC, WETH} from '../tokens';

/**
 * The Oxbow pool of two tokens at a fee tier, computed without a network call.
 * Both overrides are mandatory: the SDK's default factory and init code hash
 * belong to another deployment, and without them the result is a valid-looking
 * address where no Oxbow pool lives.
 */
export function oxbowPoolAddress(
  tokenA: Token,
  tokenB: Token,
  fee: FeeAmount,
  deployment: OxbowDeployment = OXBOW_LOCAL,
): Address {
  return computePoolAddress({
    factoryAddress: deployment.v3.factory,
    tokenA,
    tokenB,
    fee,
    initCodeHashManualOverride: deployment.v3.poolInitCodeHash,
  }) as Address;
}

/**
 * A Pool with the current price and active liquidity, read from the chain. It
 * holds no tick data: enough for a Route, for pricing and for sizing a
 * position, not for simulating a swap that crosses ticks.
 */
export async function fetchPool(
  reader: Reader,
  tokenA: Token,
  tokenB: Token,
  fee: FeeAmount,
): Promise<Pool> {
  const address = oxbowPoolAddress(tokenA, tokenB, fee);
  const [[sqrtPriceX96, tick], liquidity] = await Promise.all([
    reader.readContract({address, abi: v3PoolAbi, functionName: 'slot0'}),
    reader.readContract({address, abi: v3PoolAbi, functionName: 'liquidity'}),
  ]);
  // The SDK takes JSBI, strings or numbers, not native bigint.
  return new Pool(tokenA, tokenB, fee, sqrtPriceX96.toString(), liquidity.toString(), tick);
}

export async function main(transport: Transport = http(OXBOW_LOCAL.rpcUrl)): Promise<string[]> {
  const pool = await fetchPool(createReader(transport), WETH, USDC, FeeAmount.MEDIUM);
  return [
    `WETH/USDC 0.30 %: ${oxbowPoolAddress(WETH, USDC, FeeAmount.MEDIUM)}`,
    `WETH/USDC 0.05 %: ${oxbowPoolAddress(WETH, USDC, FeeAmount.LOW)}`,
    `USDC/DAI 0.01 %:  ${oxbowPoolAddress(USDC, DAI, FeeAmount.LOWEST)}`,
    `order does not matter: ${String(oxbowPoolAddress(USDC, WETH, FeeAmount.MEDIUM) === oxbowPoolAddress(WETH, USDC, FeeAmount.MEDIUM))}`,
    `WETH/USDC 0.30 % on chain: tick ${String(pool.tickCurrent)}, ${pool.token0Price.toSignificant(6)} USDC per WETH`,
  ];
}
