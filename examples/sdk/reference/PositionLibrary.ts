import {CurrencyAmount} from '@uniswap/sdk-core';
import {PositionLibrary} from '@uniswap/v3-sdk';
import JSBI from 'jsbi';
import {V3_POSITIONS} from '../fixtures';
import {USDC, WETH} from '../tokens';

const jsbi = (value: bigint): JSBI => JSBI.BigInt(value.toString());
const Q128 = 2n ** 128n;
const Q256 = 2n ** 256n;

/**
 * Illustrative fee growth inside the position's range (the snapshot's pool has
 * earned no fees yet), in fee tokens per unit of liquidity scaled by 2^128.
 * "Last" is what the NFT recorded at its last update, "now" what TickLibrary
 * computes from the pool today: 0.4 wei of WETH and 0.0000000008 USDC units per
 * unit of liquidity were earned in between.
 */
const last0 = Q128;
const last1 = (Q128 * 2n) / 1_000_000_000n;
const now0 = (Q128 * 14n) / 10n;
const now1 = (Q128 * 28n) / 10_000_000_000n;

export function main(): Promise<string[]> {
  const nft = V3_POSITIONS[0];
  const range = nft?.pool.positions[nft.positionIndex];
  if (!nft || !range) {
    throw new Error('the fixture has no position NFT #1');
  }
  const liquidity = jsbi(range.liquidity);
  const [owed0 = JSBI.BigInt(0), owed1 = JSBI.BigInt(0)] = PositionLibrary.getTokensOwed(
    jsbi(last0),
    jsbi(last1),
    liquidity,
    jsbi(now0),
    jsbi(now1),
  );
  // A counter that overflowed 2^256 since the last update: the difference is still 0.4 per unit.
  const [wrapped0 = JSBI.BigInt(0)] = PositionLibrary.getTokensOwed(
    jsbi(Q256 - Q128 / 10n),
    jsbi(last1),
    liquidity,
    jsbi((Q128 * 3n) / 10n),
    jsbi(now1),
  );
  // Growth of exactly 1 unit per 2^128 liquidity: below one whole token unit, so rounded down to 0.
  const [tiny0 = JSBI.BigInt(0)] = PositionLibrary.getTokensOwed(
    JSBI.BigInt(0),
    JSBI.BigInt(0),
    liquidity,
    JSBI.BigInt(1),
    JSBI.BigInt(0),
  );
  const fees0 = CurrencyAmount.fromRawAmount(WETH, owed0);
  const fees1 = CurrencyAmount.fromRawAmount(USDC, owed1);
  const total0 = fees0.add(CurrencyAmount.fromRawAmount(WETH, nft.tokensOwed0.toString()));
  const total1 = fees1.add(CurrencyAmount.fromRawAmount(USDC, nft.tokensOwed1.toString()));

  return Promise.resolve([
    `position NFT #${nft.tokenId}: ticks ${range.tickLower} to ${range.tickUpper}, liquidity ${range.liquidity.toString()}`,
    `fee growth inside, last: ${last0.toString()} / ${last1.toString()}`,
    `fee growth inside, now:  ${now0.toString()} / ${now1.toString()}`,
    `getTokensOwed: ${owed0.toString()} wei, ${owed1.toString()} USDC units`,
    `  = ${fees0.toFixed(6)} WETH and ${fees1.toFixed(2)} USDC earned since the last update`,
    `last counter just below 2^256, now small again: ${wrapped0.toString()} wei, equal: ${String(JSBI.equal(wrapped0, owed0))}`,
    `growth of 1 (one 2^-128th per unit of liquidity): ${tiny0.toString()} wei`,
    `tokensOwed recorded in the NFT: ${CurrencyAmount.fromRawAmount(WETH, nft.tokensOwed0.toString()).toFixed(6)} WETH, ${CurrencyAmount.fromRawAmount(USDC, nft.tokensOwed1.toString()).toFixed(2)} USDC`,
    `claimable in total: ${total0.toFixed(6)} WETH and ${total1.toFixed(2)} USDC`,
  ]);
}
