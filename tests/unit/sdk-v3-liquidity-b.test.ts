import {CurrencyAmount, Percent} from '@uniswap/sdk-core';
import {Position} from '@uniswap/v3-sdk';
import {custom, decodeFunctionData, maxUint128, parseAbi, zeroAddress, type Hex} from 'viem';
import {describe, expect, it} from 'vitest';
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
  buildCollect,
  buildCollectAsEther,
  fetchTokensOwed,
  PAYOUT_MARGIN,
  sendToPositionManager,
} from '../../examples/sdk/v3/collectingFees';
import {
  buildDecrease,
  buildIncrease,
  fetchPosition,
  innerCalls,
} from '../../examples/sdk/v3/modifyingPosition';
import {
  buildMint,
  buildSwap,
  main as swapAndAddMain,
  naiveSwapAmount,
  planSwap,
  rangeTicks,
  solveSwapAmount,
} from '../../examples/sdk/v3/swapAndAddLiquidity';
import {createFakeChain} from '../helpers/fakeChain';

/** Written from the contract interface, independently of the samples' own fragments. */
const managerAbi = parseAbi([
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function increaseLiquidity((uint256 tokenId, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, uint256 deadline) params) payable returns (uint128, uint256, uint256)',
  'function decreaseLiquidity((uint256 tokenId, uint128 liquidity, uint256 amount0Min, uint256 amount1Min, uint256 deadline) params) payable returns (uint256, uint256)',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max) params) payable returns (uint256, uint256)',
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline) params) payable returns (uint256, uint128, uint256, uint256)',
  'function burn(uint256 tokenId) payable',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function sweepToken(address token, uint256 amountMinimum, address recipient) payable',
]);
const routerAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256)',
]);

const decode = (data: string) => decodeFunctionData({abi: managerAbi, data: data as Hex});
const jsbi = (value: {toString: () => string}) => BigInt(value.toString());

const NFT = V3_POSITIONS[0];
if (!NFT) {
  throw new Error('fixture NFT 1 missing');
}
const RANGE = NFT.pool.positions[NFT.positionIndex];
if (!RANGE) {
  throw new Error('fixture range missing');
}
const SLIPPAGE = new Percent(50, 10_000);
const DEADLINE = BigInt(SNAPSHOT_TIME + 1200);

function multicallEntries(data: string): ReturnType<typeof decode>[] {
  const call = decode(data);
  if (call.functionName !== 'multicall') {
    throw new Error(`expected multicall, got ${call.functionName}`);
  }
  return call.args[0].map(decode);
}

