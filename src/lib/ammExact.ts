/**
 * Integer versions of the Oxbow AMM formulas, bit for bit as the contracts
 * compute them and as the pinned SDKs reproduce them: v2 getAmountOut and
 * getAmountIn with the 997/1000 fee, v3 TickMath in Q64.96, the SqrtPriceMath
 * amount deltas and the liquidity of a deposit. Where amm.ts gives the exact
 * real-number value, these give what a transaction actually moves, rounding
 * included, so the calculators can show the contract's own digits.
 */

import {V2, V3} from './protocol';

/** A non-negative rational number, kept exact: numerator / denominator. */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

const MAX_UINT256 = (1n << 256n) - 1n;
const Q32 = 1n << 32n;
const Q96 = V3.q96;
const Q192 = Q96 * Q96;
const FEE_NUMERATOR = BigInt(V2.feeNumerator);
const FEE_DENOMINATOR = BigInt(V2.feeDenominator);

/** Number of bits of a non-negative integer (0 for 0). */
function bitLength(value: bigint): number {
  return value === 0n ? 0 : value.toString(2).length;
}

/**
 * A fraction as the nearest double, for display. Converting numerator and
 * denominator separately would overflow to Infinity / Infinity = NaN for
 * values far beyond 2^1024 even when their ratio is ordinary.
 */
export function fractionToNumber({numerator, denominator}: Fraction): number {
  if (denominator <= 0n) {
    throw new RangeError('the denominator must be positive');
  }
  if (numerator === 0n) {
    return 0;
  }
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  // Keep 64 significant bits in the integer quotient, then scale by a power of two.
  const exponent = bitLength(magnitude) - bitLength(denominator) - 64;
  const quotient =
    exponent >= 0
      ? magnitude / (denominator << BigInt(exponent))
      : (magnitude << BigInt(-exponent)) / denominator;
  // Two half steps, so 2^exponent itself cannot overflow or underflow early.
  const half = Math.trunc(exponent / 2);
  const value = Number(quotient) * 2 ** half * 2 ** (exponent - half);
  return negative ? -value : value;
}

// ---------------------------------------------------------------------------
// v2: OxbowV2Library
// ---------------------------------------------------------------------------

/**
 * OxbowV2Library.getAmountOut: the largest output the pair's invariant check
 * accepts for `amountIn`, rounded down. Throws the library's revert reasons.
 */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n) {
    throw new RangeError('OxbowV2Library: INSUFFICIENT_INPUT_AMOUNT');
  }
  if (reserveIn <= 0n || reserveOut <= 0n) {
    throw new RangeError('OxbowV2Library: INSUFFICIENT_LIQUIDITY');
  }
  const amountInWithFee = amountIn * FEE_NUMERATOR;
  return (amountInWithFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + amountInWithFee);
}

/**
 * OxbowV2Library.getAmountIn: the input needed for exactly `amountOut`,
 * rounded down and then increased by one unit, so it is never too little.
 */
export function getAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountOut <= 0n) {
    throw new RangeError('OxbowV2Library: INSUFFICIENT_OUTPUT_AMOUNT');
  }
  if (reserveIn <= 0n || reserveOut <= 0n || amountOut >= reserveOut) {
    throw new RangeError('OxbowV2Library: INSUFFICIENT_LIQUIDITY');
  }
  return (
    (reserveIn * amountOut * FEE_DENOMINATOR) / ((reserveOut - amountOut) * FEE_NUMERATOR) + 1n
  );
}

export interface V2SwapQuote {
  amountOut: bigint;
  /** The fee in input-token base units, a fraction of a unit when the input is not a multiple of 1000. */
  fee: Fraction;
  /**
   * 1 − amountOut / (amountIn · reserveOut / reserveIn): the shortfall against
   * the mid price, fee included, exactly as the SDK's Trade.priceImpact.
   */
  priceImpact: Fraction;
}

/** Everything a trader reads off an exact-input v2 swap. */
export function quoteV2Swap(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): V2SwapQuote {
  const amountOut = getAmountOut(amountIn, reserveIn, reserveOut);
  const quotedAtMid = amountIn * reserveOut;
  return {
    amountOut,
    fee: {numerator: amountIn * (FEE_DENOMINATOR - FEE_NUMERATOR), denominator: FEE_DENOMINATOR},
    priceImpact: {numerator: quotedAtMid - amountOut * reserveIn, denominator: quotedAtMid},
  };
}

