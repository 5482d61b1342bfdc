/**
 * The calculators' logic without React: typed text in, either problems (per
 * field or for the inputs together) or results out. The components only
 * translate problems and format results, so the unit and browser tests can
 * check the numbers a reader sees against this module.
 */

import {fullRangeVersusHolding, rangeVersusHolding, type PositionVersusHolding} from './amm';
import {
  encodeSqrtRatioX96,
  fractionToNumber,
  getAmount0Delta,
  getAmount1Delta,
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  isValidSqrtRatio,
  maxLiquidityForAmounts,
  nearestUsableTick,
  positionAmounts,
  priceToClosestTick,
  quoteV2Swap,
  sqrtRatioToRawPrice,
  type Fraction,
  type TokenAmounts,
} from './ammExact';
import {
  parseInteger,
  parsePositiveDecimal,
  parseTokenAmount,
  type InputProblem,
  type Parsed,
} from './numberInput';
import {feeTier, V2, V3} from './protocol';

export interface Token {
  symbol: string;
  decimals: number;
}

/** The pair the pages' examples use: token0 is WETH (18 decimals), token1 USDC (6 decimals). */
export const DEFAULT_TOKENS: readonly [Token, Token] = [
  {symbol: 'ETH', decimals: 18},
  {symbol: 'USDC', decimals: 6},
];

/**
 * Results, or what is wrong: problems of single fields, or a `problem` of the
 * inputs taken together (a range whose upper price is not above its lower one).
 */
export type Outcome<Field extends string, Result, Problem = never> =
  | {ok: true; result: Result}
  | {ok: false; fields: Partial<Record<Field, InputProblem>>; problem?: Problem};

/** Prices typed into the calculators: at most 18 decimals and at most 10^15. */
const PRICE_LIMITS = {maxDecimals: 18, max: 10n ** 15n};
/** Deposits are capped where a position's amounts owed (uint128) could no longer hold them. */
const MAX_UINT128 = (1n << 128n) - 1n;
const MAX_UINT256 = (1n << 256n) - 1n;

function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** A price in whole tokens (token1 per token0) in base units of the two tokens. */
function rawPrice(price: Fraction, decimals0: number, decimals1: number): Fraction {
  return {
    numerator: price.numerator * pow10(decimals1),
    denominator: price.denominator * pow10(decimals0),
  };
}

/** A raw price (base units) in whole tokens, as a display number. */
function wholeTokenPrice(raw: Fraction, decimals0: number, decimals1: number): number {
  return fractionToNumber({
    numerator: raw.numerator * pow10(decimals0),
    denominator: raw.denominator * pow10(decimals1),
  });
}

/** The lowest and highest whole-token prices a pool can hold for these decimals. */
export function priceBounds(decimals0: number, decimals1: number): {min: number; max: number} {
  return {
    min: wholeTokenPrice(sqrtRatioToRawPrice(V3.minSqrtRatio), decimals0, decimals1),
    max: wholeTokenPrice(sqrtRatioToRawPrice(V3.maxSqrtRatio - 1n), decimals0, decimals1),
  };
}

function collect<Field extends string>(
  parsed: Partial<Record<Field, Parsed<unknown>>>,
): Partial<Record<Field, InputProblem>> {
  const problems: Partial<Record<Field, InputProblem>> = {};
  for (const [field, value] of Object.entries(parsed) as [Field, Parsed<unknown> | undefined][]) {
    if (value && !value.ok) {
      problems[field] = value.problem;
    }
  }
  return problems;
}

function tickSpacingOf(fee: number): number {
  const tier = feeTier(fee);
  if (!tier) {
    throw new RangeError(`${fee} is not an Oxbow v3 fee tier`);
  }
  return tier.tickSpacing;
}

// ---------------------------------------------------------------------------
// v2 swap
// ---------------------------------------------------------------------------

export type V2SwapField = 'reserve0' | 'reserve1' | 'amountIn';

export interface V2SwapInput {
  tokens: readonly [Token, Token];
  reserve0: string;
  reserve1: string;
  /** Which token the trader sells. */
  sell: 0 | 1;
  amountIn: string;
}

