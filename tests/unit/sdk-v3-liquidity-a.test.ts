import {CurrencyAmount, Percent} from '@uniswap/sdk-core';
import {computePoolAddress, FeeAmount, TickMath, tickToPrice} from '@uniswap/v3-sdk';
import {custom, decodeFunctionData, getAddress, type Hex} from 'viem';
import {describe, expect, it} from 'vitest';
import {erc20Abi, v3FactoryAbi, v3PoolAbi} from '../../examples/sdk/abis';
import {createReader, createSender} from '../../examples/sdk/chain';
import {
  fixturePool,
  raw,
  SAMPLE_ACCOUNT,
  SNAPSHOT_TIME,
  V3_POOLS,
  V3_POSITIONS,
} from '../../examples/sdk/fixtures';
import {OXBOW_LOCAL} from '../../examples/sdk/oxbow';
import {USDC, WETH} from '../../examples/sdk/tokens';
import {
  asFeeAmount,
  fetchOwnedPositions,
  listPositionIds,
  main as fetchingMain,
} from '../../examples/sdk/v3/fetchingPositions';
import {
  ensureAllowance,
  main as mintingMain,
  mintAbi,
  mintParameters,
  positionForBudget,
  positionForDeposit,
  ticksForPriceRange,
} from '../../examples/sdk/v3/mintingPosition';
import {
  isInRange,
  poolAtPrice,
  positionOf,
  priceOf,
  repriced,
  valueInToken1,
} from '../../examples/sdk/v3/positionData';
import {fetchPool, oxbowPoolAddress} from '../../examples/sdk/v3/pools';
import {createFakeChain} from '../helpers/fakeChain';

const fixture = V3_POOLS.wethUsdc3000;
const pool = fixturePool(fixture);
const positions = fixture.positions.map((range) => positionOf(pool, range));
const Q96 = 2 ** 96;

/** The guide's formulas in floating point: token amounts of liquidity L at sqrt price s. */
function formulaAmounts(
  liquidity: number,
  sqrtPrice: number,
  sqrtLower: number,
  sqrtUpper: number,
): {amount0: number; amount1: number} {
  const s = Math.min(Math.max(sqrtPrice, sqrtLower), sqrtUpper);
  return {
    amount0: liquidity * (1 / s - 1 / sqrtUpper),
    amount1: liquidity * (s - sqrtLower),
  };
}

const sqrtAt = (tick: number) => Number(TickMath.getSqrtRatioAtTick(tick).toString()) / Q96;
const rawOf = (amount: {quotient: {toString: () => string}}) => BigInt(amount.quotient.toString());

