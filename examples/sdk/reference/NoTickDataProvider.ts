import {CurrencyAmount, TradeType} from '@uniswap/sdk-core';
import {NoTickDataProvider, Pool, Route, Trade} from '@uniswap/v3-sdk';
import {activeLiquidity, raw, V3_POOLS} from '../fixtures';
import {USDC, WETH} from '../tokens';

/** The message of the error `run` throws or rejects with. */
async function errorOf(run: () => unknown): Promise<string> {
  try {
    await run();
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  }
}

export async function main(): Promise<string[]> {
  const provider = new NoTickDataProvider();
  const fixture = V3_POOLS.wethUsdc3000;
  // Built from slot0 and liquidity() only: the pool gets a NoTickDataProvider by default.
  const pool = new Pool(
    fixture.token0,
    fixture.token1,
    fixture.fee,
    fixture.sqrtPriceX96.toString(),
    activeLiquidity(fixture).toString(),
    fixture.tick,
  );
  const route = new Route([pool], WETH, USDC);
  const oneWeth = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString());
  // An amount quoted elsewhere (here: the figure the Pool page simulates with full tick data).
  const quoted = CurrencyAmount.fromRawAmount(USDC, '1992541704');

  return [
    `getTick(0): ${await errorOf(() => provider.getTick(0))}`,
    `nextInitializedTickWithinOneWord: ${await errorOf(() =>
      provider.nextInitializedTickWithinOneWord(fixture.tick, true, 60),
    )}`,
    `default provider of a Pool: ${pool.tickDataProvider instanceof NoTickDataProvider ? 'NoTickDataProvider' : 'other'}`,
    `prices still work: ${pool.token0Price.toSignificant(6)} USDC per WETH, route midPrice ${route.midPrice.toSignificant(6)}`,
    `getOutputAmount: ${await errorOf(() => pool.getOutputAmount(oneWeth))}`,
    `Trade.exactIn: ${await errorOf(() => Trade.exactIn(route, oneWeth))}`,
    `createUncheckedTrade: ${Trade.createUncheckedTrade({
      route,
      inputAmount: oneWeth,
      outputAmount: quoted,
      tradeType: TradeType.EXACT_INPUT,
    }).executionPrice.toSignificant(6)} USDC per WETH`,
  ];
}
