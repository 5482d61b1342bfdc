import {CurrencyAmount, TradeType} from '@uniswap/sdk-core';
import {encodeRouteToPath, FeeAmount, Route, SwapQuoter, SwapRouter} from '@uniswap/v3-sdk';
import {custom, decodeFunctionData, getAddress, type Hex} from 'viem';
import {describe, expect, it} from 'vitest';
import {erc20Abi, quoterAbi, v3FactoryAbi} from '../../examples/sdk/abis';
import {createReader} from '../../examples/sdk/chain';
import {
  fixturePool,
  raw,
  SAMPLE_ACCOUNT,
  SNAPSHOT_TIME,
  V3_POOLS,
} from '../../examples/sdk/fixtures';
import {OXBOW_LOCAL} from '../../examples/sdk/oxbow';
import {DAI, LocalEther, USDC, WETH} from '../../examples/sdk/tokens';
import {quoteOnChain, simulateExactInput, simulateExactOutput} from '../../examples/sdk/v3/quoting';
import {
  candidateRoutes,
  describeRoute,
  discoverPools,
  exactInputPath,
  quoteExactInput,
  rankRoutes,
} from '../../examples/sdk/v3/routing';
import {
  main as tradingMain,
  SLIPPAGE,
  swapOptions,
  swapRouterAbi,
  tradeFromQuote,
} from '../../examples/sdk/v3/trading';
import {fetchPool, oxbowPoolAddress} from '../../examples/sdk/v3/pools';
import {createFakeChain} from '../helpers/fakeChain';

const oneWeth = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString());

function reader() {
  return createReader(custom(createFakeChain()));
}

describe('v3 quoting', () => {
  it('finds the pool the factory reports, with the Oxbow init code hash', async () => {
    const reported = await reader().readContract({
      address: OXBOW_LOCAL.v3.factory,
      abi: v3FactoryAbi,
      functionName: 'getPool',
      args: [WETH.address as Hex, USDC.address as Hex, FeeAmount.MEDIUM],
    });
    expect(oxbowPoolAddress(WETH, USDC, FeeAmount.MEDIUM)).toBe(reported);
  });

  it('encodes the original Quoter interface by default', async () => {
    const pool = await fetchPool(reader(), WETH, USDC, FeeAmount.MEDIUM);
    const route = new Route([pool], WETH, USDC);
    const {calldata} = SwapQuoter.quoteCallParameters(route, oneWeth, TradeType.EXACT_INPUT);
    const call = decodeFunctionData({abi: quoterAbi, data: calldata as Hex});
    expect(call.functionName).toBe('quoteExactInputSingle');
    expect(call.args).toEqual([
      getAddress(WETH.address),
      getAddress(USDC.address),
      FeeAmount.MEDIUM,
      10n ** 18n,
      0n,
    ]);
  });

  it("would encode a call that does not fit Oxbow's Quoter with useQuoterV2", async () => {
    const pool = await fetchPool(reader(), WETH, USDC, FeeAmount.MEDIUM);
    const route = new Route([pool], WETH, USDC);
    const {calldata} = SwapQuoter.quoteCallParameters(route, oneWeth, TradeType.EXACT_INPUT, {
      useQuoterV2: true,
    });
    expect(() => decodeFunctionData({abi: quoterAbi, data: calldata as Hex})).toThrow();
  });

  // The fake chain answers Quoter calls with the SDK's own simulation, so these two tests
  // check the sample's encoding and decoding, not that the contract agrees with the SDK.
  it('decodes the Quoter answer as the output amount, USDC for an exact input', async () => {
    const chain = reader();
    const route = new Route([await fetchPool(chain, WETH, USDC, FeeAmount.MEDIUM)], WETH, USDC);
    const quote = await quoteOnChain(chain, route, oneWeth, TradeType.EXACT_INPUT);
    const [offline] = await fixturePool(V3_POOLS.wethUsdc3000).getOutputAmount(oneWeth);
    expect(quote.functionName).toBe('quoteExactInputSingle');
    expect(quote.calldataBytes).toBe(164);
    expect(quote.amount.currency.equals(USDC)).toBe(true);
    expect(quote.amount.quotient.toString()).toBe(offline.quotient.toString());
    expect((await simulateExactInput(oneWeth)).equalTo(quote.amount)).toBe(true);
    expect(quote.amount.toExact()).toBe('1992.541704');
  });

  it('decodes an exact-output answer as the input amount, in WETH', async () => {
    const chain = reader();
    const route = new Route([await fetchPool(chain, WETH, USDC, FeeAmount.MEDIUM)], WETH, USDC);
    const wanted = CurrencyAmount.fromRawAmount(USDC, raw(USDC, 2000).toString());
    const quote = await quoteOnChain(chain, route, wanted, TradeType.EXACT_OUTPUT);
    expect(quote.functionName).toBe('quoteExactOutputSingle');
    expect(quote.amount.currency.equals(WETH)).toBe(true);
    expect(quote.amount.equalTo(await simulateExactOutput(wanted))).toBe(true);
  });

  it('refuses a price limit on a multi-hop route', async () => {
    const chain = reader();
    const route = new Route(
      [
        await fetchPool(chain, WETH, USDC, FeeAmount.MEDIUM),
        await fetchPool(chain, USDC, DAI, FeeAmount.LOWEST),
      ],
      WETH,
      DAI,
    );
    expect(() =>
      SwapQuoter.quoteCallParameters(route, oneWeth, TradeType.EXACT_INPUT, {
        sqrtPriceLimitX96: '1',
      }),
    ).toThrow('MULTIHOP_PRICE_LIMIT');
  });
});