export interface V2SwapResult {
  tokenIn: Token;
  tokenOut: Token;
  amountIn: bigint;
  /** getAmountOut in base units of tokenOut. */
  amountOut: bigint;
  /** The 0.30 % fee in whole tokenIn, exact: it can be a fraction of a base unit. */
  fee: Fraction;
  /** Fraction digits that write `fee` exactly: the token's decimals plus those of 1/1000. */
  feeDecimals: number;
  /** Fraction, fee included, as the SDK reports it. */
  priceImpact: number;
  /** Token1 per token0, whichever way the swap goes. */
  executionPrice: number;
  midPrice: number;
}

export type V2SwapProblem = {kind: 'outputRoundsToZero'};

export function calculateV2Swap(
  input: V2SwapInput,
): Outcome<V2SwapField, V2SwapResult, V2SwapProblem> {
  const [token0, token1] = input.tokens;
  const reserves = {
    reserve0: parseTokenAmount(input.reserve0, token0.decimals, V2.maxReserve),
    reserve1: parseTokenAmount(input.reserve1, token1.decimals, V2.maxReserve),
  };
  const [tokenIn, tokenOut] = input.sell === 0 ? [token0, token1] : [token1, token0];
  const reserveInParsed = input.sell === 0 ? reserves.reserve0 : reserves.reserve1;
  // The pair stores its balance after the swap as a uint112 reserve.
  const roomIn = reserveInParsed.ok ? V2.maxReserve - reserveInParsed.value : V2.maxReserve;
  const amountIn = parseTokenAmount(input.amountIn, tokenIn.decimals, roomIn);
  if (!reserves.reserve0.ok || !reserves.reserve1.ok || !amountIn.ok) {
    return {ok: false, fields: collect({...reserves, amountIn})};
  }
  const reserve0 = reserves.reserve0.value;
  const reserve1 = reserves.reserve1.value;
  const [reserveIn, reserveOut] = input.sell === 0 ? [reserve0, reserve1] : [reserve1, reserve0];
  const quote = quoteV2Swap(amountIn.value, reserveIn, reserveOut);
  if (quote.amountOut === 0n) {
    return {ok: false, fields: {}, problem: {kind: 'outputRoundsToZero'}};
  }
  const [amount0, amount1] =
    input.sell === 0 ? [amountIn.value, quote.amountOut] : [quote.amountOut, amountIn.value];
  const scale0 = pow10(token0.decimals);
  const scale1 = pow10(token1.decimals);
  return {
    ok: true,
    result: {
      tokenIn,
      tokenOut,
      amountIn: amountIn.value,
      amountOut: quote.amountOut,
      fee: {
        numerator: quote.fee.numerator,
        denominator: quote.fee.denominator * pow10(tokenIn.decimals),
      },
      feeDecimals: tokenIn.decimals + String(V2.feeDenominator).length - 1,
      priceImpact: fractionToNumber(quote.priceImpact),
      executionPrice: fractionToNumber({
        numerator: amount1 * scale0,
        denominator: amount0 * scale1,
      }),
      midPrice: fractionToNumber({numerator: reserve1 * scale0, denominator: reserve0 * scale1}),
    },
  };
}

// ---------------------------------------------------------------------------
// Impermanent loss
// ---------------------------------------------------------------------------

export type ImpermanentLossField = 'entryPrice' | 'newPrice' | 'lower' | 'upper' | 'deposit';

export interface ImpermanentLossInput {
  tokens: readonly [Token, Token];
  entryPrice: string;
  newPrice: string;
  lower: string;
  upper: string;
  /** Value deposited, in token1. */
  deposit: string;
}

export type RangeState = 'below' | 'inside' | 'above';

export interface ImpermanentLossResult {
  /** newPrice / entryPrice. */
  priceRatio: number;
  /** The deposit, split as each position takes it at the entry price. */
  fullRange: PositionVersusHolding;
  range: PositionVersusHolding;
  /** Where the new price lies relative to the range. */
  rangeState: RangeState;
}

export type RangeOrderProblem = {kind: 'upperNotAboveLower'};