describe('modifying a position', () => {
  const read = () => fetchPosition(createReader(custom(createFakeChain())), 1n);

  it('reads NFT 1 with the range and liquidity of the fixture', async () => {
    const {position, tokensOwed0, tokensOwed1} = await read();
    expect(position.tickLower).toBe(RANGE.tickLower);
    expect(position.tickUpper).toBe(RANGE.tickUpper);
    expect(jsbi(position.liquidity)).toBe(RANGE.liquidity);
    expect(jsbi(position.pool.sqrtRatioX96)).toBe(NFT.pool.sqrtPriceX96);
    expect(jsbi(tokensOwed0.quotient)).toBe(NFT.tokensOwed0);
    expect(jsbi(tokensOwed1.quotient)).toBe(NFT.tokensOwed1);
  });

  it('encodes increaseLiquidity for token 1 with the added position amounts', async () => {
    const current = await read();
    const {added, parameters} = buildIncrease(
      current,
      raw(WETH, 1),
      raw(USDC, 3000),
      SLIPPAGE,
      DEADLINE,
    );
    const call = decode(parameters.calldata);
    expect(call.functionName).toBe('increaseLiquidity');
    if (call.functionName !== 'increaseLiquidity') return;
    const [params] = call.args;
    expect(params.tokenId).toBe(1n);
    expect(params.deadline).toBe(DEADLINE);
    expect(params.amount0Desired).toBe(jsbi(added.mintAmounts.amount0));
    expect(params.amount1Desired).toBe(jsbi(added.mintAmounts.amount1));
    // WETH is the binding budget; USDC is only partly used.
    expect(params.amount0Desired).toBeLessThanOrEqual(raw(WETH, 1));
    expect(params.amount1Desired).toBeLessThan(raw(USDC, 3000));
    expect(params.amount0Min).toBeLessThan(params.amount0Desired);
    expect(added.tickLower).toBe(RANGE.tickLower);
    expect(BigInt(parameters.value)).toBe(0n);
  });

  it('encodes a 50 % decrease as multicall(decreaseLiquidity, collect)', async () => {
    const current = await read();
    const parameters = buildDecrease(
      current,
      new Percent(50, 100),
      SLIPPAGE,
      DEADLINE,
      SAMPLE_ACCOUNT,
    );
    expect(innerCalls(parameters.calldata)).toEqual(['decreaseLiquidity', 'collect']);
    const [decrease, collect] = multicallEntries(parameters.calldata);
    if (decrease?.functionName !== 'decreaseLiquidity' || collect?.functionName !== 'collect') {
      throw new Error('unexpected inner calls');
    }
    const [params] = decrease.args;
    expect(params.tokenId).toBe(1n);
    expect(params.liquidity).toBe(RANGE.liquidity / 2n);
    const removed = new Position({
      pool: current.position.pool,
      tickLower: RANGE.tickLower,
      tickUpper: RANGE.tickUpper,
      liquidity: (RANGE.liquidity / 2n).toString(),
    });
    const minimums = removed.burnAmountsWithSlippage(SLIPPAGE);
    expect(params.amount0Min).toBe(jsbi(minimums.amount0));
    expect(params.amount1Min).toBe(jsbi(minimums.amount1));
    expect(collect.args[0]).toEqual({
      tokenId: 1n,
      recipient: SAMPLE_ACCOUNT,
      amount0Max: maxUint128,
      amount1Max: maxUint128,
    });
  });

  it('burns only when the whole liquidity is removed', async () => {
    const current = await read();
    expect(() =>
      buildDecrease(current, new Percent(50, 100), SLIPPAGE, DEADLINE, SAMPLE_ACCOUNT, true),
    ).toThrow('CANNOT_BURN');
    const exit = buildDecrease(current, new Percent(1), SLIPPAGE, DEADLINE, SAMPLE_ACCOUNT, true);
    const calls = multicallEntries(exit.calldata);
    expect(calls.map((call) => call.functionName)).toEqual([
      'decreaseLiquidity',
      'collect',
      'burn',
    ]);
    const [decrease] = calls;
    if (decrease?.functionName !== 'decreaseLiquidity') throw new Error('no decrease');
    expect(decrease.args[0].liquidity).toBe(RANGE.liquidity);
  });
});

