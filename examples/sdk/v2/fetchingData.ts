import {CurrencyAmount, Token} from '@uniswap/sdk-core';
import {Pair} from '@uniswap/v2-sdk';
import {isAddressEqual, zeroAddress, type Address, type Transport} from 'viem';
import {erc20Abi, v2FactoryAbi, v2PairAbi} from '../abis';
import {createReader, type Reader} from '../chain';
import {OXBOW_LOCAL} from '../oxbow';
import {USDC as USDC_TOKEN, WETH as WETH_TOKEN} from '../tokens';
import {oxbowPairAddress} from './pairAddress';

/**
 * A Token described by the chain itself. Decimals decide how every raw amount
 * is read, so they come from the token contract rather than from a list that
 * may be wrong for this network.
 */
export async function readToken(reader: Reader, address: Address): Promise<Token> {
  const [decimals, symbol] = await Promise.all([
    reader.readContract({address, abi: erc20Abi, functionName: 'decimals'}),
    reader.readContract({address, abi: erc20Abi, functionName: 'symbol'}),
  ]);
  return new Token(OXBOW_LOCAL.chainId, address, decimals, symbol);
}

/**
 * The factory's pair for two tokens, or null when nobody has created it: the
 * factory answers with the zero address instead of reverting, and a pair
 * built from that address would read as a pool with no reserves.
 */
export async function findPair(
  reader: Reader,
  tokenA: Address,
  tokenB: Address,
): Promise<Address | null> {
  const pair = await reader.readContract({
    address: OXBOW_LOCAL.v2.factory,
    abi: v2FactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  });
  return isAddressEqual(pair, zeroAddress) ? null : pair;
}

/**
 * One pair's reserves at `blockNumber`, as an SDK Pair. The pair's own
 * `token0()` says which reserve belongs to which token, so a reserve can never
 * be attached to the wrong token, whatever order the caller used.
 */
export async function readPair(
  reader: Reader,
  address: Address,
  tokenA: Token,
  tokenB: Token,
  blockNumber: bigint,
): Promise<Pair> {
  const [token0Address, [reserve0, reserve1]] = await Promise.all([
    reader.readContract({address, abi: v2PairAbi, functionName: 'token0', blockNumber}),
    reader.readContract({address, abi: v2PairAbi, functionName: 'getReserves', blockNumber}),
  ]);
  const [token0, token1] = isAddressEqual(token0Address, tokenA.address as Address)
    ? [tokenA, tokenB]
    : [tokenB, tokenA];
  // The SDK takes strings, numbers or JSBI, not native bigint.
  return new Pair(
    CurrencyAmount.fromRawAmount(token0, reserve0.toString()),
    CurrencyAmount.fromRawAmount(token1, reserve1.toString()),
  );
}

export interface FetchedPair {
  address: Address;
  pair: Pair;
}

/**
 * Every existing pair among `candidates`, all read at the same block so that
 * prices computed across them describe one state of the chain. Candidates
 * without a pair are returned apart instead of failing the whole batch.
 */
export async function fetchPairs(
  reader: Reader,
  candidates: readonly (readonly [Address, Address])[],
  blockNumber: bigint,
): Promise<{found: FetchedPair[]; missing: (readonly [Address, Address])[]}> {
  const tokens = new Map<Address, Promise<Token>>();
  const tokenAt = (address: Address): Promise<Token> => {
    const cached = tokens.get(address) ?? readToken(reader, address);
    tokens.set(address, cached);
    return cached;
  };
  const found: FetchedPair[] = [];
  const missing: (readonly [Address, Address])[] = [];
  for (const [addressA, addressB] of candidates) {
    const address = await findPair(reader, addressA, addressB);
    if (address === null) {
      missing.push([addressA, addressB]);
      continue;
    }
    const [tokenA, tokenB] = await Promise.all([tokenAt(addressA), tokenAt(addressB)]);
    found.push({address, pair: await readPair(reader, address, tokenA, tokenB, blockNumber)});
  }
  return {found, missing};
}

export async function main(transport?: Transport): Promise<string[]> {
  const reader = createReader(transport);
  const {WETH, USDC, DAI} = OXBOW_LOCAL.tokens;
  // A pair's LP token is an ERC-20 too, but nobody has paired WETH/USDC's LP token with DAI.
  const wethUsdcLpToken = oxbowPairAddress(WETH_TOKEN, USDC_TOKEN);
  const blockNumber = await reader.getBlockNumber();
  const {found, missing} = await fetchPairs(
    reader,
    [
      [WETH, USDC],
      [USDC, DAI],
      [WETH, DAI],
      [wethUsdcLpToken, DAI],
    ],
    blockNumber,
  );
  const lines = [`read at block ${blockNumber.toString()}`];
  for (const {address, pair} of found) {
    const [symbol0, symbol1] = [pair.token0.symbol ?? '?', pair.token1.symbol ?? '?'];
    lines.push(
      `${symbol0}/${symbol1} ${address}`,
      `  token0 ${symbol0} (${String(pair.token0.decimals)} decimals): ${pair.reserve0.toExact()}`,
      `  token1 ${symbol1} (${String(pair.token1.decimals)} decimals): ${pair.reserve1.toExact()}`,
    );
  }
  const names = new Map<Address, string>([[wethUsdcLpToken, 'WETH/USDC LP token']]);
  for (const {pair} of found) {
    names.set(pair.token0.address as Address, pair.token0.symbol ?? '?');
    names.set(pair.token1.address as Address, pair.token1.symbol ?? '?');
  }
  for (const [tokenA, tokenB] of missing) {
    lines.push(
      `${names.get(tokenA) ?? tokenA} + ${names.get(tokenB) ?? tokenB}: no pair (getPair returned the zero address)`,
    );
  }
  return lines;
}