export function calculateImpermanentLoss(
  input: ImpermanentLossInput,
): Outcome<ImpermanentLossField, ImpermanentLossResult, RangeOrderProblem> {
  const token1 = input.tokens[1];
  const parsed = {
    entryPrice: parsePositiveDecimal(input.entryPrice, PRICE_LIMITS),
    newPrice: parsePositiveDecimal(input.newPrice, PRICE_LIMITS),
    lower: parsePositiveDecimal(input.lower, PRICE_LIMITS),
    upper: parsePositiveDecimal(input.upper, PRICE_LIMITS),
    deposit: parseTokenAmount(
      input.deposit,
      token1.decimals,
      PRICE_LIMITS.max * pow10(token1.decimals),
    ),
  };
  const {entryPrice, newPrice, lower, upper, deposit} = parsed;
  if (!entryPrice.ok || !newPrice.ok || !lower.ok || !upper.ok || !deposit.ok) {
    return {ok: false, fields: collect(parsed)};
  }
  if (
    upper.value.numerator * lower.value.denominator <=
    lower.value.numerator * upper.value.denominator
  ) {
    return {ok: false, fields: {}, problem: {kind: 'upperNotAboveLower'}};
  }
  const entry = fractionToNumber(entryPrice.value);
  const now = fractionToNumber(newPrice.value);
  const priceLower = fractionToNumber(lower.value);
  const priceUpper = fractionToNumber(upper.value);
  const depositValue = fractionToNumber({
    numerator: deposit.value,
    denominator: pow10(token1.decimals),
  });
  return {
    ok: true,
    result: {
      priceRatio: now / entry,
      fullRange: fullRangeVersusHolding(entry, now, depositValue),
      range: rangeVersusHolding(entry, now, priceLower, priceUpper, depositValue),
      rangeState: now <= priceLower ? 'below' : now >= priceUpper ? 'above' : 'inside',
    },
  };
}

// ---------------------------------------------------------------------------
// v3 tick ↔ price ↔ sqrtPriceX96
// ---------------------------------------------------------------------------

export type TickSource = 'price' | 'tick' | 'sqrtPriceX96';
export type TickField = 'decimals0' | 'decimals1' | 'value';

export interface TickInput {
  decimals0: string;
  decimals1: string;
  /** A v3 fee tier in hundredths of a basis point. */
  fee: number;
  from: TickSource;
  value: string;
}

export interface TickResult {
  /** The price the input stands for, token1 per token0 in whole tokens. */
  price: number;
  /** Token0 per token1. */
  inversePrice: number;
  /** The price in base units, as the pool sees it. */
  rawPrice: number;
  sqrtPriceX96: bigint;
  /** The greatest tick whose price is at most the input's price (the pool's current tick). */
  tick: number;
  tickPrice: number;
  tickSpacing: number;
  usableTick: number;
  usableTickPrice: number;
}

/** Token decimals are a uint8 in ERC-20. */
const DECIMALS_RANGE = [0n, 255n] as const;
/** The tick converter accepts the tiny prices of tokens with very different decimals. */
const TICK_PRICE_DECIMALS = 40;

