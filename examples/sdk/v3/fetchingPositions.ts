import {CurrencyAmount, Token} from '@uniswap/sdk-core';
import {FeeAmount, Position, type Pool} from '@uniswap/v3-sdk';
import {http, type Hex, type Transport} from 'viem';
import {erc20Abi, positionManagerAbi} from '../abis';
import {createReader, type Reader} from '../chain';
import {SAMPLE_ACCOUNT} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {fetchPool} from './pools';
import {isInRange} from './positionData';

/** What the position manager stores for one NFT, with the fields this guide uses. */
export interface StoredPosition {
  tokenId: bigint;
  token0: Hex;
  token1: Hex;
  fee: number;
  tickLower: number;
  tickUpper: number;
  liquidity: bigint;
  tokensOwed0: bigint;
  tokensOwed1: bigint;
}

/** A stored position turned into SDK objects. */
export interface OwnedPosition {
  tokenId: bigint;
  position: Position;
  /** Credited to the NFT at its last update; fees earned since then are not included. */
  tokensOwed0: CurrencyAmount<Token>;
  tokensOwed1: CurrencyAmount<Token>;
}

const manager = {address: OXBOW_LOCAL.v3.positionManager, abi: positionManagerAbi} as const;

/**
 * The token IDs `owner` holds. The manager is ERC-721 Enumerable, so the IDs
 * are listed by index: one call for the count, then one call per NFT.
 */
export async function listPositionIds(reader: Reader, owner: Hex): Promise<bigint[]> {
  const count = await reader.readContract({...manager, functionName: 'balanceOf', args: [owner]});
  return Promise.all(
    Array.from({length: Number(count)}, (_, index) =>
      reader.readContract({
        ...manager,
        functionName: 'tokenOfOwnerByIndex',
        args: [owner, BigInt(index)],
      }),
    ),
  );
}

/** One NFT's record; `positions` reverts with 'Invalid token ID' for a burned or unknown ID. */
export async function readPosition(reader: Reader, tokenId: bigint): Promise<StoredPosition> {
  const [, , token0, token1, fee, tickLower, tickUpper, liquidity, , , tokensOwed0, tokensOwed1] =
    await reader.readContract({...manager, functionName: 'positions', args: [tokenId]});
  return {
    tokenId,
    token0,
    token1,
    fee,
    tickLower,
    tickUpper,
    liquidity,
    tokensOwed0,
    tokensOwed1,
  };
}

/** The record holds addresses only; decimals and symbol come from the token contract. */
export async function fetchToken(reader: Reader, address: Hex): Promise<Token> {
  const [decimals, symbol] = await Promise.all([
    reader.readContract({address, abi: erc20Abi, functionName: 'decimals'}),
    reader.readContract({address, abi: erc20Abi, functionName: 'symbol'}),
  ]);
  return new Token(OXBOW_LOCAL.chainId, address, decimals, symbol);
}

/**
 * The fee tiers Oxbow enables. The SDK's FeeAmount also lists tiers Oxbow
 * does not have (LOW_200, LOW_300, LOW_400), so check before trusting a value.
 */
const OXBOW_FEES = new Map<number, FeeAmount>(
  [FeeAmount.LOWEST, FeeAmount.LOW, FeeAmount.MEDIUM, FeeAmount.HIGH].map((tier) => [tier, tier]),
);

export function asFeeAmount(fee: number): FeeAmount {
  const tier = OXBOW_FEES.get(fee);
  if (tier === undefined) {
    throw new Error(`fee ${fee} is not an Oxbow fee tier`);
  }
  return tier;
}

/**
 * Every position of `owner` as an SDK Position on the pool's live state.
 * Positions often share tokens and pools, so each is fetched once.
 */
export async function fetchOwnedPositions(reader: Reader, owner: Hex): Promise<OwnedPosition[]> {
  const ids = await listPositionIds(reader, owner);
  const stored = await Promise.all(ids.map((tokenId) => readPosition(reader, tokenId)));

  const tokens = new Map<string, Promise<Token>>();
  const token = (address: Hex) => {
    const cached = tokens.get(address) ?? fetchToken(reader, address);
    tokens.set(address, cached);
    return cached;
  };
  const pools = new Map<string, Promise<Pool>>();
  const pool = (record: StoredPosition): Promise<Pool> => {
    const key = `${record.token0}/${record.token1}/${record.fee}`;
    const cached =
      pools.get(key) ??
      Promise.all([token(record.token0), token(record.token1)]).then(([token0, token1]) =>
        fetchPool(reader, token0, token1, asFeeAmount(record.fee)),
      );
    pools.set(key, cached);
    return cached;
  };

  return Promise.all(
    stored.map(async (record) => {
      const livePool = await pool(record);
      return {
        tokenId: record.tokenId,
        position: new Position({
          pool: livePool,
          tickLower: record.tickLower,
          tickUpper: record.tickUpper,
          liquidity: record.liquidity.toString(),
        }),
        tokensOwed0: CurrencyAmount.fromRawAmount(livePool.token0, record.tokensOwed0.toString()),
        tokensOwed1: CurrencyAmount.fromRawAmount(livePool.token1, record.tokensOwed1.toString()),
      };
    }),
  );
}

function show(amount: CurrencyAmount<Token>): string {
  return `${amount.toExact()} ${amount.currency.symbol ?? ''}`;
}

export async function main(transport: Transport = http(OXBOW_LOCAL.rpcUrl)): Promise<string[]> {
  const reader = createReader(transport);
  const owned = await fetchOwnedPositions(reader, SAMPLE_ACCOUNT);
  const lines = [`${SAMPLE_ACCOUNT} holds ${owned.length} position NFTs`];
  for (const {tokenId, position, tokensOwed0, tokensOwed1} of owned) {
    const {pool} = position;
    const name = `${pool.token0.symbol ?? ''}/${pool.token1.symbol ?? ''} ${pool.fee / 10_000}%`;
    lines.push(
      `#${tokenId} ${name}: ticks ${position.tickLower} to ${position.tickUpper}, in range: ${String(isInRange(position))}`,
      `   prices ${position.token0PriceLower.toSignificant(6)} to ${position.token0PriceUpper.toSignificant(6)} ${pool.token1.symbol ?? ''} per ${pool.token0.symbol ?? ''}`,
      `   liquidity ${position.liquidity.toString()}`,
      `   amounts: ${show(position.amount0)} + ${show(position.amount1)}`,
      `   tokensOwed: ${show(tokensOwed0)} + ${show(tokensOwed1)}`,
    );
  }
  return lines;
}