// ---------------------------------------------------------------------------
// v3: FullMath, TickMath, SqrtPriceMath, LiquidityAmounts
// ---------------------------------------------------------------------------

/** floor(a · b / denominator) with the full-width product, as FullMath.mulDiv. */
function mulDiv(a: bigint, b: bigint, denominator: bigint): bigint {
  return (a * b) / denominator;
}

/** ceil(a · b / denominator), as FullMath.mulDivRoundingUp. */
export function mulDivRoundingUp(a: bigint, b: bigint, denominator: bigint): bigint {
  const product = a * b;
  const quotient = product / denominator;
  return product % denominator === 0n ? quotient : quotient + 1n;
}

/** floor(√value) of a non-negative integer. */
export function sqrt(value: bigint): bigint {
  if (value < 0n) {
    throw new RangeError('sqrt of a negative number');
  }
  if (value < 2n) {
    return value;
  }
  // Newton's method from a power of two above the root, which only decreases.
  let x = 1n << BigInt(Math.ceil(bitLength(value) / 2));
  for (;;) {
    const next = (x + value / x) >> 1n;
    if (next >= x) {
      return x;
    }
    x = next;
  }
}

/**
 * The Q64.96 square root of the ratio amount1 / amount0, rounded down: the
 * sqrtPriceX96 a pool is initialised with for that price in base units.
 */
export function encodeSqrtRatioX96(amount1: bigint, amount0: bigint): bigint {
  if (amount0 <= 0n || amount1 < 0n) {
    throw new RangeError('amounts must be positive');
  }
  return sqrt((amount1 << 192n) / amount0);
}

// The contract's Q128.128 constants 1/√1.0001^(2^k), k = 0…19 (bit 0 is the starting value).
const TICK_FACTORS: readonly (readonly [number, bigint])[] = [
  [0x2, 0xfff97272373d413259a46990580e213an],
  [0x4, 0xfff2e50f5f656932ef12357cf3c7fdccn],
  [0x8, 0xffe5caca7e10e4e61c3624eaa0941cd0n],
  [0x10, 0xffcb9843d60f6159c9db58835c926644n],
  [0x20, 0xff973b41fa98c081472e6896dfb254c0n],
  [0x40, 0xff2ea16466c96a3843ec78b326b52861n],
  [0x80, 0xfe5dee046a99a2a811c461f1969c3053n],
  [0x100, 0xfcbe86c7900a88aedcffc83b479aa3a4n],
  [0x200, 0xf987a7253ac413176f2b074cf7815e54n],
  [0x400, 0xf3392b0822b70005940c7a398e4b70f3n],
  [0x800, 0xe7159475a2c29b7443b29c7fa6e889d9n],
  [0x1000, 0xd097f3bdfd2022b8845ad8f792aa5825n],
  [0x2000, 0xa9f746462d870fdf8a65dc1f90e061e5n],
  [0x4000, 0x70d869a156d2a1b890bb3df62baf32f7n],
  [0x8000, 0x31be135f97d08fd981231505542fcfa6n],
  [0x10000, 0x9aa508b5b7a84e1c677de54f3e99bc9n],
  [0x20000, 0x5d6af8dedb81196699c329225ee604n],
  [0x40000, 0x2216e584f5fa1ea926041bedfe98n],
  [0x80000, 0x48a170391f7dc42444e8fa2n],
];

function isValidTick(tick: number): boolean {
  return Number.isInteger(tick) && tick >= V3.minTick && tick <= V3.maxTick;
}

/** TickMath.getSqrtRatioAtTick: √(1.0001^tick) · 2^96, rounded up from Q128.128. */
export function getSqrtRatioAtTick(tick: number): bigint {
  if (!isValidTick(tick)) {
    throw new RangeError(`tick must be an integer from ${V3.minTick} to ${V3.maxTick}`);
  }
  const absTick = Math.abs(tick);
  let ratio = absTick & 0x1 ? 0xfffcb933bd6fad37aa2d162d1a594001n : 1n << 128n;
  for (const [bit, factor] of TICK_FACTORS) {
    if (absTick & bit) {
      ratio = (ratio * factor) >> 128n;
    }
  }
  if (tick > 0) {
    ratio = MAX_UINT256 / ratio;
  }
  return ratio % Q32 === 0n ? ratio / Q32 : ratio / Q32 + 1n;
}

export function isValidSqrtRatio(sqrtRatioX96: bigint): boolean {
  return sqrtRatioX96 >= V3.minSqrtRatio && sqrtRatioX96 < V3.maxSqrtRatio;
}

