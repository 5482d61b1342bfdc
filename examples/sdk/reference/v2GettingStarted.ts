import {
  CurrencyAmount,
  Fraction,
  Percent,
  Price,
  Rounding,
  Token,
  TradeType,
  type BigintIsh,
} from '@uniswap/sdk-core';
import {Pair, Route, Trade} from '@uniswap/v2-sdk';
import {raw, V2_PAIRS} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {DAI, USDC, WETH} from '../tokens';
import {oxbowPairAddress} from '../v2/pairAddress';

/** The message of the error `run` throws. */
function errorOf(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  }
}

export function main(): Promise<string[]> {
  // Token: chain id, address, decimals, then optional symbol and name.
  const usdc = new Token(OXBOW_LOCAL.chainId, OXBOW_LOCAL.tokens.USDC.toLowerCase(), 6, 'USDC');

  // BigintIsh: JSBI, string or number. A chain value (native bigint) goes in as a string.
  const onChainReserve: bigint = V2_PAIRS.wethUsdc.reserveB;
  const asString: BigintIsh = onChainReserve.toString();
  const reserve = CurrencyAmount.fromRawAmount(USDC, asString);

  // Price: base, quote, then the raw denominator and numerator (quote units per base unit).
  const price = new Price(WETH, USDC, raw(WETH, 1).toString(), raw(USDC, 2000).toString());
  const third = new Fraction(1, 3);

  const {tokenA, tokenB, reserveA, reserveB} = V2_PAIRS.wethUsdc;
  const pair = new Pair(
    CurrencyAmount.fromRawAmount(tokenA, reserveA.toString()),
    CurrencyAmount.fromRawAmount(tokenB, reserveB.toString()),
  );
  const trade = Trade.exactIn(
    new Route([pair], WETH, USDC),
    CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString()),
  );

  return Promise.resolve([
    `Token: ${usdc.symbol ?? ''} ${usdc.address}, ${usdc.decimals} decimals, equals tokens.ts USDC: ${String(usdc.equals(USDC))}`,
    `sortsBefore: WETH before USDC ${String(WETH.sortsBefore(USDC))}, DAI before USDC ${String(DAI.sortsBefore(USDC))}`,
    `CurrencyAmount: raw ${reserve.quotient.toString()}, toExact ${reserve.toExact()}, toFixed(2) ${reserve.toFixed(2)}`,
    `  with a thousands separator: ${reserve.toFixed(0, {groupSeparator: ','})}`,
    `Price: ${price.toSignificant(6)} USDC per WETH, quote(0.5 WETH) = ${price.quote(CurrencyAmount.fromRawAmount(WETH, raw(WETH, 0.5).toString())).toExact()} USDC`,
    `  invert: ${price.invert().toSignificant(6)} WETH per USDC`,
    `Percent(50, 10000): toFixed ${new Percent(50, 10_000).toFixed(2)} %, toSignificant ${new Percent(50, 10_000).toSignificant(2)} %`,
    `Fraction 1/3: toFixed(4) ${third.toFixed(4)}, ROUND_UP ${third.toFixed(4, undefined, Rounding.ROUND_UP)}, quotient ${third.quotient.toString()}`,
    `Rounding of 2/3 to 3 significant digits: down ${new Fraction(2, 3).toSignificant(3, undefined, Rounding.ROUND_DOWN)}, half up ${new Fraction(2, 3).toSignificant(3, undefined, Rounding.ROUND_HALF_UP)}`,
    `TradeType: EXACT_INPUT = ${TradeType.EXACT_INPUT}, EXACT_OUTPUT = ${TradeType.EXACT_OUTPUT}, trade is ${TradeType[trade.tradeType]}`,
    `1 WETH sells for ${trade.outputAmount.toFixed(2)} USDC, price impact ${trade.priceImpact.toFixed(2)} %`,
    `pair.liquidityToken: ${pair.liquidityToken.symbol ?? ''}, at the Oxbow pair address: ${String(pair.liquidityToken.address === oxbowPairAddress(WETH, USDC))}`,
    `a native bigint as BigintIsh: ${errorOf(() => CurrencyAmount.fromRawAmount(USDC, onChainReserve as unknown as BigintIsh))}`,
    `a fractional number as BigintIsh: ${errorOf(() => CurrencyAmount.fromRawAmount(USDC, 1.5))}`,
    `adding USDC to DAI: ${errorOf(() => reserve.add(CurrencyAmount.fromRawAmount(DAI, 1)))}`,
  ]);
}
