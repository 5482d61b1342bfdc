import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Calculator, {
  Amount,
  Detail,
  NoResult,
  Result,
  ResultList,
  TextField,
  TokenField,
  UnitsAmount,
  useFields,
  useFormatters,
} from '@site/src/components/Calculator';
import {formatFraction} from '@site/src/lib/numberInput';
import {calculateV2Swap, DEFAULT_TOKENS, type V2SwapInput} from '@site/src/lib/calculators';
import {feePercent, V2} from '@site/src/lib/protocol';

interface V2SwapCalculatorProps {
  /** Reserves and input in whole tokens, as typed: the page's own example by default. */
  reserve0?: string;
  reserve1?: string;
  amountIn?: string;
  sell?: 0 | 1;
}

type Fields = Omit<V2SwapInput, 'tokens'>;

/** A v2 exact-input swap priced with the pair's integer arithmetic (getAmountOut). */
export default function V2SwapCalculator({
  reserve0 = '100',
  reserve1 = '200000',
  amountIn = '1',
  sell = 0,
}: V2SwapCalculatorProps): ReactNode {
  const [fields, update] = useFields<Fields>({reserve0, reserve1, amountIn, sell});
  const format = useFormatters();
  const tokens = DEFAULT_TOKENS;
  const [token0, token1] = tokens;
  const tokenIn = tokens[fields.sell];
  const outcome = calculateV2Swap({tokens, ...fields});
  const fieldProblems = outcome.ok ? {} : outcome.fields;
  const fee = feePercent(V2.swapFeeBps * 100);

  let results: ReactNode;
  if (outcome.ok) {
    const {result} = outcome;
    results = (
      <ResultList>
        <Result term={translate({id: 'calc.v2swap.amountOut', message: 'You receive'})}>
          <UnitsAmount units={result.amountOut} token={result.tokenOut} />
        </Result>
        <Result term={translate({id: 'calc.v2swap.executionPrice', message: 'Execution price'})}>
          {format.price(result.executionPrice, token1.symbol, token0.symbol)}
        </Result>
        <Result
          term={translate({id: 'calc.v2swap.midPrice', message: 'Mid price before the swap'})}>
          {format.price(result.midPrice, token1.symbol, token0.symbol)}
        </Result>
        <Result term={translate({id: 'calc.v2swap.priceImpact', message: 'Price impact'})}>
          {format.percent(result.priceImpact)}
          <Detail>
            {translate({
              id: 'calc.v2swap.priceImpactDetail',
              message: 'The shortfall against the mid price, the fee included.',
            })}
          </Detail>
        </Result>
        <Result term={translate({id: 'calc.v2swap.fee', message: 'Fee paid'})}>
          <Amount
            value={formatFraction(result.fee, result.feeDecimals)}
            symbol={result.tokenIn.symbol}
          />
          <Detail>
            {translate(
              {
                id: 'calc.v2swap.feeDetail',
                message: '{fee} % of the input, left in the pair for liquidity providers.',
              },
              {fee},
            )}
          </Detail>
        </Result>
      </ResultList>
    );
  } else if (outcome.problem?.kind === 'outputRoundsToZero') {
    results = (
      <NoResult
        problem={translate({
          id: 'calc.v2swap.outputRoundsToZero',
          message:
            'The output rounds down to zero, so the pair would revert. Sell more, or use larger reserves.',
        })}
      />
    );
  } else {
    results = <NoResult />;
  }

  return (
    <Calculator
      title={translate({id: 'calc.v2swap.title', message: 'Calculator: a v2 swap'})}
      results={results}
      footnote={translate({
        id: 'calc.v2swap.footnote',
        message:
          'Computed like getAmountOut: in base units with the 997/1000 fee, the output rounded down.',
      })}>
      <TextField
        label={translate(
          {id: 'calc.v2swap.reserve', message: 'Pool reserve of {token}'},
          {token: token0.symbol},
        )}
        value={fields.reserve0}
        problem={fieldProblems.reserve0}
        token={token0}
        onChange={(value) => {
          update({reserve0: value});
        }}
      />
      <TextField
        label={translate(
          {id: 'calc.v2swap.reserve', message: 'Pool reserve of {token}'},
          {token: token1.symbol},
        )}
        value={fields.reserve1}
        problem={fieldProblems.reserve1}
        token={token1}
        onChange={(value) => {
          update({reserve1: value});
        }}
      />
      <TokenField
        label={translate({id: 'calc.v2swap.sell', message: 'You sell'})}
        tokens={tokens}
        value={fields.sell}
        onChange={(side) => {
          update({sell: side});
        }}
      />
      <TextField
        label={translate(
          {id: 'calc.v2swap.amountIn', message: 'Amount of {token} you sell'},
          {token: tokenIn.symbol},
        )}
        value={fields.amountIn}
        problem={fieldProblems.amountIn}
        token={tokenIn}
        onChange={(value) => {
          update({amountIn: value});
        }}
      />
    </Calculator>
  );
}