describe('position data (offline)', () => {
  it('keeps the fixture ticks and liquidity', () => {
    positions.forEach((position, index) => {
      const range = fixture.positions[index];
      expect(range).toBeDefined();
      expect(position.tickLower).toBe(range?.tickLower);
      expect(position.tickUpper).toBe(range?.tickUpper);
      expect(BigInt(position.liquidity.toString())).toBe(range?.liquidity);
      expect(isInRange(position)).toBe(true);
    });
  });

  it('holds about what the full-range deposit put in, never more', () => {
    const [fullRange] = positions;
    expect(fullRange).toBeDefined();
    if (!fullRange) return;
    const amount0 = rawOf(fullRange.amount0);
    const amount1 = rawOf(fullRange.amount1);
    expect(amount0).toBeLessThanOrEqual(raw(WETH, 100));
    expect(raw(WETH, 100) - amount0).toBeLessThan(10n ** 12n);
    expect(amount1).toBeLessThanOrEqual(raw(USDC, 200_000));
    expect(raw(USDC, 200_000) - amount1).toBeLessThan(raw(USDC, 1));
  });

  it('rounds withdrawal amounts down and mint amounts up', () => {
    for (const position of positions) {
      const mint0 = BigInt(position.mintAmounts.amount0.toString());
      const mint1 = BigInt(position.mintAmounts.amount1.toString());
      expect(mint0 - rawOf(position.amount0)).toBeGreaterThanOrEqual(0n);
      expect(mint0 - rawOf(position.amount0)).toBeLessThanOrEqual(1n);
      expect(mint1 - rawOf(position.amount1)).toBeGreaterThanOrEqual(0n);
      expect(mint1 - rawOf(position.amount1)).toBeLessThanOrEqual(1n);
    }
  });

  it('moves a pool to the requested price', () => {
    expect(poolAtPrice(pool, priceOf(WETH, USDC, 1500)).token0Price.toSignificant(6)).toBe('1500');
    // The same price quoted the other way round lands on the same pool state.
    const inverted = poolAtPrice(pool, priceOf(USDC, WETH, '0.0005'));
    expect(inverted.token0Price.toSignificant(6)).toBe('2000');
  });

  it.each([1500, 1800, 2000, 2200, 3000])('matches the amount formulas at %i USDC', (usdc) => {
    for (const position of positions.slice(1)) {
      const moved = repriced(position, priceOf(WETH, USDC, usdc));
      expect(moved.liquidity.toString()).toBe(position.liquidity.toString());
      const expected = formulaAmounts(
        Number(position.liquidity.toString()),
        Number(moved.pool.sqrtRatioX96.toString()) / Q96,
        sqrtAt(position.tickLower),
        sqrtAt(position.tickUpper),
      );
      expect(Number(rawOf(moved.amount0))).toBeCloseTo(expected.amount0, -6);
      expect(Number(rawOf(moved.amount1))).toBeCloseTo(expected.amount1, -3);
    }
  });

  it('holds one token only outside the range', () => {
    const narrow = positions[2];
    expect(narrow).toBeDefined();
    if (!narrow) return;
    const below = repriced(narrow, priceOf(WETH, USDC, 1500));
    const above = repriced(narrow, priceOf(WETH, USDC, 3000));
    expect(isInRange(below)).toBe(false);
    expect(below.amount1.quotient.toString()).toBe('0');
    expect(above.amount0.quotient.toString()).toBe('0');
    // Past the upper bound the value no longer grows: it is all USDC.
    expect(valueInToken1(above).toFixed(2)).toBe(
      valueInToken1(repriced(narrow, priceOf(WETH, USDC, 2200))).toFixed(2),
    );
  });
});

