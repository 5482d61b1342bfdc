import {CurrencyAmount, Percent, TradeType} from '@uniswap/sdk-core';
import {Route, Trade} from '@uniswap/v3-sdk';
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

/** 50 basis points. */
const SLIPPAGE = new Percent(50, 10_000);

export async function main(): Promise<string[]> {
  const wethUsdc = fixturePool(V3_POOLS.wethUsdc3000);
  const wethUsdc500 = fixturePool(V3_POOLS.wethUsdc500);
  const usdcDai = fixturePool(V3_POOLS.usdcDai100);
  const wethDai = fixturePool(V3_POOLS.wethDai3000);
  const route = new Route([wethUsdc, usdcDai], WETH, DAI);
  const oneWeth = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString());

  // 1 WETH in, simulated through both pools of the route.
  const trade = await Trade.fromRoute(route, oneWeth, TradeType.EXACT_INPUT);
  const sameTrade = await Trade.exactIn(route, oneWeth);

  // 2,000 DAI out: the input is what gets computed.
  const twoThousandDai = CurrencyAmount.fromRawAmount(DAI, raw(DAI, 2000).toString());
  const buy = await Trade.exactOut(route, twoThousandDai);

  // 1 WETH split over two routes that share no pool.
  const halfWeth = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 0.5).toString());
  const split = await Trade.fromRoutes(
    [
      {route, amount: halfWeth},
      {route: new Route([wethDai], WETH, DAI), amount: halfWeth},
    ],
    TradeType.EXACT_INPUT,
  );

  // The best linear routes for 1 WETH -> DAI among four pools.
  const pools = [wethUsdc, wethUsdc500, usdcDai, wethDai];
  const best = await Trade.bestTradeExactIn(pools, oneWeth, DAI, {maxNumResults: 3, maxHops: 2});
  const bestOut = await Trade.bestTradeExactOut(pools, WETH, twoThousandDai, {maxHops: 2});
  const path = (candidate: Trade<typeof WETH, typeof DAI, TradeType>): string => {
    const hops = candidate.swaps[0]?.route;
    const tokens = hops?.tokenPath.map((token) => token.symbol ?? '').join('>') ?? '';
    return `${tokens} (${hops?.pools.map((pool) => pool.fee).join('+') ?? ''})`;
  };

  // Amounts computed elsewhere, e.g. by the Quoter: wrapped without simulation.
  const unchecked = Trade.createUncheckedTrade({
    route,
    inputAmount: oneWeth,
    outputAmount: trade.outputAmount,
    tradeType: TradeType.EXACT_INPUT,
  });
  const uncheckedSplit = Trade.createUncheckedTradeWithMultipleRoutes({
    routes: split.swaps,
    tradeType: TradeType.EXACT_INPUT,
  });

  return [
    `fromRoute: ${trade.inputAmount.toExact()} WETH -> ${trade.outputAmount.toExact()} DAI`,
    `tradeType: ${TradeType[trade.tradeType]}, swaps: ${trade.swaps.length}, route: ${path(trade)}`,
    `exactIn gives the same output: ${String(sameTrade.outputAmount.equalTo(trade.outputAmount))}`,
    `executionPrice: ${trade.executionPrice.toSignificant(6)} DAI per WETH`,
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the deprecated getter, shown on purpose
    `route.midPrice: ${trade.route.midPrice.toSignificant(6)} DAI per WETH`,
    `priceImpact: ${trade.priceImpact.toSignificant(3)} %`,
    `minimumAmountOut(0.5 %): ${trade.minimumAmountOut(SLIPPAGE).toExact()} DAI`,
    `maximumAmountIn(0.5 %): ${trade.maximumAmountIn(SLIPPAGE).toExact()} WETH`,
    `worstExecutionPrice(0.5 %): ${trade.worstExecutionPrice(SLIPPAGE).toSignificant(6)} DAI per WETH`,
    `exactOut: ${buy.inputAmount.toExact()} WETH -> ${buy.outputAmount.toExact()} DAI`,
    `exactOut maximumAmountIn(0.5 %): ${buy.maximumAmountIn(SLIPPAGE).toExact()} WETH`,
    `exactOut minimumAmountOut(0.5 %): ${buy.minimumAmountOut(SLIPPAGE).toExact()} DAI`,
    `fromRoutes: ${split.swaps.map((swap) => `${swap.inputAmount.toExact()} -> ${swap.outputAmount.toSignificant(8)}`).join(' + ')} = ${split.outputAmount.toExact()} DAI`,
    `bestTradeExactIn: ${best.map((candidate) => `${path(candidate)} ${candidate.outputAmount.toSignificant(8)}`).join(', ')}`,
    `bestTradeExactOut: ${bestOut.map((candidate) => `${path(candidate)} ${candidate.inputAmount.toSignificant(8)}`).join(', ')}`,
    `createUncheckedTrade: ${unchecked.outputAmount.toExact()} DAI, priceImpact ${unchecked.priceImpact.toSignificant(3)} %`,
    `createUncheckedTradeWithMultipleRoutes: ${uncheckedSplit.swaps.length} routes, ${uncheckedSplit.inputAmount.toExact()} WETH in`,
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the deprecated getter, shown on purpose
    `route of a split trade: ${await errorOf(() => split.route)}`,
    `a pool used twice: ${await errorOf(() =>
      Trade.fromRoutes(
        [
          {route, amount: halfWeth},
          {route, amount: halfWeth},
        ],
        TradeType.EXACT_INPUT,
      ),
    )}`,
    `amount in the wrong token: ${await errorOf(() =>
      Trade.fromRoute(route, twoThousandDai, TradeType.EXACT_INPUT),
    )}`,
    `negative tolerance: ${await errorOf(() => trade.minimumAmountOut(new Percent(-1, 100)))}`,
  ];
}