/**
 * TickMath.getTickAtSqrtRatio: the greatest tick whose square-root price is at
 * most `sqrtRatioX96`, through the contract's fixed-point base-2 logarithm.
 */
export function getTickAtSqrtRatio(sqrtRatioX96: bigint): number {
  if (!isValidSqrtRatio(sqrtRatioX96)) {
    throw new RangeError('sqrtRatioX96 must be at least MIN_SQRT_RATIO and below MAX_SQRT_RATIO');
  }
  const sqrtRatioX128 = sqrtRatioX96 << 32n;
  const msb = bitLength(sqrtRatioX128) - 1;
  let r = msb >= 128 ? sqrtRatioX128 >> BigInt(msb - 127) : sqrtRatioX128 << BigInt(127 - msb);
  let log2 = BigInt(msb - 128) << 64n;
  for (let i = 0; i < 14; i++) {
    r = (r * r) >> 127n;
    const f = r >> 128n;
    log2 |= f << BigInt(63 - i);
    r >>= f;
  }
  const logSqrt10001 = log2 * 255738958999603826347141n;
  const tickLow = Number((logSqrt10001 - 3402992956809132418596140100660247210n) >> 128n);
  const tickHigh = Number((logSqrt10001 + 291339464771989622907027621153398088495n) >> 128n);
  if (tickLow === tickHigh) {
    return tickLow;
  }
  return getSqrtRatioAtTick(tickHigh) <= sqrtRatioX96 ? tickHigh : tickLow;
}

/**
 * The usable tick nearest to `tick` for a tick spacing: ties round up, as
 * the SDK's Math.round does, and the result stays within the tick bounds.
 */
export function nearestUsableTick(tick: number, tickSpacing: number): number {
  if (!isValidTick(tick)) {
    throw new RangeError(`tick must be an integer from ${V3.minTick} to ${V3.maxTick}`);
  }
  if (!Number.isInteger(tickSpacing) || tickSpacing <= 0) {
    throw new RangeError('the tick spacing must be a positive integer');
  }
  // Integer floor((2·tick + spacing) / (2·spacing)) is Math.round(tick / spacing) without floats.
  const rounded = Math.floor((2 * tick + tickSpacing) / (2 * tickSpacing)) * tickSpacing;
  if (rounded < V3.minTick) {
    return rounded + tickSpacing;
  }
  if (rounded > V3.maxTick) {
    return rounded - tickSpacing;
  }
  return rounded === 0 ? 0 : rounded;
}

/** The raw price a square-root price stands for: (sqrtPriceX96 / 2^96)². */
export function sqrtRatioToRawPrice(sqrtRatioX96: bigint): Fraction {
  return {numerator: sqrtRatioX96 * sqrtRatioX96, denominator: Q192};
}

/**
 * The greatest tick whose price is at most the raw price `numerator /
 * denominator` (the SDK's priceToClosestTick for token0 → token1). The floored
 * square root can land one tick low, so the next tick's exact price decides.
 */
export function priceToClosestTick({numerator, denominator}: Fraction): number {
  let tick = getTickAtSqrtRatio(encodeSqrtRatioX96(numerator, denominator));
  if (tick < V3.maxTick) {
    const next = getSqrtRatioAtTick(tick + 1);
    if (numerator * Q192 >= next * next * denominator) {
      tick += 1;
    }
  }
  return tick;
}

function sortedRatios(sqrtRatioAX96: bigint, sqrtRatioBX96: bigint): [bigint, bigint] {
  return sqrtRatioAX96 > sqrtRatioBX96
    ? [sqrtRatioBX96, sqrtRatioAX96]
    : [sqrtRatioAX96, sqrtRatioBX96];
}

/** SqrtPriceMath.getAmount0Delta: L · (√B − √A) / (√A · √B) in token0 base units. */
export function getAmount0Delta(
  sqrtRatioAX96: bigint,
  sqrtRatioBX96: bigint,
  liquidity: bigint,
  roundUp: boolean,
): bigint {
  const [sqrtA, sqrtB] = sortedRatios(sqrtRatioAX96, sqrtRatioBX96);
  const numerator1 = liquidity << 96n;
  const numerator2 = sqrtB - sqrtA;
  return roundUp
    ? mulDivRoundingUp(mulDivRoundingUp(numerator1, numerator2, sqrtB), 1n, sqrtA)
    : mulDiv(numerator1, numerator2, sqrtB) / sqrtA;
}

