import {useCallback, useId, useMemo, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  formatAmount,
  formatNumber,
  formatPercent,
  formatUnits,
  localizeDecimal,
  type InputProblem,
  type ShownAmount,
} from '@site/src/lib/numberInput';
import {feePercent, V3} from '@site/src/lib/protocol';
import styles from './styles.module.css';

interface CalculatorProps {
  title: string;
  /** The inputs: TextField and SelectField elements. */
  children: ReactNode;
  /** Results, or the reason there are none; announced politely as they change. */
  results: ReactNode;
  /** A short remark on how the numbers are computed, outside the live region. */
  footnote?: ReactNode;
}

/**
 * The frame shared by the calculators. Results are computed during render, so
 * the server-rendered page already shows them for the default inputs and
 * reads sensibly without JavaScript. The interactive part stays out of the
 * search index, which should find the explanations, not the form labels.
 */
export default function Calculator({
  title,
  children,
  results,
  footnote,
}: CalculatorProps): ReactNode {
  const titleId = `${useId()}-title`;
  return (
    <section className={styles.calculator} aria-labelledby={titleId} data-pagefind-ignore="all">
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <div className={styles.fields}>{children}</div>
      <div className={styles.results} aria-live="polite">
        {results}
      </div>
      {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
    </section>
  );
}

/**
 * A calculator's inputs as the reader typed them, and a function that changes some of them. The
 * results are computed from them while rendering, never stored.
 */
export function useFields<Fields extends object>(
  initial: Fields,
): [Fields, (change: Partial<Fields>) => void] {
  const [fields, setFields] = useState(initial);
  const update = useCallback((change: Partial<Fields>) => {
    setFields((current) => ({...current, ...change}));
  }, []);
  return [fields, update];
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value, if anything; told to the reader in their language. */
  problem?: InputProblem;
  /** The token the value is an amount of, named in the problem's message. */
  token?: {symbol: string};
  /** Hints the on-screen keyboard; ticks need a minus sign, which "decimal" keyboards lack. */
  inputMode?: 'decimal' | 'numeric' | 'text';
}

/**
 * A labelled text input. Type "text" rather than "number": a number input
 * hands the page an empty string for anything it cannot parse, so the reader
 * could not be told what is wrong with "1,5" or "１２".
 */
export function TextField({
  label,
  value,
  onChange,
  problem,
  token,
  inputMode = 'decimal',
}: TextFieldProps): ReactNode {
  const id = useId();
  const format = useFormatters();
  const message = problem && problemMessage(problem, format, token);
  const messageId = `${id}-message`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        // The longest valid entry (a uint128 amount with 18 decimals) has under 70 characters;
        // the cap keeps a stray paste from making the exact arithmetic crawl.
        maxLength={100}
        value={value}
        aria-invalid={message ? true : undefined}
        aria-describedby={messageId}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      <p id={messageId} className={styles.problem} aria-live="polite">
        {message}
      </p>
    </div>
  );
}

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly {value: T; label: string}[];
  onChange: (value: T) => void;
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: SelectFieldProps<T>): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) {
            onChange(chosen.value);
          }
        }}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The fee tiers of v3 pools; the value is the fee in hundredths of a basis point, as text. */
export function FeeTierField({
  value,
  onChange,
}: {
  value: string;
  onChange: (fee: string) => void;
}): ReactNode {
  return (
    <SelectField
      label={translate({id: 'calc.common.feeTier', message: 'Fee tier'})}
      value={value}
      options={V3.feeTiers.map((tier) => ({
        value: String(tier.fee),
        label: translate(
          {id: 'calc.common.feeTierOption', message: '{fee} % (tick spacing {spacing})'},
          {fee: feePercent(tier.fee), spacing: tier.tickSpacing},
        ),
      }))}
      onChange={onChange}
    />
  );
}

/** One of a pair's two tokens, chosen by its symbol; the value is its index in the pair. */
export function TokenField({
  label,
  tokens,
  value,
  onChange,
}: {
  label: string;
  tokens: readonly [{symbol: string}, {symbol: string}];
  value: 0 | 1;
  onChange: (index: 0 | 1) => void;
}): ReactNode {
  return (
    <SelectField
      label={label}
      value={String(value)}
      options={tokens.map((token, index) => ({value: String(index), label: token.symbol}))}
      onChange={(index) => {
        onChange(index === '1' ? 1 : 0);
      }}
    />
  );
}

/** Results as term–value pairs; on a narrow screen each value goes under its term. */
export function ResultList({children}: {children: ReactNode}): ReactNode {
  return <dl className={styles.resultList}>{children}</dl>;
}

