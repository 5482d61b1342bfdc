import {CurrencyAmount, Percent, TradeType, type Token} from '@uniswap/sdk-core';
import {Pair, Route, Trade} from '@uniswap/v2-sdk';
import {raw, V2_PAIRS, type PairFixture} from '../fixtures';
import {DAI, WETH} from '../tokens';

/** What `run` throws: the invariant message, or the class name of the SDK's own errors. */
function errorOf(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    const {name, message} = error as Error;
    return message === '' ? name : message;
  }
}

function pairOf({tokenA, tokenB, reserveA, reserveB}: PairFixture): Pair {
  return new Pair(
    CurrencyAmount.fromRawAmount(tokenA, reserveA.toString()),
    CurrencyAmount.fromRawAmount(tokenB, reserveB.toString()),
  );
}

function amount(token: Token, units: number | string): CurrencyAmount<Token> {
  return CurrencyAmount.fromRawAmount(token, raw(token, units).toString());
}

function describe(trade: Trade<Token, Token, TradeType>): string {
  const path = trade.route.path.map((token) => token.symbol ?? '?').join(' -> ');
  return `${path}: ${trade.inputAmount.toSignificant(6)} WETH for ${trade.outputAmount.toFixed(2)} DAI`;
}

/** 0.50 %, the tolerance of the v2 trading guide. */
const SLIPPAGE = new Percent(50, 10_000);

export function main(): Promise<string[]> {
  const pairs = [pairOf(V2_PAIRS.wethUsdc), pairOf(V2_PAIRS.usdcDai), pairOf(V2_PAIRS.wethDai)];
  const [wethUsdc, usdcDai] = pairs as [Pair, Pair, Pair];
  const route = new Route([wethUsdc, usdcDai], WETH, DAI);

  const sell = Trade.exactIn(route, amount(WETH, 1));
  const buy = Trade.exactOut(route, amount(DAI, 1000));
  const viaConstructor = new Trade(route, amount(WETH, 1), TradeType.EXACT_INPUT);

  const bestIn = Trade.bestTradeExactIn(pairs, amount(WETH, 1), DAI);
  const bestInOneHop = Trade.bestTradeExactIn(pairs, amount(WETH, 1), DAI, {maxHops: 1});
  const bestOut = Trade.bestTradeExactOut(pairs, WETH, amount(DAI, 1000), {maxNumResults: 1});

  return Promise.resolve([
    `exactIn: tradeType ${TradeType[sell.tradeType]}, ${describe(sell)}`,
    `  executionPrice ${sell.executionPrice.toSignificant(6)} DAI per WETH, priceImpact ${sell.priceImpact.toFixed(2)} %`,
    `  minimumAmountOut(0.50 %): ${sell.minimumAmountOut(SLIPPAGE).toFixed(2)} DAI`,
    `  maximumAmountIn(0.50 %): ${sell.maximumAmountIn(SLIPPAGE).toExact()} WETH`,
    `  worstExecutionPrice(0.50 %): ${sell.worstExecutionPrice(SLIPPAGE).toSignificant(6)} DAI per WETH`,
    `constructor with EXACT_INPUT gives the same output: ${String(viaConstructor.outputAmount.equalTo(sell.outputAmount))}`,
    `exactOut: tradeType ${TradeType[buy.tradeType]}, ${buy.inputAmount.toSignificant(6)} WETH for ${buy.outputAmount.toExact()} DAI`,
    `  minimumAmountOut(0.50 %): ${buy.minimumAmountOut(SLIPPAGE).toExact()} DAI`,
    `  maximumAmountIn(0.50 %): ${buy.maximumAmountIn(SLIPPAGE).toSignificant(6)} WETH`,
    `bestTradeExactIn, 1 WETH to DAI, ${bestIn.length} results:`,
    ...bestIn.map((trade, rank) => `  ${rank + 1}. ${describe(trade)}`),
    `bestTradeExactIn with maxHops 1: ${bestInOneHop.map(describe).join('; ')}`,
    `bestTradeExactOut, 1000 DAI, maxNumResults 1: ${bestOut.map(describe).join('; ')}`,
    `negative tolerance: ${errorOf(() => sell.minimumAmountOut(new Percent(-1, 100)))}`,
    `exactIn with DAI as input: ${errorOf(() => Trade.exactIn(route, amount(DAI, 1)))}`,
    `more DAI than the pair holds: ${errorOf(() => Trade.exactOut(route, amount(DAI, 1_000_000)))}`,
  ]);
}