/** SqrtPriceMath.getAmount1Delta: L · (√B − √A) in token1 base units. */
export function getAmount1Delta(
  sqrtRatioAX96: bigint,
  sqrtRatioBX96: bigint,
  liquidity: bigint,
  roundUp: boolean,
): bigint {
  const [sqrtA, sqrtB] = sortedRatios(sqrtRatioAX96, sqrtRatioBX96);
  return roundUp
    ? mulDivRoundingUp(liquidity, sqrtB - sqrtA, Q96)
    : mulDiv(liquidity, sqrtB - sqrtA, Q96);
}

/**
 * Liquidity that `amount0` buys between two square-root prices. `precise`
 * divides once at the end (the SDK's useFullPrecision); otherwise the
 * periphery's LiquidityAmounts.getLiquidityForAmount0, which rounds √A·√B / 2^96 first.
 */
function maxLiquidityForAmount0(
  sqrtRatioAX96: bigint,
  sqrtRatioBX96: bigint,
  amount0: bigint,
  precise = true,
): bigint {
  const [sqrtA, sqrtB] = sortedRatios(sqrtRatioAX96, sqrtRatioBX96);
  if (precise) {
    return (amount0 * sqrtA * sqrtB) / (Q96 * (sqrtB - sqrtA));
  }
  return (amount0 * ((sqrtA * sqrtB) / Q96)) / (sqrtB - sqrtA);
}

/** Liquidity that `amount1` buys between two square-root prices. */
function maxLiquidityForAmount1(
  sqrtRatioAX96: bigint,
  sqrtRatioBX96: bigint,
  amount1: bigint,
): bigint {
  const [sqrtA, sqrtB] = sortedRatios(sqrtRatioAX96, sqrtRatioBX96);
  return (amount1 * Q96) / (sqrtB - sqrtA);
}

/**
 * The largest liquidity both amounts pay for at the current price: below the
 * range only token0 counts, above it only token1, inside it the scarcer side.
 */
export function maxLiquidityForAmounts(
  sqrtRatioCurrentX96: bigint,
  sqrtRatioAX96: bigint,
  sqrtRatioBX96: bigint,
  amount0: bigint,
  amount1: bigint,
  useFullPrecision: boolean,
): bigint {
  const [sqrtA, sqrtB] = sortedRatios(sqrtRatioAX96, sqrtRatioBX96);
  if (sqrtRatioCurrentX96 <= sqrtA) {
    return maxLiquidityForAmount0(sqrtA, sqrtB, amount0, useFullPrecision);
  }
  if (sqrtRatioCurrentX96 < sqrtB) {
    const liquidity0 = maxLiquidityForAmount0(
      sqrtRatioCurrentX96,
      sqrtB,
      amount0,
      useFullPrecision,
    );
    const liquidity1 = maxLiquidityForAmount1(sqrtA, sqrtRatioCurrentX96, amount1);
    return liquidity0 < liquidity1 ? liquidity0 : liquidity1;
  }
  return maxLiquidityForAmount1(sqrtA, sqrtB, amount1);
}

export interface TokenAmounts {
  amount0: bigint;
  amount1: bigint;
}

/**
 * The tokens a position of `liquidity` on [tickLower, tickUpper) holds at the
 * current price. Rounded up, it is what minting that liquidity costs (the
 * SDK's Position.mintAmounts); rounded down, what burning it returns.
 */
export function positionAmounts(
  sqrtRatioCurrentX96: bigint,
  tickLower: number,
  tickUpper: number,
  liquidity: bigint,
  roundUp: boolean,
): TokenAmounts {
  const tickCurrent = getTickAtSqrtRatio(sqrtRatioCurrentX96);
  const sqrtLower = getSqrtRatioAtTick(tickLower);
  const sqrtUpper = getSqrtRatioAtTick(tickUpper);
  if (tickCurrent < tickLower) {
    return {amount0: getAmount0Delta(sqrtLower, sqrtUpper, liquidity, roundUp), amount1: 0n};
  }
  if (tickCurrent < tickUpper) {
    return {
      amount0: getAmount0Delta(sqrtRatioCurrentX96, sqrtUpper, liquidity, roundUp),
      amount1: getAmount1Delta(sqrtLower, sqrtRatioCurrentX96, liquidity, roundUp),
    };
  }
  return {amount0: 0n, amount1: getAmount1Delta(sqrtLower, sqrtUpper, liquidity, roundUp)};
}
