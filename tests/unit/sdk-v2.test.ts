import {CurrencyAmount, Percent} from '@uniswap/sdk-core';
import {Pair, Router} from '@uniswap/v2-sdk';
import {custom, decodeFunctionData, getAddress, type Address} from 'viem';
import {describe, expect, it} from 'vitest';
import {erc20Abi} from '../../examples/sdk/abis';
import {createReader} from '../../examples/sdk/chain';
import {raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V2_PAIRS} from '../../examples/sdk/fixtures';
import {OXBOW_LOCAL} from '../../examples/sdk/oxbow';
import {DAI, USDC, WETH} from '../../examples/sdk/tokens';
import {checkPairAddress} from '../../examples/sdk/v2/checkPairAddress';
import {fetchPairs, findPair, readToken} from '../../examples/sdk/v2/fetchingData';
import {oxbowPairAddress} from '../../examples/sdk/v2/pairAddress';
import {
  pairFromFixture,
  sellWeth,
  wethDaiRoute,
  wethUsdcDaiRoute,
} from '../../examples/sdk/v2/pricing';
import {fetchWethUsdcPair} from '../../examples/sdk/v2/quickStart';
import {
  DEADLINE_SECONDS,
  encodeSwap,
  main as tradingMain,
  quoteWethForDai,
  SLIPPAGE_TOLERANCE,
  swapArguments,
  v2RouterAbi,
} from '../../examples/sdk/v2/trading';
import {createFakeChain} from '../helpers/fakeChain';

const fakeReader = () => createReader(custom(createFakeChain()));
const bigint = (value: {toString: () => string}): bigint => BigInt(value.toString());

/** The pair's getAmountOut, written out: 0.30 % of the input stays in the pair as the fee. */
function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const withFee = amountIn * 997n;
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee);
}

describe('v2 quick start', () => {
  it('reads the WETH/USDC reserves of the snapshot', async () => {
    const pair = await fetchWethUsdcPair(custom(createFakeChain()));
    expect(bigint(pair.reserveOf(WETH).quotient)).toBe(V2_PAIRS.wethUsdc.reserveA);
    expect(bigint(pair.reserveOf(USDC).quotient)).toBe(V2_PAIRS.wethUsdc.reserveB);
  });
});

describe('v2 pair addresses', () => {
  it.each([
    [WETH, USDC],
    [USDC, DAI],
    [WETH, DAI],
  ])('finds the factory pair of %s and %s offline', async (tokenA, tokenB) => {
    const {offline, onChain} = await checkPairAddress(fakeReader(), tokenA, tokenB);
    expect(onChain).toBe(offline);
  });

  it('does not find Oxbow pairs with the SDK helpers', () => {
    const oxbow = oxbowPairAddress(WETH, USDC);
    expect(Pair.getAddress(WETH, USDC)).not.toBe(oxbow);
    expect(pairFromFixture(V2_PAIRS.wethUsdc).liquidityToken.address).not.toBe(oxbow);
  });
});

describe('v2 fetching data', () => {
  it('reads decimals and symbols from the token contracts', async () => {
    const usdc = await readToken(fakeReader(), USDC.address as Address);
    expect(usdc.equals(USDC)).toBe(true);
    expect(usdc.decimals).toBe(6);
    expect(usdc.symbol).toBe('USDC');
  });

  it('returns null for a pair nobody created', async () => {
    const lpToken = oxbowPairAddress(WETH, USDC);
    expect(await findPair(fakeReader(), lpToken, DAI.address as Address)).toBeNull();
  });

  it('attaches each reserve to its own token, whatever order the caller used', async () => {
    const {found, missing} = await fetchPairs(
      fakeReader(),
      [
        [USDC.address as Address, DAI.address as Address],
        [oxbowPairAddress(WETH, USDC), DAI.address as Address],
      ],
      1024n,
    );
    expect(missing).toHaveLength(1);
    const usdcDai = found[0]?.pair;
    expect(usdcDai?.token0.equals(DAI)).toBe(true);
    expect(bigint(usdcDai?.reserveOf(USDC).quotient ?? 0)).toBe(raw(USDC, 1_000_000));
    expect(bigint(usdcDai?.reserveOf(DAI).quotient ?? 0)).toBe(raw(DAI, 1_000_000));
  });
});

