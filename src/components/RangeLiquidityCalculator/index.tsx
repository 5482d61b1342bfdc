import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Calculator, {
  CodeValue,
  Detail,
  NoResult,
  Result,
  ResultList,
  FeeTierField,
  TextField,
  TokenField,
  UnitsAmount,
  useFields,
  useFormatters,
} from '@site/src/components/Calculator';
import {
  calculateRangeLiquidity,
  DEFAULT_TOKENS,
  type RangeLiquidityProblem,
  type RangeLiquidityInput,
  type RangeState,
  type Token,
} from '@site/src/lib/calculators';

interface RangeLiquidityCalculatorProps {
  /** Current price and range in token1 per token0, as typed. */
  price?: string;
  lower?: string;
  upper?: string;
  /** The deposit of one token; the calculator finds the other. */
  amount?: string;
  amountToken?: 0 | 1;
  fee?: number;
  /** Names of the example's tokens (18 and 6 decimals), e.g. "WETH" on SDK pages. */
  symbol0?: string;
  symbol1?: string;
}

type Fields = Omit<RangeLiquidityInput, 'tokens' | 'fee'> & {fee: string};

function problemText(problem: RangeLiquidityProblem, tokens: readonly [Token, Token]): string {
  switch (problem.kind) {
    case 'upperNotAboveLower':
      return translate({
        id: 'calc.common.upperNotAboveLower',
        message: 'The upper price must be above the lower price.',
      });
    case 'rangeTooNarrow':
      return translate(
        {
          id: 'calc.range.tooNarrow',
          message:
            'Both prices round to the same usable tick (spacing {spacing}): widen the range or choose a lower fee tier.',
        },
        {spacing: problem.tickSpacing},
      );
    case 'needsToken':
      return translate(
        {
          id: 'calc.range.needsToken',
          message:
            'At the current price this range takes only {token}: enter an amount of {token}.',
        },
        {token: tokens[problem.token].symbol},
      );
    case 'liquidityRoundsToZero':
      return translate({
        id: 'calc.range.liquidityZero',
        message:
          'The amount is too small: the liquidity rounds down to zero and the mint would revert.',
      });
    case 'liquidityTooLarge':
      return translate(
        {
          id: 'calc.range.liquidityTooLarge',
          message: 'The liquidity would not fit the pool’s {type}: enter a smaller amount.',
        },
        {type: 'uint128'},
      );
  }
}

function stateText(state: RangeState, tokens: readonly [Token, Token]): string {
  switch (state) {
    case 'below':
      return translate(
        {
          id: 'calc.range.stateBelow',
          message:
            'The current price is below the range: the position holds only {token} and earns no fees until the price enters the range.',
        },
        {token: tokens[0].symbol},
      );
    case 'above':
      return translate(
        {
          id: 'calc.range.stateAbove',
          message:
            'The current price is above the range: the position holds only {token} and earns no fees until the price enters the range.',
        },
        {token: tokens[1].symbol},
      );
    case 'inside':
      return translate({
        id: 'calc.range.stateInside',
        message:
          'The current price is inside the range: the position holds both tokens and earns fees.',
      });
  }
}