describe('v3 routing', () => {
  async function routes() {
    const chain = reader();
    const [wethDai3000, wethUsdc3000, usdcDai100] = await Promise.all([
      fetchPool(chain, WETH, DAI, FeeAmount.MEDIUM),
      fetchPool(chain, WETH, USDC, FeeAmount.MEDIUM),
      fetchPool(chain, USDC, DAI, FeeAmount.LOWEST),
    ]);
    return {
      chain,
      direct: new Route([wethDai3000], WETH, DAI),
      viaUsdc: new Route([wethUsdc3000, usdcDai100], WETH, DAI),
    };
  }

  it('encodes a two-hop path in 66 bytes: token, fee, token, fee, token', async () => {
    const {direct, viaUsdc} = await routes();
    const path = exactInputPath(viaUsdc);
    expect((path.length - 2) / 2).toBe(66);
    expect((exactInputPath(direct).length - 2) / 2).toBe(43);
    const hex = path.slice(2).toLowerCase();
    expect(`0x${hex.slice(0, 40)}`).toBe(WETH.address.toLowerCase());
    expect(parseInt(hex.slice(40, 46), 16)).toBe(FeeAmount.MEDIUM);
    expect(`0x${hex.slice(46, 86)}`).toBe(USDC.address.toLowerCase());
    expect(parseInt(hex.slice(86, 92), 16)).toBe(FeeAmount.LOWEST);
    expect(`0x${hex.slice(92)}`).toBe(DAI.address.toLowerCase());
  });

  it('writes the path backwards for exact-output swaps', async () => {
    const {viaUsdc} = await routes();
    const reversed = encodeRouteToPath(viaUsdc, true).toLowerCase();
    expect(reversed.startsWith(DAI.address.toLowerCase())).toBe(true);
    expect(reversed.endsWith(WETH.address.slice(2).toLowerCase())).toBe(true);
  });

  it('quotes a two-hop route as the two pools chained offline', async () => {
    const {chain, viaUsdc} = await routes();
    const quoted = await quoteExactInput(chain, viaUsdc, oneWeth);
    const [usdc] = await fixturePool(V3_POOLS.wethUsdc3000).getOutputAmount(oneWeth);
    const [dai] = await fixturePool(V3_POOLS.usdcDai100).getOutputAmount(usdc);
    expect(quoted.currency.equals(DAI)).toBe(true);
    expect(quoted.quotient.toString()).toBe(dai.quotient.toString());
  });

  it('chooses the route through USDC over the direct WETH/DAI pool', async () => {
    const {chain, direct, viaUsdc} = await routes();
    const ranked = await rankRoutes(chain, [direct, viaUsdc], oneWeth);
    expect(ranked[0]?.route).toBe(viaUsdc);
    expect(describeRoute(viaUsdc)).toBe('WETH -(0.3 %)-> USDC -(0.01 %)-> DAI');
    expect(ranked[0]?.amountOut.greaterThan(ranked[1]?.amountOut ?? 0)).toBe(true);
  });

  it('prefers the 0.05 % WETH/USDC pool for 1 WETH', async () => {
    const chain = reader();
    const low = new Route([await fetchPool(chain, WETH, USDC, FeeAmount.LOW)], WETH, USDC);
    const medium = new Route([await fetchPool(chain, WETH, USDC, FeeAmount.MEDIUM)], WETH, USDC);
    const ranked = await rankRoutes(chain, [medium, low], oneWeth);
    expect(ranked[0]?.route).toBe(low);
  });

  it('discovers the four pools and picks the best of three routes', async () => {
    const chain = reader();
    const pools = await discoverPools(chain, [WETH, USDC, DAI]);
    expect(pools.map((pool) => pool.fee).sort((a, b) => a - b)).toEqual([100, 500, 3000, 3000]);
    const candidates = candidateRoutes(pools, WETH, DAI);
    expect(candidates).toHaveLength(3);
    const ranked = await rankRoutes(chain, candidates, oneWeth);
    expect(ranked[0] && describeRoute(ranked[0].route)).toBe(
      'WETH -(0.05 %)-> USDC -(0.01 %)-> DAI',
    );
  });
});

