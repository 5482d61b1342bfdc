/**
 * Reading numbers typed into the calculators, and writing exact amounts back.
 * Input is parsed to integers (base units, fractions) rather than to floats,
 * so an amount of 0.1 USDC is exactly 100000 base units, as a wallet sends it.
 */

import type {Fraction} from './ammExact';

/** Why a typed value cannot be used; the UI turns each kind into a sentence. */
export type InputProblem =
  | {kind: 'empty'}
  | {kind: 'notNumber'}
  | {kind: 'negative'}
  | {kind: 'zero'}
  | {kind: 'notInteger'}
  | {kind: 'tooManyDecimals'; maxDecimals: number}
  /** `max` is a plain decimal amount, shown with the locale's grouping. */
  | {kind: 'tooLarge'; max: string}
  /** Integer bounds (ticks, decimals, sqrtPriceX96), shown as they are, like code values. */
  | {kind: 'outOfRange'; min: string; max: string}
  /** Approximate bounds of a price, shown as display numbers. */
  | {kind: 'priceOutOfRange'; min: number; max: number};

export type Parsed<T> = {ok: true; value: T} | {ok: false; problem: InputProblem};

interface DecimalText {
  negative: boolean;
  integer: string;
  /** Fraction digits without trailing zeros: "1.50" has fraction "5". */
  fraction: string;
}

// Digits with an optional decimal point; commas only as thousands separators (1,000.5).
const DECIMAL = /^([+-])?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

function readDecimal(text: string): DecimalText | 'empty' | 'notNumber' {
  // NFKC turns full-width digits and points (１２．５), which Chinese input methods type, into ASCII.
  const normal = text
    .normalize('NFKC')
    .trim()
    .replace(/\u2212/g, '-');
  if (normal === '') {
    return 'empty';
  }
  const match = DECIMAL.exec(normal);
  const integer = (match?.[2] ?? '').replace(/,/g, '');
  const fraction = match?.[3] ?? '';
  if (!match || (integer === '' && fraction === '')) {
    return 'notNumber';
  }
  return {
    negative: match[1] === '-',
    integer: integer.replace(/^0+(?=\d)/, '') || '0',
    fraction: fraction.replace(/0+$/, ''),
  };
}

function fail<T>(problem: InputProblem): Parsed<T> {
  return {ok: false, problem};
}

function isZero({integer, fraction}: DecimalText): boolean {
  return /^0*$/.test(integer) && fraction === '';
}

/**
 * A positive decimal as a fraction digits / 10^scale, with at most
 * `maxDecimals` fraction digits and, when given, at most `max`.
 */
export function parsePositiveDecimal(
  text: string,
  {maxDecimals, max}: {maxDecimals: number; max?: bigint},
): Parsed<Fraction> {
  const read = readDecimal(text);
  if (read === 'empty' || read === 'notNumber') {
    return fail({kind: read});
  }
  if (isZero(read)) {
    return fail({kind: 'zero'});
  }
  if (read.negative) {
    return fail({kind: 'negative'});
  }
  if (read.fraction.length > maxDecimals) {
    return fail({kind: 'tooManyDecimals', maxDecimals});
  }
  const value: Fraction = {
    numerator: BigInt(read.integer + read.fraction),
    denominator: 10n ** BigInt(read.fraction.length),
  };
  if (max !== undefined && value.numerator > max * value.denominator) {
    return fail({kind: 'tooLarge', max: max.toString()});
  }
  return {ok: true, value};
}

/**
 * A positive token amount in base units: at most `decimals` fraction digits,
 * the token's own precision, and at most `maxUnits` base units when given.
 */
export function parseTokenAmount(
  text: string,
  decimals: number,
  maxUnits?: bigint,
): Parsed<bigint> {
  const parsed = parsePositiveDecimal(text, {maxDecimals: decimals});
  if (!parsed.ok) {
    return parsed;
  }
  const {numerator, denominator} = parsed.value;
  const units = (numerator * 10n ** BigInt(decimals)) / denominator;
  if (maxUnits !== undefined && units > maxUnits) {
    return fail({kind: 'tooLarge', max: formatUnits(maxUnits, decimals)});
  }
  return {ok: true, value: units};
}