export function calculateTick(input: TickInput): Outcome<TickField, TickResult> {
  const tickSpacing = tickSpacingOf(input.fee);
  const decimals = {
    decimals0: parseInteger(input.decimals0, ...DECIMALS_RANGE),
    decimals1: parseInteger(input.decimals1, ...DECIMALS_RANGE),
  };
  if (!decimals.decimals0.ok || !decimals.decimals1.ok) {
    return {ok: false, fields: collect(decimals)};
  }
  const decimals0 = Number(decimals.decimals0.value);
  const decimals1 = Number(decimals.decimals1.value);
  const toWhole = (raw: Fraction): number => wholeTokenPrice(raw, decimals0, decimals1);

  let sqrtPriceX96: bigint;
  let tick: number;
  let raw: Fraction;
  if (input.from === 'price') {
    const parsed = parsePositiveDecimal(input.value, {maxDecimals: TICK_PRICE_DECIMALS});
    if (!parsed.ok) {
      return {ok: false, fields: {value: parsed.problem}};
    }
    raw = rawPrice(parsed.value, decimals0, decimals1);
    sqrtPriceX96 = encodeSqrtRatioX96(raw.numerator, raw.denominator);
    if (!isValidSqrtRatio(sqrtPriceX96)) {
      const bounds = priceBounds(decimals0, decimals1);
      return {ok: false, fields: {value: {kind: 'priceOutOfRange', ...bounds}}};
    }
    tick = priceToClosestTick(raw);
  } else if (input.from === 'tick') {
    const parsed = parseInteger(input.value, BigInt(V3.minTick), BigInt(V3.maxTick));
    if (!parsed.ok) {
      return {ok: false, fields: {value: parsed.problem}};
    }
    tick = Number(parsed.value);
    sqrtPriceX96 = getSqrtRatioAtTick(tick);
    raw = sqrtRatioToRawPrice(sqrtPriceX96);
  } else {
    const parsed = parseInteger(input.value, V3.minSqrtRatio, V3.maxSqrtRatio - 1n);
    if (!parsed.ok) {
      return {ok: false, fields: {value: parsed.problem}};
    }
    sqrtPriceX96 = parsed.value;
    tick = getTickAtSqrtRatio(sqrtPriceX96);
    raw = sqrtRatioToRawPrice(sqrtPriceX96);
  }
  const usableTick = nearestUsableTick(tick, tickSpacing);
  const price = toWhole(raw);
  return {
    ok: true,
    result: {
      price,
      inversePrice: 1 / price,
      rawPrice: fractionToNumber(raw),
      sqrtPriceX96,
      tick,
      tickPrice: toWhole(sqrtRatioToRawPrice(getSqrtRatioAtTick(tick))),
      tickSpacing,
      usableTick,
      usableTickPrice: toWhole(sqrtRatioToRawPrice(getSqrtRatioAtTick(usableTick))),
    },
  };
}

// ---------------------------------------------------------------------------
// v3 range liquidity
// ---------------------------------------------------------------------------

export type RangeLiquidityField = 'price' | 'lower' | 'upper' | 'amount';

export interface RangeLiquidityInput {
  tokens: readonly [Token, Token];
  fee: number;
  /** Current price, lower and upper bound: token1 per token0 in whole tokens. */
  price: string;
  lower: string;
  upper: string;
  /** Which token `amount` is of. */
  amountToken: 0 | 1;
  amount: string;
}

export interface RangeLiquidityResult {
  tickSpacing: number;
  sqrtPriceX96: bigint;
  tickCurrent: number;
  tickLower: number;
  tickUpper: number;
  /** Prices of the usable ticks, whole tokens. */
  priceLower: number;
  priceUpper: number;
  state: RangeState;
  liquidity: bigint;
  /** L with the decimals taken out, as the pages quote it (423.61 for 1 ETH in 1,600–2,500). */
  liquidityInWholeTokens: number;
  /** What minting this liquidity takes now, rounded up (Position.mintAmounts). */
  deposit: TokenAmounts;
  /** All token0 the position holds at or below the lower price, rounded down. */
  belowRange: bigint;
  /** All token1 the position holds at or above the upper price, rounded down. */
  aboveRange: bigint;
}

/** A whole-token price as a valid square-root price, or the reason it is none. */
function parsePoolPrice(
  text: string,
  token0: Token,
  token1: Token,
): Parsed<{price: Fraction; raw: Fraction; sqrtPriceX96: bigint}> {
  const parsed = parsePositiveDecimal(text, PRICE_LIMITS);
  if (!parsed.ok) {
    return parsed;
  }
  const raw = rawPrice(parsed.value, token0.decimals, token1.decimals);
  const sqrtPriceX96 = encodeSqrtRatioX96(raw.numerator, raw.denominator);
  if (!isValidSqrtRatio(sqrtPriceX96)) {
    return {
      ok: false,
      problem: {kind: 'priceOutOfRange', ...priceBounds(token0.decimals, token1.decimals)},
    };
  }
  return {ok: true, value: {price: parsed.value, raw, sqrtPriceX96}};
}

export type RangeLiquidityProblem =
  | RangeOrderProblem
  | {kind: 'rangeTooNarrow'; tickSpacing: number}
  /** The range lies wholly on one side of the price, so it takes only this token. */
  | {kind: 'needsToken'; token: 0 | 1}
  | {kind: 'liquidityRoundsToZero'}
  | {kind: 'liquidityTooLarge'};