describe('collecting fees', () => {
  it('collects everything owed to the owner, using tokensOwed from positions()', async () => {
    const owed = await fetchTokensOwed(createReader(custom(createFakeChain())), 1n);
    expect(jsbi(owed.owed0.quotient)).toBe(NFT.tokensOwed0);
    expect(jsbi(owed.owed1.quotient)).toBe(NFT.tokensOwed1);
    const parameters = buildCollect(owed, SAMPLE_ACCOUNT);
    const call = decode(parameters.calldata);
    expect(call.functionName).toBe('collect');
    expect(call.args[0]).toEqual({
      tokenId: 1n,
      recipient: SAMPLE_ACCOUNT,
      amount0Max: 2n ** 128n - 1n,
      amount1Max: 2n ** 128n - 1n,
    });
  });

  it('unwraps WETH to ETH with minimums a margin below the owed amounts', async () => {
    const owed = await fetchTokensOwed(createReader(custom(createFakeChain())), 1n);
    const [collect, unwrap, sweep] = multicallEntries(
      buildCollectAsEther(owed, SAMPLE_ACCOUNT).calldata,
    );
    expect(collect?.functionName).toBe('collect');
    if (collect?.functionName === 'collect') {
      expect(collect.args[0].recipient).toBe(zeroAddress);
    }
    expect(unwrap?.functionName).toBe('unwrapWETH9');
    expect(unwrap?.args).toEqual([NFT.tokensOwed0 - PAYOUT_MARGIN, SAMPLE_ACCOUNT]);
    expect(sweep?.functionName).toBe('sweepToken');
    expect(sweep?.args).toEqual([USDC.address, NFT.tokensOwed1 - PAYOUT_MARGIN, SAMPLE_ACCOUNT]);
  });

  it('needs that margin: the NFTs sharing a range can be owed more than the pool pays', () => {
    // Fees credited for a fee growth per unit of liquidity (Q128.128), rounded down as on chain.
    const credit = (liquidity: bigint, growth: bigint): bigint => (liquidity * growth) >> 128n;
    // Two NFTs of the same range: the pool keeps one position of their summed liquidity.
    const [liquidityA, liquidityB] = [5n, 4n];
    const growth = (1n << 128n) / 10n + 1n;
    // NFT B is touched after each of two equal rounds of fees, so the pool settles twice;
    // NFT A is settled once, when its owner collects after both rounds.
    const pool = 2n * credit(liquidityA + liquidityB, growth);
    const owedA = credit(liquidityA, 2n * growth);
    const owedB = 2n * credit(liquidityB, growth);
    expect([pool, owedA, owedB]).toEqual([0n, 1n, 0n]);
    // The pool pays at most what it holds for the position, so A's collect pays less than tokensOwed.
    expect(owedA + owedB).toBeGreaterThan(pool);
    expect(owedA + owedB - pool).toBeLessThanOrEqual(PAYOUT_MARGIN);
  });

  it('sends the collect to the position manager from the owner', async () => {
    const chain = createFakeChain();
    const reader = createReader(custom(chain));
    const owed = await fetchTokensOwed(reader, 1n);
    const parameters = buildCollect(owed, SAMPLE_ACCOUNT);
    const {status} = await sendToPositionManager(
      createSender(SAMPLE_ACCOUNT, custom(chain)),
      reader,
      parameters,
    );
    expect(status).toBe('success');
    expect(chain.sent).toHaveLength(1);
    expect(chain.sent[0]?.to.toLowerCase()).toBe(OXBOW_LOCAL.v3.positionManager.toLowerCase());
    expect(chain.sent[0]?.from.toLowerCase()).toBe(SAMPLE_ACCOUNT.toLowerCase());
    expect(chain.sent[0]?.data).toBe(parameters.calldata);
    expect(chain.sent[0]?.value).toBe(0n);
  });
});

