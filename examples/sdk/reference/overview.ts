import {CurrencyAmount, Price} from '@uniswap/sdk-core';
import {
  ADDRESS_ZERO,
  computePoolAddress,
  encodeRouteToPath,
  encodeSqrtRatioX96,
  FACTORY_ADDRESS,
  FeeAmount,
  isSorted,
  maxLiquidityForAmounts,
  mostSignificantBit,
  nearestUsableTick,
  POOL_INIT_CODE_HASH,
  poolInitCodeHash,
  priceToClosestTick,
  Route,
  subIn256,
  TICK_SPACINGS,
  TickMath,
  tickToPrice,
  toHex,
  Trade,
  tradeComparator,
  v3Swap,
} from '@uniswap/v3-sdk';
import JSBI from 'jsbi';
import {fixturePool, initializedTicks, raw, V3_POOLS} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {DAI, USDC, WETH} from '../tokens';

export async function main(): Promise<string[]> {
  const fixture = V3_POOLS.wethUsdc3000;
  const pool = fixturePool(fixture);

  // Prices and ticks. WETH sorts before USDC, so WETH is token0 and prices are USDC per WETH.
  const sqrtPrice = encodeSqrtRatioX96(raw(USDC, 2000).toString(), raw(WETH, 1).toString());
  const tick = TickMath.getTickAtSqrtRatio(sqrtPrice);
  const usable = nearestUsableTick(tick, TICK_SPACINGS[FeeAmount.MEDIUM]);
  const target = new Price(WETH, USDC, raw(WETH, 1).toString(), raw(USDC, 2500).toString());

  // Addresses: only the Oxbow factory with the Oxbow init code hash finds the pool.
  const oxbowPool = computePoolAddress({
    factoryAddress: OXBOW_LOCAL.v3.factory,
    tokenA: USDC,
    tokenB: WETH,
    fee: FeeAmount.MEDIUM,
    initCodeHashManualOverride: OXBOW_LOCAL.v3.poolInitCodeHash,
  });
  const defaultHash = computePoolAddress({
    factoryAddress: OXBOW_LOCAL.v3.factory,
    tokenA: USDC,
    tokenB: WETH,
    fee: FeeAmount.MEDIUM,
  });

  // A two-pool route and its path bytes.
  const route = new Route([pool, fixturePool(V3_POOLS.usdcDai100)], WETH, DAI);
  const path = encodeRouteToPath(route, false);

  // Liquidity for 1 WETH and 2000 USDC between ticks -201000 and -199800 (both usable at spacing 60).
  const liquidity = maxLiquidityForAmounts(
    pool.sqrtRatioX96,
    TickMath.getSqrtRatioAtTick(-201_000),
    TickMath.getSqrtRatioAtTick(-199_800),
    raw(WETH, 1).toString(),
    raw(USDC, 2000).toString(),
    true,
  );

  // The swap loop behind Pool.getOutputAmount, called directly: sell 1 WETH (token0 -> token1).
  const swap = await v3Swap(
    JSBI.BigInt(pool.fee),
    pool.sqrtRatioX96,
    pool.tickCurrent,
    pool.liquidity,
    pool.tickSpacing,
    pool.tickDataProvider,
    true,
    JSBI.BigInt(raw(WETH, 1).toString()),
  );
  const [viaPool] = await pool.getOutputAmount(
    CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString()),
  );

  // Two trades for the same input, sorted best first by tradeComparator.
  const amountIn = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString());
  const trades = await Promise.all([
    Trade.exactIn(new Route([fixturePool(V3_POOLS.wethUsdc500)], WETH, USDC), amountIn),
    Trade.exactIn(new Route([pool], WETH, USDC), amountIn),
  ]);
  const ranked = [...trades].sort(tradeComparator);
  const tickIndexes = initializedTicks(fixture).map((entry) => entry.index);
  const ascending = (a: number, b: number): number => a - b;

  return Promise.resolve([
    `encodeSqrtRatioX96(2000 USDC, 1 WETH): ${sqrtPrice.toString()}`,
    `  its tick ${tick}, nearestUsableTick at spacing ${TICK_SPACINGS[FeeAmount.MEDIUM]}: ${usable}`,
    `tickToPrice(WETH, USDC, ${usable}): ${tickToPrice(WETH, USDC, usable).toSignificant(6)} USDC per WETH`,
    `tickToPrice(USDC, WETH, ${usable}): ${tickToPrice(USDC, WETH, usable).toSignificant(6)} WETH per USDC`,
    `priceToClosestTick(2500 USDC per WETH): ${priceToClosestTick(target)}`,
    `computePoolAddress with initCodeHashManualOverride: ${oxbowPool}`,
    `  without the override, same address: ${String(defaultHash === oxbowPool)}`,
    `poolInitCodeHash() is POOL_INIT_CODE_HASH: ${String(poolInitCodeHash() === POOL_INIT_CODE_HASH)}, is Oxbow's: ${String(POOL_INIT_CODE_HASH === OXBOW_LOCAL.v3.poolInitCodeHash)}`,
    `FACTORY_ADDRESS is Oxbow's factory: ${String(FACTORY_ADDRESS === OXBOW_LOCAL.v3.factory)}, ADDRESS_ZERO: ${ADDRESS_ZERO}`,
    `TICK_SPACINGS: ${Object.entries(TICK_SPACINGS)
      .map(([fee, spacing]) => `${fee}=${spacing}`)
      .join(', ')}`,
    `encodeRouteToPath(WETH -> USDC -> DAI): ${(path.length - 2) / 2} bytes, ${path.slice(0, 48)}...`,
    `maxLiquidityForAmounts(1 WETH, 2000 USDC): ${liquidity.toString()}`,
    `v3Swap, 1 WETH in: amountCalculated ${swap.amountCalculated.toString()}, tick ${swap.tickCurrent}`,
    `  Pool.getOutputAmount: ${viaPool.quotient.toString()} raw USDC`,
    `tradeComparator ranks: ${ranked.map((trade) => `${trade.swaps[0]?.route.pools[0]?.fee ?? 0} pool ${trade.outputAmount.toFixed(2)} USDC`).join(', then ')}`,
    `isSorted(tick indexes, ascending): ${String(isSorted(tickIndexes, ascending))}, reversed: ${String(isSorted([...tickIndexes].reverse(), ascending))}`,
    `mostSignificantBit(sqrtPriceX96): ${mostSignificantBit(pool.sqrtRatioX96)}`,
    `subIn256(1, 2): ${toHex(subIn256(JSBI.BigInt(1), JSBI.BigInt(2)))}`,
    `toHex(1 WETH): ${toHex(raw(WETH, 1).toString())}, toHex(255): ${toHex(255)}`,
  ]);
}
