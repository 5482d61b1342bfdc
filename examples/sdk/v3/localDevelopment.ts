import type {Token} from '@uniswap/sdk-core';
import {FeeAmount} from '@uniswap/v3-sdk';
import {formatEther, formatUnits, getAddress, http, type Address, type Transport} from 'viem';
import {erc20Abi, v3FactoryAbi} from '../abis';
import {createReader, type Reader} from '../chain';
import {SAMPLE_ACCOUNT} from '../fixtures';
import {OXBOW_LOCAL, type OxbowDeployment} from '../oxbow';
import {DAI, USDC, WETH} from '../tokens';
import {oxbowPoolAddress} from './pools';

/**
 * Fails fast when the RPC URL points at the wrong network. Every address in a
 * deployment belongs to one chain: sending to them anywhere else reads empty
 * accounts or, worse, someone else's contracts.
 */
export function assertChainId(actual: number, deployment: OxbowDeployment = OXBOW_LOCAL): void {
  if (actual !== deployment.chainId) {
    throw new Error(
      `connected to chain ${String(actual)}, but the Oxbow deployment is for chain ${String(deployment.chainId)}: ` +
        'start the local node with that chain id or use the deployment values of this network',
    );
  }
}

export interface ConnectionInfo {
  chainId: number;
  blockNumber: bigint;
  blockTime: Date;
}

/** Asks the node who it is and how far it has got, and checks the chain id. */
export async function checkConnection(
  reader: Reader,
  deployment: OxbowDeployment = OXBOW_LOCAL,
): Promise<ConnectionInfo> {
  // The chain id comes from the node, not from the client's chain definition, so a wrong URL shows here.
  const chainId = await reader.getChainId();
  assertChainId(chainId, deployment);
  const block = await reader.getBlock({blockTag: 'latest'});
  return {
    chainId,
    blockNumber: block.number,
    blockTime: new Date(Number(block.timestamp) * 1000),
  };
}

export interface TokenBalance {
  symbol: string;
  raw: bigint;
  formatted: string;
}

/**
 * Reads a token balance together with the token's own symbol and decimals.
 * Asking the contract, rather than trusting a local Token, also proves that a
 * contract answers at that address on this chain.
 */
export async function readTokenBalance(
  reader: Reader,
  token: Token,
  owner: Address,
): Promise<TokenBalance> {
  const address = token.address as Address;
  const [symbol, decimals, balance] = await Promise.all([
    reader.readContract({address, abi: erc20Abi, functionName: 'symbol'}),
    reader.readContract({address, abi: erc20Abi, functionName: 'decimals'}),
    reader.readContract({address, abi: erc20Abi, functionName: 'balanceOf', args: [owner]}),
  ]);
  return {symbol, raw: balance, formatted: formatUnits(balance, decimals)};
}

/**
 * Confirms the deployment values match the chain: the factory must know the
 * pool at the address the SDK computes. A zero address means no such pool (or
 * no factory); a different address means a wrong init code hash.
 */
export async function checkPoolDeployment(
  reader: Reader,
  deployment: OxbowDeployment = OXBOW_LOCAL,
): Promise<{onChain: Address; computed: Address; matches: boolean}> {
  const onChain = await reader.readContract({
    address: deployment.v3.factory,
    abi: v3FactoryAbi,
    functionName: 'getPool',
    args: [WETH.address as Address, USDC.address as Address, FeeAmount.MEDIUM],
  });
  const computed = oxbowPoolAddress(WETH, USDC, FeeAmount.MEDIUM, deployment);
  return {onChain, computed, matches: getAddress(onChain) === computed};
}

export async function main(transport: Transport = http(OXBOW_LOCAL.rpcUrl)): Promise<string[]> {
  const reader = createReader(transport);
  const connection = await checkConnection(reader);
  const eth = await reader.getBalance({address: SAMPLE_ACCOUNT});
  const tokens = await Promise.all(
    [WETH, USDC, DAI].map((token) => readTokenBalance(reader, token, SAMPLE_ACCOUNT)),
  );
  const pool = await checkPoolDeployment(reader);
  return [
    `chain id: ${String(connection.chainId)} (expected ${String(OXBOW_LOCAL.chainId)})`,
    `latest block: ${connection.blockNumber.toString()} at ${connection.blockTime.toISOString()}`,
    `account: ${SAMPLE_ACCOUNT}`,
    `ETH balance: ${formatEther(eth)} ETH`,
    ...tokens.map((token) => `${token.symbol} balance: ${token.formatted} ${token.symbol}`),
    `WETH/USDC 0.30 % pool from the factory: ${pool.onChain}`,
    `same address computed offline: ${String(pool.matches)}`,
  ];
}