describe('minting a position', () => {
  const ticks = ticksForPriceRange(pool, WETH, USDC, 1800, 2200);
  const oneWeth = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString());
  const budgetUsdc = CurrencyAmount.fromRawAmount(USDC, raw(USDC, 5000).toString());
  const position = positionForBudget(pool, ticks, oneWeth, budgetUsdc);
  const slippage = new Percent(50, 10_000);
  const deadline = BigInt(SNAPSHOT_TIME + 1200);

  it('snaps the price range to usable ticks around the prices', () => {
    expect(ticks).toEqual({tickLower: -201360, tickUpper: -199380});
    expect(Math.abs(ticks.tickLower % pool.tickSpacing)).toBe(0);
    expect(Math.abs(ticks.tickUpper % pool.tickSpacing)).toBe(0);
    expect(Number(tickToPrice(WETH, USDC, ticks.tickLower).toSignificant(6))).toBeCloseTo(1800, -1);
    expect(Number(tickToPrice(WETH, USDC, ticks.tickUpper).toSignificant(6))).toBeCloseTo(2200, -1);
    // Quoting the range in WETH per USDC gives the same ticks.
    expect(ticksForPriceRange(pool, USDC, WETH, 1 / 2200, 1 / 1800)).toEqual(ticks);
  });

  it('sizes the same position from 1 WETH alone or from a budget where WETH binds', () => {
    const fromWeth = positionForDeposit(pool, ticks, oneWeth);
    expect(fromWeth.liquidity.toString()).toBe(position.liquidity.toString());
    const desired0 = BigInt(position.mintAmounts.amount0.toString());
    const desired1 = BigInt(position.mintAmounts.amount1.toString());
    expect(desired0).toBeLessThanOrEqual(raw(WETH, 1));
    expect(raw(WETH, 1) - desired0).toBeLessThan(10n ** 6n);
    expect(desired1).toBeLessThan(raw(USDC, 5000));
  });

  it('encodes a single mint call with the ticks, amounts and recipient', () => {
    const parameters = mintParameters(position, SAMPLE_ACCOUNT, deadline, slippage);
    expect(parameters.value).toBe('0x00');
    const call = decodeFunctionData({abi: mintAbi, data: parameters.calldata as Hex});
    expect(call.functionName).toBe('mint');
    const [params] = call.args;
    const minimums = position.mintAmountsWithSlippage(slippage);
    expect(params).toEqual({
      token0: getAddress(WETH.address),
      token1: getAddress(USDC.address),
      fee: FeeAmount.MEDIUM,
      tickLower: ticks.tickLower,
      tickUpper: ticks.tickUpper,
      amount0Desired: BigInt(position.mintAmounts.amount0.toString()),
      amount1Desired: BigInt(position.mintAmounts.amount1.toString()),
      amount0Min: BigInt(minimums.amount0.toString()),
      amount1Min: BigInt(minimums.amount1.toString()),
      recipient: SAMPLE_ACCOUNT,
      deadline,
    });
    expect(params.amount0Min).toBeLessThan(params.amount0Desired);
    expect(params.amount1Min).toBeLessThan(params.amount1Desired);
  });

  it('finds the pool where the factory says it is, unlike the SDK default hash', async () => {
    const reader = createReader(custom(createFakeChain()));
    const reported = await reader.readContract({
      address: OXBOW_LOCAL.v3.factory,
      abi: v3FactoryAbi,
      functionName: 'getPool',
      args: [WETH.address as Hex, USDC.address as Hex, FeeAmount.MEDIUM],
    });
    expect(oxbowPoolAddress(USDC, WETH, FeeAmount.MEDIUM)).toBe(reported);
    expect(
      computePoolAddress({
        factoryAddress: OXBOW_LOCAL.v3.factory,
        tokenA: WETH,
        tokenB: USDC,
        fee: FeeAmount.MEDIUM,
      }),
    ).not.toBe(reported);
  });

  it('reads the same pool state from the chain as the fixture', async () => {
    const live = await fetchPool(
      createReader(custom(createFakeChain())),
      WETH,
      USDC,
      FeeAmount.MEDIUM,
    );
    expect(live.sqrtRatioX96.toString()).toBe(pool.sqrtRatioX96.toString());
    expect(live.tickCurrent).toBe(pool.tickCurrent);
    expect(live.liquidity.toString()).toBe(pool.liquidity.toString());
  });

  it('approves only when the allowance is short', async () => {
    const chain = createFakeChain();
    const transport = custom(chain);
    const hash = await ensureAllowance(
      createReader(transport),
      createSender(SAMPLE_ACCOUNT, transport),
      CurrencyAmount.fromRawAmount(USDC, '0'),
    );
    expect(hash).toBeUndefined();
    expect(chain.sent).toHaveLength(0);
  });

  it('approves both tokens to the position manager, then sends the mint there', async () => {
    const chain = createFakeChain();
    await mintingMain(custom(chain));
    expect(chain.sent).toHaveLength(3);
    const [approveWeth, approveUsdc, mint] = chain.sent;
    const expected = [
      [approveWeth, WETH.address, position.mintAmounts.amount0.toString()],
      [approveUsdc, USDC.address, position.mintAmounts.amount1.toString()],
    ] as const;
    for (const [transaction, token, amount] of expected) {
      expect(transaction?.to.toLowerCase()).toBe(token.toLowerCase());
      const approval = decodeFunctionData({abi: erc20Abi, data: transaction?.data ?? '0x'});
      expect(approval.functionName).toBe('approve');
      expect(approval.args).toEqual([OXBOW_LOCAL.v3.positionManager, BigInt(amount)]);
    }
    expect(mint?.to.toLowerCase()).toBe(OXBOW_LOCAL.v3.positionManager.toLowerCase());
    expect(mint?.value).toBe(0n);
    const call = decodeFunctionData({abi: mintAbi, data: mint?.data ?? '0x'});
    expect(call.args[0].recipient).toBe(SAMPLE_ACCOUNT);
    expect(call.args[0].deadline).toBe(deadline);
    expect(call.args[0].tickLower).toBe(ticks.tickLower);
    expect(call.args[0].tickUpper).toBe(ticks.tickUpper);
  });
});

