import {CurrencyAmount} from '@uniswap/sdk-core';
import {computePoolAddress, FeeAmount, Pool} from '@uniswap/v3-sdk';
import type {Transport} from 'viem';
import {v3FactoryAbi} from '../abis';
import {createReader} from '../chain';
import {fixturePool, raw, V3_POOLS} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {DAI, USDC, WETH} from '../tokens';

/** The message of the error `run` throws or rejects with. */
async function errorOf(run: () => unknown): Promise<string> {
  try {
    await run();
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  }
}

export async function main(transport?: Transport): Promise<string[]> {
  // The WETH/USDC 0.30 % pool of the snapshot, with every initialised tick.
  const pool = fixturePool(V3_POOLS.wethUsdc3000);

  // Oxbow's address needs both overrides; the defaults derive another deployment's address.
  const oxbowAddress = Pool.getAddress(
    USDC,
    WETH,
    FeeAmount.MEDIUM,
    OXBOW_LOCAL.v3.poolInitCodeHash,
    OXBOW_LOCAL.v3.factory,
  );

  const sameViaFunction = computePoolAddress({
    factoryAddress: OXBOW_LOCAL.v3.factory,
    tokenA: WETH,
    tokenB: USDC,
    fee: FeeAmount.MEDIUM,
    initCodeHashManualOverride: OXBOW_LOCAL.v3.poolInitCodeHash,
  });
  const defaultAddress = Pool.getAddress(WETH, USDC, FeeAmount.MEDIUM);
  // The Oxbow factory's own answer: the only address the pool really has.
  const registered = await createReader(transport).readContract({
    address: OXBOW_LOCAL.v3.factory,
    abi: v3FactoryAbi,
    functionName: 'getPool',
    args: [WETH.address as `0x${string}`, USDC.address as `0x${string}`, FeeAmount.MEDIUM],
  });

  // Simulate 1 WETH in, then ask what 2,000 USDC out would cost.
  const oneWeth = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString());
  const [usdcOut, poolAfter] = await pool.getOutputAmount(oneWeth);
  const twoThousandUsdc = CurrencyAmount.fromRawAmount(USDC, raw(USDC, 2000).toString());
  const [wethIn] = await pool.getInputAmount(twoThousandUsdc);

  // The same state without tick data: prices work, simulations do not.
  const bare = new Pool(
    WETH,
    USDC,
    FeeAmount.MEDIUM,
    pool.sqrtRatioX96.toString(),
    pool.liquidity.toString(),
    pool.tickCurrent,
  );

  return [
    `token0 / token1: ${pool.token0.symbol ?? ''} / ${pool.token1.symbol ?? ''}`,
    `fee: ${pool.fee}, tickSpacing: ${pool.tickSpacing}, chainId: ${pool.chainId}`,
    `sqrtRatioX96: ${pool.sqrtRatioX96.toString()}`,
    `tickCurrent: ${pool.tickCurrent}, liquidity: ${pool.liquidity.toString()}`,
    `token0Price: ${pool.token0Price.toSignificant(6)} USDC per WETH`,
    `token1Price: ${pool.token1Price.toSignificant(6)} WETH per USDC`,
    `priceOf(WETH) equals token0Price: ${String(pool.priceOf(WETH).equalTo(pool.token0Price))}`,
    `involvesToken(USDC): ${String(pool.involvesToken(USDC))}, involvesToken(DAI): ${String(pool.involvesToken(DAI))}`,
    `getAddress with Oxbow overrides: ${oxbowAddress}`,
    `computePoolAddress agrees: ${String(oxbowAddress === sameViaFunction)}`,
    `factory getPool agrees: ${String(oxbowAddress === registered)}`,
    `getAddress with defaults:        ${defaultAddress} (not an Oxbow pool)`,
    `getOutputAmount(1 WETH): ${usdcOut.toExact()} USDC`,
    `pool after that swap: tick ${poolAfter.tickCurrent}, token0Price ${poolAfter.token0Price.toSignificant(6)}`,
    `getInputAmount(2000 USDC): ${wethIn.toExact()} WETH`,
    `without ticks, token0Price: ${bare.token0Price.toSignificant(6)}`,
    `without ticks, getOutputAmount: ${await errorOf(() => bare.getOutputAmount(oneWeth))}`,
    `priceOf(DAI): ${await errorOf(() => pool.priceOf(DAI))}`,
    `tick that does not hold the price: ${await errorOf(
      () =>
        new Pool(
          WETH,
          USDC,
          FeeAmount.MEDIUM,
          pool.sqrtRatioX96.toString(),
          0,
          pool.tickCurrent + 60,
        ),
    )}`,
  ];
}