export function calculateRangeLiquidity(
  input: RangeLiquidityInput,
): Outcome<RangeLiquidityField, RangeLiquidityResult, RangeLiquidityProblem> {
  const [token0, token1] = input.tokens;
  const tickSpacing = tickSpacingOf(input.fee);
  const amountToken = input.tokens[input.amountToken];
  const parsed = {
    price: parsePoolPrice(input.price, token0, token1),
    lower: parsePoolPrice(input.lower, token0, token1),
    upper: parsePoolPrice(input.upper, token0, token1),
    amount: parseTokenAmount(input.amount, amountToken.decimals, MAX_UINT128),
  };
  const {price, lower, upper, amount} = parsed;
  if (!price.ok || !lower.ok || !upper.ok || !amount.ok) {
    return {ok: false, fields: collect(parsed)};
  }
  const bounds = {lower: lower.value.price, upper: upper.value.price};
  if (
    bounds.upper.numerator * bounds.lower.denominator <=
    bounds.lower.numerator * bounds.upper.denominator
  ) {
    return {ok: false, fields: {}, problem: {kind: 'upperNotAboveLower'}};
  }
  // As the SDK guide does: the tick at or below each price, then the nearest multiple of the spacing.
  const tickLower = nearestUsableTick(priceToClosestTick(lower.value.raw), tickSpacing);
  const tickUpper = nearestUsableTick(priceToClosestTick(upper.value.raw), tickSpacing);
  if (tickLower >= tickUpper) {
    return {ok: false, fields: {}, problem: {kind: 'rangeTooNarrow', tickSpacing}};
  }
  const sqrtPriceX96 = price.value.sqrtPriceX96;
  const sqrtLower = getSqrtRatioAtTick(tickLower);
  const sqrtUpper = getSqrtRatioAtTick(tickUpper);
  if (input.amountToken === 0 && sqrtPriceX96 >= sqrtUpper) {
    return {ok: false, fields: {}, problem: {kind: 'needsToken', token: 1}};
  }
  if (input.amountToken === 1 && sqrtPriceX96 <= sqrtLower) {
    return {ok: false, fields: {}, problem: {kind: 'needsToken', token: 0}};
  }
  // Position.fromAmount0 / fromAmount1: the other side unlimited, full precision.
  const liquidity =
    input.amountToken === 0
      ? maxLiquidityForAmounts(sqrtPriceX96, sqrtLower, sqrtUpper, amount.value, MAX_UINT256, true)
      : maxLiquidityForAmounts(sqrtPriceX96, sqrtLower, sqrtUpper, MAX_UINT256, amount.value, true);
  if (liquidity === 0n) {
    return {ok: false, fields: {}, problem: {kind: 'liquidityRoundsToZero'}};
  }
  if (liquidity > V3.maxLiquidity) {
    return {ok: false, fields: {}, problem: {kind: 'liquidityTooLarge'}};
  }
  const tickCurrent = getTickAtSqrtRatio(sqrtPriceX96);
  const decimalsSum = token0.decimals + token1.decimals;
  const wholeTokenUnits =
    fractionToNumber({numerator: liquidity, denominator: pow10(Math.floor(decimalsSum / 2))}) /
    (decimalsSum % 2 === 0 ? 1 : Math.sqrt(10));
  const toWhole = (tick: number): number =>
    wholeTokenPrice(
      sqrtRatioToRawPrice(getSqrtRatioAtTick(tick)),
      token0.decimals,
      token1.decimals,
    );
  return {
    ok: true,
    result: {
      tickSpacing,
      sqrtPriceX96,
      tickCurrent,
      tickLower,
      tickUpper,
      priceLower: toWhole(tickLower),
      priceUpper: toWhole(tickUpper),
      state: tickCurrent < tickLower ? 'below' : tickCurrent < tickUpper ? 'inside' : 'above',
      liquidity,
      liquidityInWholeTokens: wholeTokenUnits,
      deposit: positionAmounts(sqrtPriceX96, tickLower, tickUpper, liquidity, true),
      belowRange: getAmount0Delta(sqrtLower, sqrtUpper, liquidity, false),
      aboveRange: getAmount1Delta(sqrtLower, sqrtUpper, liquidity, false),
    },
  };
}