describe('fetching positions', () => {
  it('lists the NFTs of the sample account', async () => {
    const reader = createReader(custom(createFakeChain()));
    expect(await listPositionIds(reader, SAMPLE_ACCOUNT)).toEqual([1n, 2n]);
    expect(await listPositionIds(reader, OXBOW_LOCAL.v3.factory)).toEqual([]);
  });

  it('rebuilds each position as the offline model of the same range', async () => {
    const owned = await fetchOwnedPositions(
      createReader(custom(createFakeChain())),
      SAMPLE_ACCOUNT,
    );
    expect(owned.map(({tokenId}) => tokenId)).toEqual([1n, 2n]);
    owned.forEach(({position, tokensOwed0, tokensOwed1}, index) => {
      const stored = V3_POSITIONS[index];
      const offline = stored && positions[stored.positionIndex];
      expect(offline).toBeDefined();
      if (!stored || !offline) return;
      expect(position.tickLower).toBe(offline.tickLower);
      expect(position.tickUpper).toBe(offline.tickUpper);
      expect(position.liquidity.toString()).toBe(offline.liquidity.toString());
      expect(position.amount0.toExact()).toBe(offline.amount0.toExact());
      expect(position.amount1.toExact()).toBe(offline.amount1.toExact());
      expect(position.pool.token0.symbol).toBe('WETH');
      expect(rawOf(tokensOwed0)).toBe(stored.tokensOwed0);
      expect(rawOf(tokensOwed1)).toBe(stored.tokensOwed1);
    });
  });

  it('reads the shared pool once for both positions', async () => {
    const chain = createFakeChain();
    const slot0Reads: string[] = [];
    const counting = {
      request: (request: {method: string; params?: unknown}) => {
        if (request.method === 'eth_call') {
          const [call] = request.params as [{to: string; data?: Hex; input?: Hex}];
          const data = call.data ?? call.input ?? '0x';
          if (data.startsWith('0x3850c7bd')) {
            slot0Reads.push(call.to);
          }
        }
        return chain.request(request);
      },
    };
    await fetchOwnedPositions(createReader(custom(counting)), SAMPLE_ACCOUNT);
    expect(slot0Reads).toHaveLength(1);
    expect(decodeFunctionData({abi: v3PoolAbi, data: '0x3850c7bd'}).functionName).toBe('slot0');
  });

  it('accepts only the fee tiers Oxbow enables', () => {
    expect(asFeeAmount(3000)).toBe(FeeAmount.MEDIUM);
    expect(() => asFeeAmount(FeeAmount.LOW_200)).toThrow(/not an Oxbow fee tier/);
  });

  it('prints both NFTs with their uncollected fees', async () => {
    const lines = await fetchingMain(custom(createFakeChain()));
    expect(lines[0]).toContain('holds 2 position NFTs');
    expect(lines.join('\n')).toContain('tokensOwed: 0.0125 WETH + 31.2 USDC');
    expect(lines.join('\n')).toContain('tokensOwed: 0.0411 WETH + 80.45 USDC');
  });
});
