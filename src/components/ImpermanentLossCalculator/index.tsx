import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Calculator, {
  Detail,
  NoResult,
  Result,
  ResultList,
  TextField,
  useFields,
  useFormatters,
  type Formatters,
} from '@site/src/components/Calculator';
import type {PositionVersusHolding} from '@site/src/lib/amm';
import {
  calculateImpermanentLoss,
  DEFAULT_TOKENS,
  type ImpermanentLossField,
  type ImpermanentLossInput,
  type RangeState,
  type Token,
} from '@site/src/lib/calculators';

interface ImpermanentLossCalculatorProps {
  /** Prices in token1 per token0 and the deposit in token1, as typed. */
  entryPrice?: string;
  newPrice?: string;
  lower?: string;
  upper?: string;
  deposit?: string;
  /** Names of the two tokens, e.g. "WETH" on the Contract pages. */
  symbol0?: string;
  symbol1?: string;
}

type Fields = Omit<ImpermanentLossInput, 'tokens'>;

function PositionValue({
  position,
  format,
  tokens: [token0, token1],
}: {
  position: PositionVersusHolding;
  format: Formatters;
  tokens: readonly [Token, Token];
}): ReactNode {
  return (
    <>
      {translate(
        {id: 'calc.il.positionValue', message: '{value} {token}, {loss} against holding'},
        {
          value: format.number(position.value),
          token: token1.symbol,
          loss: format.percent(position.loss),
        },
      )}
      <Detail>
        {translate(
          {id: 'calc.il.holds', message: 'Holds {amount0} {token0} and {amount1} {token1}.'},
          {
            amount0: format.number(position.amount0),
            token0: token0.symbol,
            amount1: format.number(position.amount1),
            token1: token1.symbol,
          },
        )}
      </Detail>
    </>
  );
}

function rangeStateMessage(state: RangeState, tokens: readonly [Token, Token]): string {
  switch (state) {
    case 'below':
      return translate(
        {
          id: 'calc.il.belowRange',
          message:
            'The price is at or below the range: the position is all {token} and earns no fees.',
        },
        {token: tokens[0].symbol},
      );
    case 'above':
      return translate(
        {
          id: 'calc.il.aboveRange',
          message:
            'The price is at or above the range: the position is all {token} and earns no fees.',
        },
        {token: tokens[1].symbol},
      );
    case 'inside':
      return translate({
        id: 'calc.il.inRange',
        message: 'The price is inside the range: the position holds both tokens and earns fees.',
      });
  }
}

/** Impermanent loss of a v2 (full-range) and a v3 (range) position for one price move. */
export default function ImpermanentLossCalculator({
  entryPrice = '2000',
  newPrice = '4000',
  lower = '1600',
  upper = '2500',
  deposit = '4000',
  symbol0 = DEFAULT_TOKENS[0].symbol,
  symbol1 = DEFAULT_TOKENS[1].symbol,
}: ImpermanentLossCalculatorProps): ReactNode {
  const [fields, update] = useFields<Fields>({entryPrice, newPrice, lower, upper, deposit});
  const format = useFormatters();
  const tokens: readonly [Token, Token] = [
    {...DEFAULT_TOKENS[0], symbol: symbol0},
    {...DEFAULT_TOKENS[1], symbol: symbol1},
  ];
  const [token0, token1] = tokens;
  const outcome = calculateImpermanentLoss({tokens, ...fields});
  const fieldProblems = outcome.ok ? {} : outcome.fields;

  const field = (name: ImpermanentLossField, label: string): ReactNode => (
    <TextField
      label={label}
      value={fields[name]}
      problem={fieldProblems[name]}
      token={name === 'deposit' ? token1 : undefined}
      onChange={(value) => {
        update({[name]: value});
      }}
    />
  );
  const priceUnit = {quote: token1.symbol, base: token0.symbol};

  let results: ReactNode;
  if (outcome.ok) {
    const {result} = outcome;
    results = (
      <ResultList>
        <Result term={translate({id: 'calc.il.priceRatio', message: 'Price change'})}>
          {translate(
            {id: 'calc.il.priceRatioValue', message: '{ratio}× the entry price'},
            {ratio: format.number(result.priceRatio)},
          )}
        </Result>
        <Result term={translate({id: 'calc.il.hold', message: 'Holding the deposit'})}>
          {format.number(result.fullRange.holdValue)} {token1.symbol}
        </Result>
        <Result term={translate({id: 'calc.il.fullRange', message: 'v2 position (full range)'})}>
          <PositionValue position={result.fullRange} format={format} tokens={tokens} />
        </Result>
        <Result term={translate({id: 'calc.il.range', message: 'v3 position (price range)'})}>
          <PositionValue position={result.range} format={format} tokens={tokens} />
          <Detail>{rangeStateMessage(result.rangeState, tokens)}</Detail>
        </Result>
      </ResultList>
    );
  } else if (outcome.problem?.kind === 'upperNotAboveLower') {
    results = (
      <NoResult
        problem={translate({
          id: 'calc.common.upperNotAboveLower',
          message: 'The upper price must be above the lower price.',
        })}
      />
    );
  } else {
    results = <NoResult />;
  }

  return (
    <Calculator
      title={translate({id: 'calc.il.title', message: 'Calculator: impermanent loss'})}
      results={results}
      footnote={translate({
        id: 'calc.il.footnote',
        message:
          'Fees are left out: they are what a liquidity provider earns to make up for this loss. The v3 range is taken exactly as typed, without rounding to ticks.',
      })}>
      {field(
        'entryPrice',
        translate(
          {id: 'calc.il.entryPrice', message: 'Price when you deposit ({quote} per {base})'},
          priceUnit,
        ),
      )}
      {field(
        'newPrice',
        translate({id: 'calc.il.newPrice', message: 'Price now ({quote} per {base})'}, priceUnit),
      )}
      {field(
        'deposit',
        translate(
          {id: 'calc.il.deposit', message: 'Value deposited ({token})'},
          {token: token1.symbol},
        ),
      )}
      {field('lower', translate({id: 'calc.il.lower', message: 'v3 range: lower price'}))}
      {field('upper', translate({id: 'calc.il.upper', message: 'v3 range: upper price'}))}
    </Calculator>
  );
}