describe('swap and add liquidity', () => {
  const pool = fixturePool(V3_POOLS.wethUsdc3000);
  const holding = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 2).toString());
  const {tickLower, tickUpper} = rangeTicks(pool, WETH, USDC, 1600, 2500);
  const options = {recipient: SAMPLE_ACCOUNT, deadline: DEADLINE, slippageTolerance: SLIPPAGE};

  it('finds the ticks of the fixture range 1,600-2,500', () => {
    expect([tickLower, tickUpper]).toEqual([RANGE.tickLower, RANGE.tickUpper]);
  });

  it('leaves almost nothing behind, and solves the same way twice', async () => {
    const first = await solveSwapAmount(pool, tickLower, tickUpper, holding, USDC);
    const second = await solveSwapAmount(pool, tickLower, tickUpper, holding, USDC);
    expect(jsbi(second.plan.swapIn.quotient)).toBe(jsbi(first.plan.swapIn.quotient));
    expect(jsbi(second.plan.position.liquidity)).toBe(jsbi(first.plan.position.liquidity));
    expect(second.steps).toBe(first.steps);

    const {plan} = first;
    // Neither balance is overdrawn, and what stays behind is worth under 0.0001 USDC.
    expect(jsbi(plan.leftoverIn.quotient)).toBeGreaterThanOrEqual(0n);
    expect(jsbi(plan.leftoverOut.quotient)).toBeGreaterThanOrEqual(0n);
    expect(jsbi(plan.leftoverIn.quotient)).toBeLessThan(10n ** 12n);
    expect(jsbi(plan.leftoverOut.quotient)).toBeLessThanOrEqual(1n);
    expect(plan.leftoverValue.lessThan(CurrencyAmount.fromRawAmount(USDC, 100))).toBe(true);
    // The output is what the pool simulation returns for that input.
    const [out] = await pool.getOutputAmount(plan.swapIn);
    expect(out.equalTo(plan.swapOut)).toBe(true);
  });

  it('reports each split with the price its own swap leaves behind', async () => {
    const lines = await swapAndAddMain();
    const {plan} = await solveSwapAmount(pool, tickLower, tickUpper, holding, USDC);
    const naiveAmount = naiveSwapAmount(pool, tickLower, tickUpper, holding);
    const naive = await planSwap(pool, tickLower, tickUpper, holding, USDC, naiveAmount);
    const naiveIndex = lines.findIndex((line) => line.startsWith('naive split: swap'));
    expect(naiveAmount).toBeGreaterThan(BigInt(plan.swapIn.quotient.toString()));
    // The naive split swaps more WETH than the solved one, so it pushes the price lower.
    expect(naive.poolAfter.sqrtRatioX96.toString()).not.toBe(
      plan.poolAfter.sqrtRatioX96.toString(),
    );
    expect(lines[naiveIndex + 1]).toContain(
      `after the naive swap: ${naive.poolAfter.priceOf(WETH).toFixed(2)} USDC per WETH`,
    );
    expect(lines[naiveIndex + 3]).toContain(
      `after the solved swap: ${plan.poolAfter.priceOf(WETH).toFixed(2)} USDC per WETH`,
    );
  });

  it('swaps everything or nothing when the range is out of range', async () => {
    const above = rangeTicks(pool, WETH, USDC, 2100, 2500);
    const onlyWeth = await solveSwapAmount(pool, above.tickLower, above.tickUpper, holding, USDC);
    expect(jsbi(onlyWeth.plan.swapIn.quotient)).toBe(0n);
    const below = rangeTicks(pool, WETH, USDC, 1600, 1900);
    const onlyUsdc = await solveSwapAmount(pool, below.tickLower, below.tickUpper, holding, USDC);
    expect(jsbi(onlyUsdc.plan.swapIn.quotient)).toBe(raw(WETH, 2));
  });

  it('encodes the swap and the mint with the planned amounts', async () => {
    const {plan} = await solveSwapAmount(pool, tickLower, tickUpper, holding, USDC);
    const swap = await buildSwap(pool, plan.swapIn, USDC, options);
    const swapCall = decodeFunctionData({abi: routerAbi, data: swap.parameters.calldata as Hex});
    const [swapParams] = swapCall.args;
    expect(swapParams.tokenIn).toBe(WETH.address);
    expect(swapParams.tokenOut).toBe(USDC.address);
    expect(swapParams.fee).toBe(3000);
    expect(swapParams.amountIn).toBe(jsbi(plan.swapIn.quotient));
    expect(swapParams.amountOutMinimum).toBe(jsbi(swap.trade.minimumAmountOut(SLIPPAGE).quotient));
    expect(swapParams.amountOutMinimum).toBeLessThan(jsbi(plan.swapOut.quotient));

    const kept = raw(WETH, 2) - jsbi(plan.swapIn.quotient);
    const mint = buildMint(
      plan.poolAfter,
      tickLower,
      tickUpper,
      kept,
      jsbi(plan.swapOut.quotient),
      options,
    );
    const mintCall = decode(mint.parameters.calldata);
    expect(mintCall.functionName).toBe('mint');
    if (mintCall.functionName !== 'mint') return;
    const [mintParams] = mintCall.args;
    expect(mintParams.tickLower).toBe(RANGE.tickLower);
    expect(mintParams.tickUpper).toBe(RANGE.tickUpper);
    expect(mintParams.recipient).toBe(SAMPLE_ACCOUNT);
    expect(mintParams.amount0Desired).toBeLessThanOrEqual(kept);
    expect(mintParams.amount1Desired).toBeLessThanOrEqual(jsbi(plan.swapOut.quotient));
    expect(jsbi(mint.position.liquidity)).toBe(jsbi(plan.position.liquidity));
  });
});