describe('v3 trading', () => {
  async function quotedTrade() {
    const chain = reader();
    const pool = await fetchPool(chain, WETH, USDC, FeeAmount.MEDIUM);
    const route = new Route([pool], WETH, USDC);
    const quote = await quoteOnChain(chain, route, oneWeth, TradeType.EXACT_INPUT);
    return {pool, quote, trade: tradeFromQuote(route, oneWeth, quote.amount)};
  }

  it('builds the trade from the quote without simulating', async () => {
    const {quote, trade} = await quotedTrade();
    expect(trade.tradeType).toBe(TradeType.EXACT_INPUT);
    expect(trade.inputAmount.equalTo(oneWeth)).toBe(true);
    expect(trade.outputAmount.equalTo(quote.amount)).toBe(true);
  });

  it('puts the slippage-adjusted minimum into exactInputSingle', async () => {
    const {trade} = await quotedTrade();
    const {calldata, value} = SwapRouter.swapCallParameters(trade, swapOptions(SNAPSHOT_TIME));
    const call = decodeFunctionData({abi: swapRouterAbi, data: calldata as Hex});
    expect(call.functionName).toBe('exactInputSingle');
    const [params] = call.args;
    expect(params.amountOutMinimum).toBe(
      BigInt(trade.minimumAmountOut(SLIPPAGE).quotient.toString()),
    );
    expect(params.amountOutMinimum).toBe(1_982_578_995n);
    expect(params.amountIn).toBe(10n ** 18n);
    expect(params.tokenIn).toBe(getAddress(WETH.address));
    expect(params.tokenOut).toBe(getAddress(USDC.address));
    expect(params.fee).toBe(FeeAmount.MEDIUM);
    expect(params.recipient).toBe(getAddress(SAMPLE_ACCOUNT));
    expect(params.deadline).toBe(BigInt(SNAPSHOT_TIME + 1_800));
    expect(params.sqrtPriceLimitX96).toBe(0n);
    expect(value).toBe('0x00');
  });

  it('approves WETH to the SwapRouter, then sends the swap to it', async () => {
    const chain = createFakeChain();
    await tradingMain(custom(chain));
    expect(chain.sent).toHaveLength(2);
    const [approval, swap] = chain.sent;
    expect(approval?.to.toLowerCase()).toBe(WETH.address.toLowerCase());
    const approve = decodeFunctionData({abi: erc20Abi, data: approval?.data ?? '0x'});
    expect(approve.functionName).toBe('approve');
    expect(approve.args).toEqual([OXBOW_LOCAL.v3.swapRouter, 10n ** 18n]);
    expect(swap?.to.toLowerCase()).toBe(OXBOW_LOCAL.v3.swapRouter.toLowerCase());
    expect(swap?.from.toLowerCase()).toBe(SAMPLE_ACCOUNT.toLowerCase());
    expect(swap?.value).toBe(0n);
    const call = decodeFunctionData({abi: swapRouterAbi, data: swap?.data ?? '0x'});
    expect(call.functionName).toBe('exactInputSingle');
  });

  it('sends the input as value when it is native ETH, still routed through WETH', async () => {
    const {pool, quote} = await quotedTrade();
    const ether = new LocalEther();
    expect(ether.wrapped.equals(WETH)).toBe(true);
    const oneEth = CurrencyAmount.fromRawAmount(ether, (10n ** 18n).toString());
    const trade = tradeFromQuote(new Route([pool], ether, USDC), oneEth, quote.amount);
    const {calldata, value} = SwapRouter.swapCallParameters(trade, swapOptions(SNAPSHOT_TIME));
    expect(BigInt(value)).toBe(10n ** 18n);
    const [params] = decodeFunctionData({abi: swapRouterAbi, data: calldata as Hex}).args;
    expect(params.tokenIn).toBe(getAddress(WETH.address));
  });
});