/** A v3 deposit: price range and one amount give the other amount and the liquidity L. */
export default function RangeLiquidityCalculator({
  price = '2000',
  lower = '1600',
  upper = '2500',
  amount = '1',
  amountToken = 0,
  fee = 3000,
  symbol0 = DEFAULT_TOKENS[0].symbol,
  symbol1 = DEFAULT_TOKENS[1].symbol,
}: RangeLiquidityCalculatorProps): ReactNode {
  const [fields, update] = useFields<Fields>({
    price,
    lower,
    upper,
    amount,
    amountToken,
    fee: String(fee),
  });
  const format = useFormatters();
  const tokens: readonly [Token, Token] = [
    {...DEFAULT_TOKENS[0], symbol: symbol0},
    {...DEFAULT_TOKENS[1], symbol: symbol1},
  ];
  const [token0, token1] = tokens;
  const amountOf = tokens[fields.amountToken];
  const outcome = calculateRangeLiquidity({tokens, ...fields, fee: Number(fields.fee)});
  const problems = outcome.ok ? {} : outcome.fields;
  const pricePer = (value: number): string => format.price(value, token1.symbol, token0.symbol);

  let results: ReactNode;
  if (outcome.ok) {
    const {result} = outcome;
    const other = fields.amountToken === 0 ? token1 : token0;
    const otherAmount = fields.amountToken === 0 ? result.deposit.amount1 : result.deposit.amount0;
    results = (
      <ResultList>
        <Result
          term={translate(
            {id: 'calc.range.otherAmount', message: '{token} needed'},
            {token: other.symbol},
          )}>
          <UnitsAmount units={otherAmount} token={other} />
        </Result>
        <Result term={translate({id: 'calc.range.liquidity', message: 'Liquidity L'})}>
          <CodeValue>{result.liquidity.toString()}</CodeValue>
          <Detail>
            {translate(
              {
                id: 'calc.range.liquidityWhole',
                message: '{value} with the token decimals taken out',
              },
              {value: format.number(result.liquidityInWholeTokens)},
            )}
          </Detail>
        </Result>
        <Result term={translate({id: 'calc.range.range', message: 'Range on usable ticks'})}>
          {translate(
            {id: 'calc.range.rangeValue', message: '{lower} to {upper}'},
            {lower: pricePer(result.priceLower), upper: pricePer(result.priceUpper)},
          )}
          <Detail>
            {translate(
              {
                id: 'calc.range.ticks',
                message: 'Ticks {lower} to {upper}, multiples of the tick spacing {spacing}.',
              },
              {lower: result.tickLower, upper: result.tickUpper, spacing: result.tickSpacing},
            )}
          </Detail>
        </Result>
        <Result term={translate({id: 'calc.range.deposit', message: 'Deposit for this L'})}>
          <Translate
            id="calc.range.depositValue"
            values={{
              amount0: <UnitsAmount units={result.deposit.amount0} token={token0} />,
              amount1: <UnitsAmount units={result.deposit.amount1} token={token1} />,
            }}>
            {'{amount0} and {amount1}'}
          </Translate>
          <Detail>{stateText(result.state, tokens)}</Detail>
        </Result>
        <Result
          term={translate(
            {id: 'calc.range.below', message: 'If the price falls to {price} or below'},
            {price: pricePer(result.priceLower)},
          )}>
          <Translate
            id="calc.range.allOf"
            values={{amount: <UnitsAmount units={result.belowRange} token={token0} />}}>
            {'All {amount}, earning no fees'}
          </Translate>
        </Result>
        <Result
          term={translate(
            {id: 'calc.range.above', message: 'If the price rises to {price} or above'},
            {price: pricePer(result.priceUpper)},
          )}>
          <Translate
            id="calc.range.allOf"
            values={{amount: <UnitsAmount units={result.aboveRange} token={token1} />}}>
            {'All {amount}, earning no fees'}
          </Translate>
        </Result>
      </ResultList>
    );
  } else {
    results = <NoResult problem={outcome.problem && problemText(outcome.problem, tokens)} />;
  }

  const priceField = (name: 'price' | 'lower' | 'upper', label: string): ReactNode => (
    <TextField
      label={label}
      value={fields[name]}
      problem={problems[name]}
      onChange={(text) => {
        update({[name]: text});
      }}
    />
  );
  const priceUnit = {quote: token1.symbol, base: token0.symbol};

  return (
    <Calculator
      title={translate({id: 'calc.range.title', message: 'Calculator: liquidity in a price range'})}
      results={results}
      footnote={translate({
        id: 'calc.range.footnote',
        message:
          'Computed like the SDK: prices are rounded to usable ticks, L comes from the amount you enter in full precision, and the deposit is rounded up as the mint charges it.',
      })}>
      <FeeTierField
        value={fields.fee}
        onChange={(fee) => {
          update({fee});
        }}
      />
      {priceField(
        'price',
        translate(
          {id: 'calc.range.price', message: 'Current price ({quote} per {base})'},
          priceUnit,
        ),
      )}
      {priceField(
        'lower',
        translate({id: 'calc.range.lower', message: 'Lower price ({quote} per {base})'}, priceUnit),
      )}
      {priceField(
        'upper',
        translate({id: 'calc.range.upper', message: 'Upper price ({quote} per {base})'}, priceUnit),
      )}
      <TokenField
        label={translate({id: 'calc.range.amountToken', message: 'You deposit'})}
        tokens={tokens}
        value={fields.amountToken}
        onChange={(side) => {
          update({amountToken: side});
        }}
      />
      <TextField
        label={translate(
          {id: 'calc.range.amount', message: 'Amount of {token}'},
          {token: amountOf.symbol},
        )}
        value={fields.amount}
        problem={problems.amount}
        token={amountOf}
        onChange={(text) => {
          update({amount: text});
        }}
      />
    </Calculator>
  );
}
