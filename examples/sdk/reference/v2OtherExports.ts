import {CurrencyAmount, Percent, type Token} from '@uniswap/sdk-core';
import {
  computePairAddress,
  FACTORY_ADDRESS_MAP,
  INIT_CODE_HASH,
  inputOutputComparator,
  InsufficientInputAmountError,
  InsufficientReservesError,
  MINIMUM_LIQUIDITY,
  Pair,
  Route,
  Router,
  Trade,
  tradeComparator,
  type BestTradeOptions,
  type SwapParameters,
  type TradeOptions,
  type TradeOptionsDeadline,
} from '@uniswap/v2-sdk';
import {raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V2_PAIRS, type PairFixture} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {DAI, USDC, WETH} from '../tokens';
import {oxbowPairAddress} from '../v2/pairAddress';
import {LocalEther} from '../tokens';

function pairOf({tokenA, tokenB, reserveA, reserveB}: PairFixture): Pair {
  return new Pair(
    CurrencyAmount.fromRawAmount(tokenA, reserveA.toString()),
    CurrencyAmount.fromRawAmount(tokenB, reserveB.toString()),
  );
}

function amount(token: Token, units: number | string): CurrencyAmount<Token> {
  return CurrencyAmount.fromRawAmount(token, raw(token, units).toString());
}

/** The error `run` throws, by class and flag, or its invariant message. */
function errorOf(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    if (error instanceof InsufficientReservesError) {
      return `InsufficientReservesError (isInsufficientReservesError: ${String(error.isInsufficientReservesError)})`;
    }
    if (error instanceof InsufficientInputAmountError) {
      return `InsufficientInputAmountError (isInsufficientInputAmountError: ${String(error.isInsufficientInputAmountError)})`;
    }
    return (error as Error).message;
  }
}

function show({methodName, args, value}: SwapParameters): string {
  const printed = args.map((arg) => (Array.isArray(arg) ? `[${arg.length} addresses]` : arg));
  return `${methodName}(${printed.join(', ')}) value ${value}`;
}

export function main(): Promise<string[]> {
  const wethUsdc = pairOf(V2_PAIRS.wethUsdc);
  const usdcDai = pairOf(V2_PAIRS.usdcDai);
  const wethDai = pairOf(V2_PAIRS.wethDai);

  // Addresses: the package's constants belong to another deployment.
  const oxbow = oxbowPairAddress(WETH, USDC);
  const sdkAddress = computePairAddress({
    factoryAddress: OXBOW_LOCAL.v2.factory,
    tokenA: WETH,
    tokenB: USDC,
  });

  // Comparators: the same 1 WETH sold along two routes.
  const twoHops = Trade.exactIn(new Route([wethUsdc, usdcDai], WETH, DAI), amount(WETH, 1));
  const direct = Trade.exactIn(new Route([wethDai], WETH, DAI), amount(WETH, 1));
  const options: BestTradeOptions = {maxNumResults: 2, maxHops: 2};
  const [best] = Trade.bestTradeExactIn(
    [wethDai, wethUsdc, usdcDai],
    amount(WETH, 1),
    DAI,
    options,
  );

  // Router: calldata parts for OxbowV2Router02, with a fixed deadline (block time + 20 minutes).
  const deadline: TradeOptionsDeadline = {
    allowedSlippage: new Percent(50, 10_000),
    recipient: SAMPLE_ACCOUNT,
    deadline: SNAPSHOT_TIME + 1200,
  };
  const buyDai = Trade.exactOut(new Route([wethUsdc, usdcDai], WETH, DAI), amount(DAI, 1000));
  const ether = new LocalEther();
  const fromEther = Trade.exactIn(
    new Route([wethUsdc], ether, USDC),
    CurrencyAmount.fromRawAmount(ether, raw(WETH, 1).toString()),
  );
  const withTtl: TradeOptions = {...deadline, ttl: 0};
  const sellCall = Router.swapCallParameters(twoHops, deadline);

  return Promise.resolve([
    `MINIMUM_LIQUIDITY: ${MINIMUM_LIQUIDITY.toString()}`,
    `FACTORY_ADDRESS_MAP has chain ${OXBOW_LOCAL.chainId}: ${String(OXBOW_LOCAL.chainId in FACTORY_ADDRESS_MAP)}`,
    `INIT_CODE_HASH is Oxbow's pair init code hash: ${String(INIT_CODE_HASH === OXBOW_LOCAL.v2.pairInitCodeHash)}`,
    `computePairAddress with the Oxbow factory finds the pair: ${String(sdkAddress === oxbow)}`,
    `oxbowPairAddress(WETH, USDC): ${oxbow}`,
    `1 wei of WETH in: ${errorOf(() => wethUsdc.getOutputAmount(CurrencyAmount.fromRawAmount(WETH, 1)))}`,
    `all the USDC out: ${errorOf(() => wethUsdc.getInputAmount(amount(USDC, 200_000)))}`,
    `inputOutputComparator(twoHops, direct): ${inputOutputComparator(twoHops, direct)}`,
    `tradeComparator(direct, twoHops): ${tradeComparator(direct, twoHops)}`,
    `tradeComparator(twoHops, twoHops): ${tradeComparator(twoHops, twoHops)}`,
    `bestTradeExactIn ranks first: ${best?.route.path.map((token) => token.symbol ?? '?').join(' -> ') ?? 'none'}`,
    `exact input: ${show(sellCall)}`,
    `  amountOutMin in decimal: ${BigInt(String(sellCall.args[1])).toString()}, deadline ${Number(sellCall.args[4]).toString()}`,
    `exact output: ${show(Router.swapCallParameters(buyDai, deadline))}`,
    `native input: ${show(Router.swapCallParameters(fromEther, deadline))}`,
    `fee-on-transfer: ${Router.swapCallParameters(twoHops, {...deadline, feeOnTransfer: true}).methodName}`,
    `fee-on-transfer, exact output: ${errorOf(() => Router.swapCallParameters(buyDai, {...deadline, feeOnTransfer: true}))}`,
    `ttl of 0: ${errorOf(() => Router.swapCallParameters(twoHops, withTtl))}`,
  ]);
}
