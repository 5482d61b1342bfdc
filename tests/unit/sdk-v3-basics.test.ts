import {FeeAmount, TICK_SPACINGS, TickMath, tickToPrice} from '@uniswap/v3-sdk';
import JSBI from 'jsbi';
import {custom, decodeFunctionData, getAddress, numberToHex} from 'viem';
import {describe, expect, it} from 'vitest';
import {erc20Abi} from '../../examples/sdk/abis';
import {createReader, createSender} from '../../examples/sdk/chain';
import {raw, SAMPLE_ACCOUNT, SAMPLE_BALANCES, V3_POOLS} from '../../examples/sdk/fixtures';
import {OXBOW_LOCAL} from '../../examples/sdk/oxbow';
import {DAI, USDC, WETH} from '../../examples/sdk/tokens';
import {
  approximateRawPriceAtTick,
  humanFromRaw,
  humanPrice,
  OXBOW_FEE_TIERS,
  ratioFromSqrtPriceX96,
  rawRatio,
  usableTickForPrice,
  wethUsdcPool,
} from '../../examples/sdk/v3/background';
import {
  assertChainId,
  checkConnection,
  checkPoolDeployment,
  readTokenBalance,
} from '../../examples/sdk/v3/localDevelopment';
import {
  approveIfNeeded,
  connect,
  estimateApproval,
  main as web3BasicsMain,
  toCurrencyAmount,
  toRawAmount,
} from '../../examples/sdk/v3/web3Basics';
import {oxbowPoolAddress} from '../../examples/sdk/v3/pools';
import {createFakeChain} from '../helpers/fakeChain';

describe('v3 background: ticks and prices', () => {
  const fixture = V3_POOLS.wethUsdc3000;
  const pool = wethUsdcPool();

  it('orders WETH before USDC, so the pool price is USDC per WETH', () => {
    expect(pool.token0.equals(WETH)).toBe(true);
    expect(pool.token1.equals(USDC)).toBe(true);
  });

  it('prices the pool at 2,000 USDC per WETH, a raw ratio of 2e-9', () => {
    expect(pool.token0Price.toSignificant(6)).toBe('2000');
    expect(rawRatio(pool.token0Price).toSignificant(6)).toBe('0.000000002');
    expect(ratioFromSqrtPriceX96(fixture.sqrtPriceX96).toSignificant(6)).toBe('0.000000002');
  });

  it('places the current tick at or below the price and the next tick above it', () => {
    const sqrtPrice = JSBI.BigInt(fixture.sqrtPriceX96.toString());
    expect(JSBI.lessThanOrEqual(TickMath.getSqrtRatioAtTick(pool.tickCurrent), sqrtPrice)).toBe(
      true,
    );
    expect(JSBI.greaterThan(TickMath.getSqrtRatioAtTick(pool.tickCurrent + 1), sqrtPrice)).toBe(
      true,
    );
    expect(TickMath.getTickAtSqrtRatio(sqrtPrice)).toBe(pool.tickCurrent);
  });

  it('agrees with price = 1.0001^tick once the decimals are applied', () => {
    const human = humanFromRaw(approximateRawPriceAtTick(pool.tickCurrent), WETH, USDC);
    expect(human).toBeCloseTo(Number(tickToPrice(WETH, USDC, pool.tickCurrent).toFixed(6)), 4);
    expect(human).toBeGreaterThan(1999.5);
    expect(human).toBeLessThanOrEqual(2000);
  });

  it('snaps range prices to usable ticks: the fixture position 1,600-2,500', () => {
    const lower = usableTickForPrice(humanPrice(WETH, USDC, 1600), FeeAmount.MEDIUM);
    const upper = usableTickForPrice(humanPrice(WETH, USDC, 2500), FeeAmount.MEDIUM);
    expect([lower, upper]).toEqual([
      fixture.positions[1]?.tickLower,
      fixture.positions[1]?.tickUpper,
    ]);
    expect(Math.abs(lower % 60)).toBe(0);
    expect(Math.abs(upper % 60)).toBe(0);
  });

  it('lists only the four fee tiers Oxbow enables', () => {
    expect(OXBOW_FEE_TIERS.map((fee) => [fee, TICK_SPACINGS[fee]])).toEqual([
      [100, 1],
      [500, 10],
      [3000, 60],
      [10000, 200],
    ]);
  });
});

