import {CurrencyAmount, type Token} from '@uniswap/sdk-core';
import {Pair, Route, Trade} from '@uniswap/v2-sdk';
import {raw, V2_PAIRS, type PairFixture} from '../fixtures';
import {DAI, USDC, WETH} from '../tokens';

/**
 * An SDK Pair from the snapshot's reserves. Everything on this page is
 * offline arithmetic, so fixed reserves give the same prices on every run; in
 * an application the Pairs come from the chain (see fetchingData.ts).
 */
export function pairFromFixture(fixture: PairFixture): Pair {
  return new Pair(
    CurrencyAmount.fromRawAmount(fixture.tokenA, fixture.reserveA.toString()),
    CurrencyAmount.fromRawAmount(fixture.tokenB, fixture.reserveB.toString()),
  );
}

/** Two hops, WETH to USDC to DAI: the route's mid price multiplies the hops' mid prices. */
export function wethUsdcDaiRoute(): Route<Token, Token> {
  return new Route(
    [pairFromFixture(V2_PAIRS.wethUsdc), pairFromFixture(V2_PAIRS.usdcDai)],
    WETH,
    DAI,
  );
}

/** The one-hop alternative through the WETH/DAI pair, to compare with the two-hop route. */
export function wethDaiRoute(): Route<Token, Token> {
  return new Route([pairFromFixture(V2_PAIRS.wethDai)], WETH, DAI);
}

/** Selling `wethIn` whole WETH along `route`: what the fee and the curve leave of the mid price. */
export function sellWeth(route: Route<Token, Token>, wethIn: number) {
  return Trade.exactIn(route, CurrencyAmount.fromRawAmount(WETH, raw(WETH, wethIn).toString()));
}

export function main(): Promise<string[]> {
  const wethUsdc = pairFromFixture(V2_PAIRS.wethUsdc);
  const twoHops = wethUsdcDaiRoute();
  const oneHop = wethDaiRoute();
  const lines = [
    `WETH/USDC mid price: ${wethUsdc.priceOf(WETH).toSignificant(6)} USDC per WETH`,
    `inverted: ${wethUsdc.priceOf(USDC).toSignificant(6)} WETH per USDC`,
    `route ${twoHops.path.map((token) => token.symbol ?? '?').join(' -> ')} mid price: ${twoHops.midPrice.toSignificant(6)} DAI per WETH`,
    `route WETH -> DAI mid price: ${oneHop.midPrice.toSignificant(6)} DAI per WETH`,
  ];
  for (const wethIn of [1, 10]) {
    const trade = sellWeth(twoHops, wethIn);
    lines.push(
      `sell ${String(wethIn)} WETH via USDC: ${trade.outputAmount.toFixed(2)} DAI, ` +
        `execution price ${trade.executionPrice.toSignificant(6)} DAI per WETH, ` +
        `price impact ${trade.priceImpact.toFixed(2)} %`,
    );
  }
  const direct = sellWeth(oneHop, 1);
  lines.push(
    `sell 1 WETH directly: ${direct.outputAmount.toFixed(2)} DAI, ` +
      `execution price ${direct.executionPrice.toSignificant(6)} DAI per WETH, ` +
      `price impact ${direct.priceImpact.toFixed(2)} %`,
  );
  const price = sellWeth(twoHops, 1).executionPrice;
  lines.push(
    `the same execution price at 3, 6 and 9 significant digits: ` +
      `${price.toSignificant(3)} / ${price.toSignificant(6)} / ${price.toSignificant(9)}`,
    `inverted to 8 decimal places: ${price.invert().toFixed(8)} WETH per DAI`,
  );
  return Promise.resolve(lines);
}
