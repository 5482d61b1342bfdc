import {CurrencyAmount, Price, type Token} from '@uniswap/sdk-core';
import {encodeSqrtRatioX96, Pool, Position, TickMath} from '@uniswap/v3-sdk';
import {fixturePool, raw, V3_POOLS, type PositionFixture} from '../fixtures';
import {USDC, WETH} from '../tokens';

/**
 * A position is fully described by four values: its pool, two ticks and a
 * liquidity. The position manager stores exactly these, so this is also how
 * you rebuild a position you read from the chain.
 */
export function positionOf(pool: Pool, range: PositionFixture): Position {
  return new Position({
    pool,
    tickLower: range.tickLower,
    tickUpper: range.tickUpper,
    // BigintIsh is JSBI | string | number: a native bigint must go in as a string.
    liquidity: range.liquidity.toString(),
  });
}

/** The pool counts a range as active when tickLower <= tick < tickUpper (upper bound excluded). */
export function isInRange(position: Position): boolean {
  const tick = position.pool.tickCurrent;
  return position.tickLower <= tick && tick < position.tickUpper;
}

/** `amount` units of `quote` per one whole `base`, as an SDK Price in raw units. */
export function priceOf(base: Token, quote: Token, amount: number | string): Price<Token, Token> {
  return new Price(base, quote, raw(base, 1).toString(), raw(quote, amount).toString());
}

/**
 * The same pool moved to another price. A position's token amounts depend only
 * on the pool's sqrt price and tick, so the active liquidity and the tick data
 * are left out: this pool is for valuing positions, not for quoting swaps.
 */
export function poolAtPrice(pool: Pool, price: Price<Token, Token>): Pool {
  // The pool stores sqrt(token1 / token0) in raw units; flip a price quoted the other way.
  const sqrtPriceX96 = price.baseCurrency.equals(pool.token0)
    ? encodeSqrtRatioX96(price.numerator, price.denominator)
    : encodeSqrtRatioX96(price.denominator, price.numerator);
  return new Pool(
    pool.token0,
    pool.token1,
    pool.fee,
    sqrtPriceX96,
    0,
    TickMath.getTickAtSqrtRatio(sqrtPriceX96),
  );
}

/** The position rebuilt on another pool state: same ticks, same liquidity, new price. */
export function repriced(position: Position, price: Price<Token, Token>): Position {
  return new Position({
    pool: poolAtPrice(position.pool, price),
    tickLower: position.tickLower,
    tickUpper: position.tickUpper,
    liquidity: position.liquidity,
  });
}

/** What the position would be withdrawn for, valued in token1 at the pool's own price. */
export function valueInToken1(position: Position): CurrencyAmount<Token> {
  return position.pool.token0Price.quote(position.amount0).add(position.amount1);
}

/** Prices of a full-range position span about 77 orders of magnitude: print those compactly. */
export function formatPrice(price: Price<Token, Token>): string {
  const value = Number(price.toSignificant(6));
  return value >= 1e-4 && value < 1e9 ? price.toSignificant(6) : value.toExponential(3);
}

/** Display precision only: six places for 18-decimal tokens, cents for USDC. */
function show(amount: CurrencyAmount<Token>): string {
  const places = amount.currency.decimals > 6 ? 6 : 2;
  return `${amount.toFixed(places)} ${amount.currency.symbol ?? ''}`;
}

function holdings(position: Position): string {
  return `${show(position.amount0)} + ${show(position.amount1)}`;
}

const LABELS = ['full range', '1,600-2,500', '1,900-2,100'];

export function main(): Promise<string[]> {
  const fixture = V3_POOLS.wethUsdc3000;
  // WETH sorts before USDC, so token0 is WETH and token0 prices read "USDC per WETH".
  const pool = fixturePool(fixture);
  const positions = fixture.positions.map((range) => positionOf(pool, range));
  const lines = [
    `pool WETH/USDC 0.30%: tick ${pool.tickCurrent}, ${pool.token0Price.toSignificant(6)} USDC per WETH`,
  ];

  positions.forEach((position, index) => {
    lines.push(
      `#${index} ${LABELS[index] ?? ''}: ticks ${position.tickLower} to ${position.tickUpper}, liquidity ${position.liquidity.toString()}`,
      `   prices ${formatPrice(position.token0PriceLower)} to ${formatPrice(position.token0PriceUpper)} USDC per WETH, in range: ${String(isInRange(position))}`,
      `   amounts: ${holdings(position)}, worth ${show(valueInToken1(position))}`,
    );
  });

  // amount0/amount1 round down (what a withdrawal returns); mintAmounts round up (what a deposit costs).
  const [fullRange] = positions;
  if (fullRange) {
    lines.push(
      `#0 raw WETH: amount0 ${fullRange.amount0.quotient.toString()}, mintAmounts.amount0 ${fullRange.mintAmounts.amount0.toString()}`,
    );
  }

  lines.push('the same two ranges at other prices:');
  for (const usdc of [1500, 1800, 2200, 3000]) {
    const price = priceOf(WETH, USDC, usdc);
    for (const index of [1, 2]) {
      const position = positions[index];
      if (!position) {
        continue;
      }
      const moved = repriced(position, price);
      lines.push(
        `   ${usdc} USDC per WETH, #${index}: ${holdings(moved)}, worth ${show(valueInToken1(moved))}, in range: ${String(isInRange(moved))}`,
      );
    }
  }
  return Promise.resolve(lines);
}
