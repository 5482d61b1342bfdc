import {CurrencyAmount, type Token, TradeType} from '@uniswap/sdk-core';
import {Trade, type BestTradeOptions} from '@uniswap/v3-sdk';
import {fixturePool, raw, V3_POOLS} from '../fixtures';
import {DAI, WETH} from '../tokens';

/** The message of the error `run` throws or rejects with. */
async function errorOf(run: () => unknown): Promise<string> {
  try {
    await run();
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  }
}

type Candidate = Trade<Token, Token, TradeType>;

/** `WETH>USDC>DAI (500+100)`: the tokens and fee tiers of a trade's only route. */
function path(trade: Candidate): string {
  const route = trade.swaps[0]?.route;
  const tokens = route?.tokenPath.map((token) => token.symbol ?? '?').join('>') ?? '';
  return `${tokens} (${route?.pools.map((pool) => pool.fee).join('+') ?? ''})`;
}

export async function main(): Promise<string[]> {
  // Four Oxbow pools with all their ticks: the search simulates every candidate offline.
  const pools = [
    fixturePool(V3_POOLS.wethUsdc3000),
    fixturePool(V3_POOLS.wethUsdc500),
    fixturePool(V3_POOLS.usdcDai100),
    fixturePool(V3_POOLS.wethDai3000),
  ];
  const oneWeth = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString());
  const twoThousandDai = CurrencyAmount.fromRawAmount(DAI, raw(DAI, 2000).toString());

  const searchIn = async (label: string, options?: BestTradeOptions): Promise<string[]> => {
    const trades = await Trade.bestTradeExactIn(pools, oneWeth, DAI, options);
    return [
      `${label}: ${String(trades.length)} trades`,
      ...trades.map((trade) => `  ${path(trade)} -> ${trade.outputAmount.toSignificant(8)} DAI`),
    ];
  };

  const exactOut = await Trade.bestTradeExactOut(pools, WETH, twoThousandDai, {maxHops: 1});

  return [
    ...(await searchIn('no options (maxNumResults 3, maxHops 3)')),
    ...(await searchIn('{maxHops: 1}', {maxHops: 1})),
    ...(await searchIn('{maxNumResults: 1}', {maxNumResults: 1})),
    ...(await searchIn('{maxNumResults: 10, maxHops: 3}', {maxNumResults: 10, maxHops: 3})),
    `bestTradeExactOut {maxHops: 1}: ${exactOut
      .map((trade) => `${path(trade)} <- ${trade.inputAmount.toSignificant(8)} WETH`)
      .join(', ')}`,
    `{maxHops: 0}: ${await errorOf(() => Trade.bestTradeExactIn(pools, oneWeth, DAI, {maxHops: 0}))}`,
    `{maxNumResults: 0}: ${await errorOf(() =>
      Trade.bestTradeExactIn(pools, oneWeth, DAI, {maxNumResults: 0}),
    )}`,
    `no pools: ${await errorOf(() => Trade.bestTradeExactIn([], oneWeth, DAI))}`,
  ];
}
