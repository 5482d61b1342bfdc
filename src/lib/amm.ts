/**
 * Real-number versions of the Oxbow AMM formulas, used for the worked examples
 * on the documentation pages. The contracts compute with integers and round in
 * the pool's favour; these functions give the exact mathematical values that
 * the pages round for display.
 */

import {V2_SWAP_FEE, V3} from './protocol';

/** The v2 swap fee: 0.30 % of the input, i.e. 30 basis points. */
export const V2_FEE = V2_SWAP_FEE;

function assertPositive(name: string, value: number): void {
  if (!(value > 0) || !Number.isFinite(value)) {
    throw new RangeError(`${name} must be a positive finite number, got ${value}`);
  }
}

/** Output of a constant-product swap after the input fee: Δy = y·Δx(1−f) / (x + Δx(1−f)). */
export function constantProductAmountOut(
  reserveIn: number,
  reserveOut: number,
  amountIn: number,
  fee: number = V2_FEE,
): number {
  assertPositive('reserveIn', reserveIn);
  assertPositive('reserveOut', reserveOut);
  assertPositive('amountIn', amountIn);
  const effectiveIn = amountIn * (1 - fee);
  return (reserveOut * effectiveIn) / (reserveIn + effectiveIn);
}

/** Input needed for a given output: Δx = x·Δy / ((y − Δy)(1−f)). */
export function constantProductAmountIn(
  reserveIn: number,
  reserveOut: number,
  amountOut: number,
  fee: number = V2_FEE,
): number {
  assertPositive('reserveIn', reserveIn);
  assertPositive('reserveOut', reserveOut);
  assertPositive('amountOut', amountOut);
  if (amountOut >= reserveOut) {
    throw new RangeError('amountOut must be smaller than the output reserve');
  }
  return (reserveIn * amountOut) / ((reserveOut - amountOut) * (1 - fee));
}

/**
 * Price impact as the shortfall of the execution price against the mid price,
 * as the SDKs report it (the fee is part of the shortfall).
 */
export function priceImpact(midPrice: number, amountIn: number, amountOut: number): number {
  return 1 - amountOut / (amountIn * midPrice);
}

/** The least output accepted under a slippage tolerance (0.005 = 0.5 %). */
export function minimumReceived(amountOut: number, slippageTolerance: number): number {
  return amountOut * (1 - slippageTolerance);
}

/**
 * Impermanent loss of a full-range (v2) position when the price of one token
 * in the other changes by the factor `priceRatio`: 2√r / (1 + r) − 1.
 */
export function impermanentLossV2(priceRatio: number): number {
  assertPositive('priceRatio', priceRatio);
  return (2 * Math.sqrt(priceRatio)) / (1 + priceRatio) - 1;
}

/** Token amounts of a full-range position with invariant k at price p (token1 per token0). */
export function fullRangeAmounts(k: number, price: number): {amount0: number; amount1: number} {
  assertPositive('k', k);
  assertPositive('price', price);
  return {amount0: Math.sqrt(k / price), amount1: Math.sqrt(k * price)};
}

/** Token amounts of a concentrated position with liquidity L at price p in the range [pa, pb]. */
export function rangeAmounts(
  liquidity: number,
  price: number,
  priceLower: number,
  priceUpper: number,
): {amount0: number; amount1: number} {
  assertPositive('liquidity', liquidity);
  assertPositive('priceLower', priceLower);
  if (!(priceUpper > priceLower)) {
    throw new RangeError('priceUpper must be greater than priceLower');
  }
  const sqrtP = Math.sqrt(Math.min(Math.max(price, priceLower), priceUpper));
  const sqrtA = Math.sqrt(priceLower);
  const sqrtB = Math.sqrt(priceUpper);
  return {
    amount0: liquidity * (1 / sqrtP - 1 / sqrtB),
    amount1: liquidity * (sqrtP - sqrtA),
  };
}

/** The liquidity L that a deposit of `amount0` of token0 provides at price p in [pa, pb]. */
export function liquidityForAmount0(
  amount0: number,
  price: number,
  priceLower: number,
  priceUpper: number,
): number {
  assertPositive('amount0', amount0);
  if (!(price > priceLower && price < priceUpper)) {
    throw new RangeError('the price must lie inside the range');
  }
  return amount0 / (1 / Math.sqrt(price) - 1 / Math.sqrt(priceUpper));
}

/**
 * How many times more liquidity a range [pa, pb] centred geometrically on the
 * price gives per unit of capital than a full-range position: 1 / (1 − (pa/pb)^¼).
 */
export function capitalEfficiency(priceLower: number, priceUpper: number): number {
  assertPositive('priceLower', priceLower);
  if (!(priceUpper > priceLower)) {
    throw new RangeError('priceUpper must be greater than priceLower');
  }
  return 1 / (1 - (priceLower / priceUpper) ** 0.25);
}

/** v3 price of a tick: 1.0001^tick. */
export function tickToPrice(tick: number): number {
  return V3.tickBase ** tick;
}

/** A liquidity position after a price move, next to the tokens it started with. */
export interface PositionVersusHolding {
  /** Tokens in the position at the new price. */
  amount0: number;
  amount1: number;
  /** Value of the position at the new price, in token1. */
  value: number;
  /** Value of the deposited tokens, had they been held, at the new price, in token1. */
  holdValue: number;
  /** value / holdValue − 1: the impermanent loss, zero or negative. */
  loss: number;
}

/**
 * A full-range (v2) position worth `depositValue` of token1 at `entryPrice`,
 * valued at `newPrice` (both token1 per token0), fees left out.
 */
export function fullRangeVersusHolding(
  entryPrice: number,
  newPrice: number,
  depositValue: number,
): PositionVersusHolding {
  assertPositive('entryPrice', entryPrice);
  assertPositive('newPrice', newPrice);
  assertPositive('depositValue', depositValue);
  // Half of the value in each token at entry: x0 = V/(2P0), y0 = V/2, so k = x0·y0.
  const k = (depositValue / (2 * entryPrice)) * (depositValue / 2);
  const {amount0, amount1} = fullRangeAmounts(k, newPrice);
  const holdValue = (depositValue / (2 * entryPrice)) * newPrice + depositValue / 2;
  const value = amount0 * newPrice + amount1;
  return {amount0, amount1, value, holdValue, loss: value / holdValue - 1};
}

/**
 * A concentrated position on [priceLower, priceUpper] worth `depositValue` of
 * token1 at `entryPrice`, valued at `newPrice`. Entering outside the range
 * deposits a single token, so the position matches holding until the price
 * crosses into the range.
 */
export function rangeVersusHolding(
  entryPrice: number,
  newPrice: number,
  priceLower: number,
  priceUpper: number,
  depositValue: number,
): PositionVersusHolding {
  assertPositive('entryPrice', entryPrice);
  assertPositive('newPrice', newPrice);
  assertPositive('depositValue', depositValue);
  // Amounts of one unit of liquidity, scaled so the deposit is worth depositValue.
  const unit = rangeAmounts(1, entryPrice, priceLower, priceUpper);
  const liquidity = depositValue / (unit.amount0 * entryPrice + unit.amount1);
  const entry = {amount0: unit.amount0 * liquidity, amount1: unit.amount1 * liquidity};
  const {amount0, amount1} = rangeAmounts(liquidity, newPrice, priceLower, priceUpper);
  const holdValue = entry.amount0 * newPrice + entry.amount1;
  const value = amount0 * newPrice + amount1;
  return {amount0, amount1, value, holdValue, loss: value / holdValue - 1};
}