describe('v2 pricing', () => {
  it('multiplies the hop mid prices along the route', () => {
    const route = wethUsdcDaiRoute();
    expect(route.midPrice.toSignificant(6)).toBe('2000');
    expect(wethDaiRoute().midPrice.toSignificant(6)).toBe('1980');
  });

  it('quotes each hop with the pair formula', () => {
    const trade = sellWeth(wethUsdcDaiRoute(), 1);
    const usdc = amountOut(raw(WETH, 1), raw(WETH, 100), raw(USDC, 200_000));
    const dai = amountOut(usdc, raw(USDC, 1_000_000), raw(DAI, 1_000_000));
    expect(bigint(trade.outputAmount.quotient)).toBe(dai);
  });

  it('measures the price impact against the mid price, fees included', () => {
    const trade = sellWeth(wethUsdcDaiRoute(), 1);
    const atMidPrice = trade.route.midPrice.quote(trade.inputAmount);
    const shortfall = atMidPrice.subtract(trade.outputAmount).divide(atMidPrice);
    expect(trade.priceImpact.equalTo(shortfall)).toBe(true);
    // Two hops pay two 0.30 % fees before any curve effect.
    expect(trade.priceImpact.greaterThan(new Percent(60, 10_000))).toBe(true);
  });

  it('inverts a price exactly, and rounds amounts down but prices half up', () => {
    const price = sellWeth(wethUsdcDaiRoute(), 1).executionPrice;
    expect(price.multiply(price.invert()).equalTo(1)).toBe(true);
    const oneDai = CurrencyAmount.fromRawAmount(DAI, raw(DAI, 1).toString());
    expect(price.invert().toFixed(8)).toBe('0.00050903');
    expect(price.invert().quote(oneDai).toFixed(8)).toBe('0.00050902');
  });
});

describe('v2 trading', () => {
  it('sets the minimum to the quote less 0.50 %, rounded down', async () => {
    const trade = await quoteWethForDai(fakeReader(), raw(WETH, 1));
    const args = swapArguments(trade, SAMPLE_ACCOUNT, 0n);
    expect(args.amountOutMin).toBe((bigint(trade.outputAmount.quotient) * 9_950n) / 10_000n);
  });

  it('encodes what Router.swapCallParameters would', async () => {
    const trade = await quoteWethForDai(fakeReader(), raw(WETH, 1));
    const deadline = SNAPSHOT_TIME + 1200;
    const sdk = Router.swapCallParameters(trade, {
      allowedSlippage: SLIPPAGE_TOLERANCE,
      recipient: SAMPLE_ACCOUNT,
      deadline,
    });
    const ours = decodeFunctionData({
      abi: v2RouterAbi,
      data: encodeSwap(swapArguments(trade, SAMPLE_ACCOUNT, BigInt(deadline))),
    });
    expect(ours.functionName).toBe(sdk.methodName);
    const [amountIn, amountOutMin, path, to, deadlineHex] = sdk.args;
    expect(ours.args).toEqual([
      BigInt(amountIn as string),
      BigInt(amountOutMin as string),
      path,
      to,
      BigInt(deadlineHex as string),
    ]);
  });

  it('approves the router, then sends the swap with the right path, minimum and recipient', async () => {
    const chain = createFakeChain();
    await tradingMain(custom(chain));
    expect(chain.sent).toHaveLength(2);
    const [approval, swap] = chain.sent;

    expect(getAddress(approval?.to ?? '')).toBe(WETH.address);
    const approve = decodeFunctionData({abi: erc20Abi, data: approval?.data ?? '0x'});
    expect(approve.functionName).toBe('approve');
    expect(approve.args).toEqual([OXBOW_LOCAL.v2.router, raw(WETH, 1)]);

    expect(getAddress(swap?.to ?? '')).toBe(OXBOW_LOCAL.v2.router);
    expect(getAddress(swap?.from ?? '')).toBe(SAMPLE_ACCOUNT);
    const call = decodeFunctionData({abi: v2RouterAbi, data: swap?.data ?? '0x'});
    expect(call.functionName).toBe('swapExactTokensForTokens');
    const [amountIn, amountOutMin, path, to, deadline] = call.args;
    const usdc = amountOut(raw(WETH, 1), raw(WETH, 100), raw(USDC, 200_000));
    const dai = amountOut(usdc, raw(USDC, 1_000_000), raw(DAI, 1_000_000));
    expect(amountIn).toBe(raw(WETH, 1));
    expect(amountOutMin).toBe((dai * 9_950n) / 10_000n);
    expect(path).toEqual([WETH.address, USDC.address, DAI.address]);
    expect(to).toBe(SAMPLE_ACCOUNT);
    expect(deadline).toBe(BigInt(SNAPSHOT_TIME) + DEADLINE_SECONDS);
  });
});