describe('v3 local development: checking the connection', () => {
  it('reads the chain id and block of the node', async () => {
    const info = await checkConnection(createReader(custom(createFakeChain())));
    expect(info.chainId).toBe(OXBOW_LOCAL.chainId);
    expect(info.blockNumber).toBe(1024n);
  });

  it('throws a clear error on another chain', async () => {
    const fake = createFakeChain();
    const otherChain = custom({
      request: (request: {method: string; params?: unknown}) =>
        request.method === 'eth_chainId' ? Promise.resolve(numberToHex(1)) : fake.request(request),
    });
    await expect(checkConnection(createReader(otherChain))).rejects.toThrow(
      /connected to chain 1, but the Oxbow deployment is for chain 31337/,
    );
    expect(() => {
      assertChainId(31337);
    }).not.toThrow();
  });

  it('reads token balances with the decimals of the token contract', async () => {
    const reader = createReader(custom(createFakeChain()));
    for (const token of [WETH, USDC, DAI]) {
      const balance = await readTokenBalance(reader, token, SAMPLE_ACCOUNT);
      expect(balance.raw).toBe(SAMPLE_BALANCES.get(token.address));
      expect(balance.symbol).toBe(token.symbol);
    }
  });

  it('finds the factory pool at the address computed with the Oxbow overrides', async () => {
    const check = await checkPoolDeployment(createReader(custom(createFakeChain())));
    expect(check.matches).toBe(true);
    expect(check.onChain).toBe(oxbowPoolAddress(USDC, WETH, FeeAmount.MEDIUM));
  });
});

describe('v3 web3 basics: units and an approval', () => {
  it('converts whole tokens to raw amounts and back into SDK amounts', () => {
    const amount = toRawAmount(USDC, '1000.5');
    expect(amount).toBe(raw(USDC, '1000.5'));
    expect(toCurrencyAmount(USDC, amount).toExact()).toBe('1000.5');
    expect(toRawAmount(WETH, '1')).toBe(10n ** 18n);
  });

  it('estimates the approval from the gas limit and the fee cap', async () => {
    const {reader} = connect(SAMPLE_ACCOUNT, custom(createFakeChain()));
    const quote = await estimateApproval(
      reader,
      USDC,
      OXBOW_LOCAL.v3.swapRouter,
      1n,
      SAMPLE_ACCOUNT,
    );
    expect(quote.maxCost).toBe(quote.gas * quote.maxFeePerGas);
  });

  it('sends approve(swapRouter, amount) to the token from the sample account', async () => {
    const fake = createFakeChain();
    const transport = custom(fake);
    const amount = toRawAmount(USDC, '1000');
    const result = await approveIfNeeded(
      createReader(transport),
      createSender(SAMPLE_ACCOUNT, transport),
      USDC,
      OXBOW_LOCAL.v3.swapRouter,
      amount,
    );
    expect(result?.receipt.status).toBe('success');
    expect(fake.sent).toHaveLength(1);
    const [sent] = fake.sent;
    expect(getAddress(sent?.to ?? '')).toBe(USDC.address);
    expect(getAddress(sent?.from ?? '')).toBe(SAMPLE_ACCOUNT);
    expect(sent?.value).toBe(0n);
    const call = decodeFunctionData({abi: erc20Abi, data: sent?.data ?? '0x'});
    expect(call.functionName).toBe('approve');
    expect(call.args).toEqual([OXBOW_LOCAL.v3.swapRouter, amount]);
  });

  it('prints the hash of the transaction it sent', async () => {
    const fake = createFakeChain();
    const lines = await web3BasicsMain(custom(fake));
    expect(fake.sent).toHaveLength(1);
    expect(lines.some((line) => line.startsWith('transaction hash: 0x'))).toBe(true);
    expect(lines).toContain('status: success in block 1025');
  });
});