export function Result({term, children}: {term: string; children: ReactNode}): ReactNode {
  return (
    <div className={styles.result}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** A secondary line under a result value. */
export function Detail({children}: {children: ReactNode}): ReactNode {
  return <span className={styles.detail}>{children}</span>;
}

/**
 * A token amount from a plain decimal string ("0.999999999999998276"): shown to
 * six significant digits, marked ≈ when rounded, with every digit in the title
 * (a hover away) and in the machine-readable value.
 */
export function Amount({value, symbol}: {value: string; symbol: string}): ReactNode {
  const format = useFormatters();
  const {shown, exact, approximate} = format.amount(value);
  return (
    <data className={styles.amount} value={value} title={`${exact} ${symbol}`}>
      {approximate ? `≈\u00a0${shown}` : shown}&nbsp;{symbol}
    </data>
  );
}

/** A token amount in base units, as `Amount` shows it. */
export function UnitsAmount({
  units,
  token,
}: {
  units: bigint;
  token: {symbol: string; decimals: number};
}): ReactNode {
  return <Amount value={formatUnits(units, token.decimals)} symbol={token.symbol} />;
}

/** Integers that readers copy into code (sqrtPriceX96, liquidity), shown without grouping. */
export function CodeValue({children}: {children: ReactNode}): ReactNode {
  return <code className={styles.code}>{children}</code>;
}

/** Why there are no results: a problem of the inputs together, or a pointer to the field. */
export function NoResult({problem}: {problem?: string}): ReactNode {
  return (
    <p className={problem ? styles.resultProblem : styles.detail}>
      {problem ??
        translate({
          id: 'calc.common.fixInput',
          message: 'Correct the marked input to see the results.',
          description: 'Shown in a calculator instead of results while an input is invalid',
        })}
    </p>
  );
}

export interface Formatters {
  /** A display number with six significant digits, scientific when very large or small. */
  number: (value: number) => string;
  percent: (value: number) => string;
  /** Exact token amount from base units, every digit kept. */
  units: (units: bigint, decimals: number) => string;
  /** A plain decimal amount rounded for reading, with its exact form. */
  amount: (plain: string) => ShownAmount;
  /** A plain decimal string ("1234.5") with the locale's separators. */
  decimal: (plain: string) => string;
  /** "2,000 USDC per ETH", in the reader's word order. */
  price: (value: number, quote: string, base: string) => string;
}

/** Number formatting for the reader's language (en → en, zh → zh-CN). */
export function useFormatters(): Formatters {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return useMemo(
    () => ({
      number: (value) => formatNumber(value, locale),
      percent: (value) => formatPercent(value, locale),
      units: (units, decimals) => localizeDecimal(formatUnits(units, decimals), locale),
      amount: (plain) => formatAmount(plain, locale),
      decimal: (plain) => localizeDecimal(plain, locale),
      price: (value, quote, base) =>
        translate(
          {
            id: 'calc.common.price',
            message: '{price} {quote} per {base}',
            description: 'A price in a calculator, e.g. "2,000 USDC per ETH"',
          },
          {price: formatNumber(value, locale), quote, base},
        ),
    }),
    [locale],
  );
}

/** The reader's-language sentence for a problem with one input. */
function problemMessage(
  problem: InputProblem,
  format: Formatters,
  token?: {symbol: string},
): string {
  switch (problem.kind) {
    case 'empty':
      return translate({id: 'calc.error.empty', message: 'Enter a value.'});
    case 'notNumber':
      return translate({
        id: 'calc.error.notNumber',
        message: 'Enter a number with digits and a decimal point, for example 1.5.',
      });
    case 'negative':
      return translate({
        id: 'calc.error.negative',
        message: 'Enter a positive number: this value cannot be negative.',
      });
    case 'zero':
      return translate({id: 'calc.error.zero', message: 'Enter a number greater than zero.'});
    case 'notInteger':
      return translate({
        id: 'calc.error.notInteger',
        message: 'Enter a whole number, without a decimal part.',
      });
    case 'tooManyDecimals':
      return token
        ? translate(
            {
              id: 'calc.error.tooManyTokenDecimals',
              message: '{token} has {decimals} decimals: enter at most {decimals} decimal places.',
            },
            {token: token.symbol, decimals: problem.maxDecimals},
          )
        : translate(
            {
              id: 'calc.error.tooManyDecimals',
              message: 'Enter at most {decimals} decimal places.',
            },
            {decimals: problem.maxDecimals},
          );
    case 'tooLarge':
      return translate(
        {id: 'calc.error.tooLarge', message: 'Enter at most {max}.'},
        {max: `${format.decimal(problem.max)}${token ? ` ${token.symbol}` : ''}`},
      );
    case 'outOfRange':
      return translate(
        {id: 'calc.error.outOfRange', message: 'Enter a value from {min} to {max}.'},
        {min: problem.min, max: problem.max},
      );
    case 'priceOutOfRange':
      return translate(
        {
          id: 'calc.error.priceOutOfRange',
          message:
            'Enter a price from {min} to {max}: a pool cannot reach prices outside this range.',
        },
        {min: format.number(problem.min), max: format.number(problem.max)},
      );
  }
}