/** A whole number, possibly negative, from `min` to `max`. */
export function parseInteger(text: string, min: bigint, max: bigint): Parsed<bigint> {
  const read = readDecimal(text);
  if (read === 'empty' || read === 'notNumber') {
    return fail({kind: read});
  }
  if (read.fraction !== '') {
    return fail({kind: 'notInteger'});
  }
  const value = BigInt(read.integer) * (read.negative ? -1n : 1n);
  if (value < min || value > max) {
    return fail({kind: 'outOfRange', min: min.toString(), max: max.toString()});
  }
  return {ok: true, value};
}

/** Base units as a plain decimal string with trailing zeros removed: 1974316068, 6 → "1974.316068". */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}

/** A non-negative fraction as a plain decimal string, rounded down to `maxDecimals` digits. */
export function formatFraction({numerator, denominator}: Fraction, maxDecimals: number): string {
  const scale = 10n ** BigInt(maxDecimals);
  return formatUnits((numerator * scale) / denominator, maxDecimals);
}

/** Scientific or grouped notation for a display number; never NaN or Infinity on screen. */
export function formatNumber(
  value: number,
  locale: string,
  {significantDigits = 6}: {significantDigits?: number} = {},
): string {
  if (!Number.isFinite(value)) {
    return '—';
  }
  const magnitude = Math.abs(value);
  const scientific = magnitude !== 0 && (magnitude >= 1e15 || magnitude < 1e-6);
  return new Intl.NumberFormat(locale, {
    maximumSignificantDigits: significantDigits,
    notation: scientific ? 'scientific' : 'standard',
  }).format(value);
}

/**
 * A fraction (0.0128) as a percentage with fixed decimals in the site's style,
 * the number and the sign apart ("1.28 %"), in the reader's locale. The space
 * is a no-break space, so the sign never starts a line on its own.
 */
export function formatPercent(value: number, locale: string, decimals = 2): string {
  if (!Number.isFinite(value)) {
    return '—';
  }
  // A float residue such as −1e-17 would otherwise show as "-0.00 %".
  const shown = Math.abs(value) < 0.5 / 10 ** (decimals + 2) ? 0 : value;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(shown * 100);
  return `${number}\u00a0%`;
}

/** The significant digits a token amount is shown with; the exact amount stays one hover away. */
const AMOUNT_SIGNIFICANT_DIGITS = 6;

/**
 * A plain decimal string rounded half away from zero to `significantDigits`,
 * with every digit of the integer part kept (2,117.87, not 2,120) and trailing
 * zeros of the fraction dropped: "2.117870222696681486" → "2.11787".
 */
export function roundDecimal(plain: string, significantDigits = AMOUNT_SIGNIFICANT_DIGITS): string {
  const negative = plain.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const integerDigits = integer.replace(/^0+/, '').length;
  const leadingZeros = integerDigits > 0 ? 0 : (/^0*/.exec(fraction)?.[0].length ?? 0);
  const kept = Math.min(
    fraction.length,
    integerDigits > 0
      ? Math.max(0, significantDigits - integerDigits)
      : leadingZeros + significantDigits,
  );
  const scaled = BigInt(`${integer}${fraction}` || '0');
  const divisor = 10n ** BigInt(fraction.length - kept);
  const rounded = (scaled + divisor / 2n) / divisor;
  const text = formatUnits(rounded, kept);
  return negative && rounded !== 0n ? `-${text}` : text;
}

/** A token amount for reading: rounded and grouped, with its exact value beside it. */
export interface ShownAmount {
  /** Rounded to AMOUNT_SIGNIFICANT_DIGITS, with the locale's separators. */
  shown: string;
  /** Every digit, with the locale's separators. */
  exact: string;
  /** Whether rounding changed the value, so the amount is shown as approximate. */
  approximate: boolean;
}

/** A plain decimal amount ("0.999999999999998276") as the calculators show it. */
export function formatAmount(plain: string, locale: string): ShownAmount {
  const rounded = roundDecimal(plain);
  return {
    shown: localizeDecimal(rounded, locale),
    exact: localizeDecimal(plain, locale),
    approximate: rounded !== plain,
  };
}

/**
 * An exact plain decimal string ("1974.316068") with the locale's grouping and
 * decimal separator. The integer part goes through Intl as a BigInt, so no
 * digit is lost to floating point however long the number is.
 */
export function localizeDecimal(plain: string, locale: string): string {
  const negative = plain.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const format = new Intl.NumberFormat(locale);
  const decimalSeparator =
    format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const grouped = format.format(BigInt(integer));
  return `${negative ? '-' : ''}${grouped}${fraction ? decimalSeparator + fraction : ''}`;
}
