import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Calculator, {
  CodeValue,
  Detail,
  FeeTierField,
  NoResult,
  Result,
  ResultList,
  SelectField,
  TextField,
  useFields,
  useFormatters,
} from '@site/src/components/Calculator';
import {
  calculateTick,
  type TickInput,
  type TickResult,
  type TickSource,
} from '@site/src/lib/calculators';

interface TickPriceCalculatorProps {
  /** What the value is: a price (token1 per token0), a tick or a sqrtPriceX96. */
  from?: TickSource;
  value?: string;
  decimals0?: string;
  decimals1?: string;
  fee?: number;
}

type Fields = Omit<TickInput, 'fee'> & {fee: string};

// The pool's own names for its tokens: code identifiers, the same in every language.
const TOKEN0 = 'token0';
const TOKEN1 = 'token1';

/**
 * A price in plain digits that the price field accepts again: no grouping and
 * no exponent, which Intl's standard notation guarantees.
 */
function plainPrice(value: number): string {
  return new Intl.NumberFormat('en-US', {
    maximumSignificantDigits: 10,
    useGrouping: false,
  }).format(value);
}

/** The value of a result in the unit the reader switches to. */
function valueIn(source: TickSource, result: TickResult): string {
  switch (source) {
    case 'price':
      return plainPrice(result.price);
    case 'tick':
      return String(result.tick);
    case 'sqrtPriceX96':
      return result.sqrtPriceX96.toString();
  }
}

/** Converts between a v3 price, its tick and its sqrtPriceX96, with token decimals applied. */
export default function TickPriceCalculator({
  from = 'price',
  value = '2000',
  decimals0 = '18',
  decimals1 = '6',
  fee = 3000,
}: TickPriceCalculatorProps): ReactNode {
  const [fields, update] = useFields<Fields>({
    from,
    value,
    decimals0,
    decimals1,
    fee: String(fee),
  });
  const format = useFormatters();
  const outcome = calculateTick({...fields, fee: Number(fields.fee)});
  const fieldProblems = outcome.ok ? {} : outcome.fields;

  const sources: readonly {value: TickSource; label: string}[] = [
    {
      value: 'price',
      label: translate(
        {id: 'calc.tick.fromPrice', message: 'Price ({quote} per {base})'},
        {quote: TOKEN1, base: TOKEN0},
      ),
    },
    {value: 'tick', label: translate({id: 'calc.tick.fromTick', message: 'Tick'})},
    {value: 'sqrtPriceX96', label: 'sqrtPriceX96'},
  ];
  const valueLabel = sources.find((source) => source.value === fields.from)?.label ?? '';

  let results: ReactNode;
  if (outcome.ok) {
    const {result} = outcome;
    results = (
      <ResultList>
        <Result term={translate({id: 'calc.tick.price', message: 'Price'})}>
          {format.price(result.price, TOKEN1, TOKEN0)}
          <Detail>{format.price(result.inversePrice, TOKEN0, TOKEN1)}</Detail>
        </Result>
        <Result term={translate({id: 'calc.tick.rawPrice', message: 'Raw price (base units)'})}>
          {format.number(result.rawPrice)}
        </Result>
        <Result term="sqrtPriceX96">
          <CodeValue>{result.sqrtPriceX96.toString()}</CodeValue>
        </Result>
        <Result term={translate({id: 'calc.tick.tick', message: 'Tick (rounded down)'})}>
          <CodeValue>{result.tick}</CodeValue>
          <Detail>
            {translate(
              {id: 'calc.tick.atTick', message: 'Price at this tick: {price}'},
              {price: format.price(result.tickPrice, TOKEN1, TOKEN0)},
            )}
          </Detail>
        </Result>
        <Result
          term={translate(
            {id: 'calc.tick.usableTick', message: 'Nearest usable tick (spacing {spacing})'},
            {spacing: result.tickSpacing},
          )}>
          <CodeValue>{result.usableTick}</CodeValue>
          <Detail>
            {translate(
              {id: 'calc.tick.atTick', message: 'Price at this tick: {price}'},
              {price: format.price(result.usableTickPrice, TOKEN1, TOKEN0)},
            )}
          </Detail>
        </Result>
      </ResultList>
    );
  } else {
    results = <NoResult />;
  }

  return (
    <Calculator
      title={translate({
        id: 'calc.tick.title',
        message: 'Calculator: tick, price and sqrtPriceX96',
      })}
      results={results}
      footnote={translate({
        id: 'calc.tick.footnote',
        message:
          'sqrtPriceX96 and ticks are computed with the integer TickMath of the contracts; prices are rounded for display.',
      })}>
      <TextField
        label={translate(
          {id: 'calc.tick.decimals', message: 'Decimals of {token}'},
          {token: TOKEN0},
        )}
        inputMode="numeric"
        value={fields.decimals0}
        problem={fieldProblems.decimals0}
        onChange={(text) => {
          update({decimals0: text});
        }}
      />
      <TextField
        label={translate(
          {id: 'calc.tick.decimals', message: 'Decimals of {token}'},
          {token: TOKEN1},
        )}
        inputMode="numeric"
        value={fields.decimals1}
        problem={fieldProblems.decimals1}
        onChange={(text) => {
          update({decimals1: text});
        }}
      />
      <FeeTierField
        value={fields.fee}
        onChange={(fee) => {
          update({fee});
        }}
      />
      <SelectField
        label={translate({id: 'calc.tick.from', message: 'Convert from'})}
        value={fields.from}
        options={sources}
        onChange={(source) => {
          // Carry the current result over, so switching units shows the same price.
          update(
            outcome.ok ? {from: source, value: valueIn(source, outcome.result)} : {from: source},
          );
        }}
      />
      <TextField
        label={valueLabel}
        inputMode={fields.from === 'price' ? 'decimal' : 'text'}
        value={fields.value}
        problem={fieldProblems.value}
        onChange={(text) => {
          update({value: text});
        }}
      />
    </Calculator>
  );
}
