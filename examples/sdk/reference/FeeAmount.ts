import {CurrencyAmount, Percent} from '@uniswap/sdk-core';
import {computePoolAddress, FeeAmount, nearestUsableTick, TICK_SPACINGS} from '@uniswap/v3-sdk';
import {fixturePool, raw, V3_POOLS} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {USDC, WETH} from '../tokens';

/** The tiers OxbowV3Factory enables; the SDK's enum has three more. */
const OXBOW_FEES: readonly FeeAmount[] = [
  FeeAmount.LOWEST,
  FeeAmount.LOW,
  FeeAmount.MEDIUM,
  FeeAmount.HIGH,
];

export function main(): Promise<string[]> {
  // A numeric enum maps names to values and values back to names: keep the numbers.
  const members = Object.entries(FeeAmount).filter(
    (entry): entry is [string, FeeAmount] => typeof entry[1] === 'number',
  );
  const lines = members.map(([name, fee]) => {
    // Hundredths of a basis point: the fee as a fraction is fee / 1,000,000.
    const percent = new Percent(fee, 1_000_000).toFixed(2);
    const enabled = OXBOW_FEES.includes(fee) ? 'enabled on Oxbow' : 'not enabled on Oxbow';
    return `${name.padEnd(7)} = ${String(fee).padStart(5)}: ${percent} %, tick spacing ${String(TICK_SPACINGS[fee]).padStart(3)}, ${enabled}`;
  });

  const pool = fixturePool(V3_POOLS.wethUsdc3000);
  const thousandUsdc = CurrencyAmount.fromRawAmount(USDC, raw(USDC, 1000).toString());
  const swapFee = thousandUsdc.multiply(new Percent(pool.fee, 1_000_000));
  const address = computePoolAddress({
    factoryAddress: OXBOW_LOCAL.v3.factory,
    tokenA: WETH,
    tokenB: USDC,
    fee: FeeAmount.MEDIUM,
    initCodeHashManualOverride: OXBOW_LOCAL.v3.poolInitCodeHash,
  });

  return Promise.resolve([
    ...lines,
    `WETH/USDC pool: fee ${String(pool.fee)} (${FeeAmount[pool.fee]}), tickSpacing ${String(pool.tickSpacing)}`,
    `swap fee on 1000 USDC in: ${swapFee.toExact()} USDC`,
    `current tick ${String(pool.tickCurrent)}, nearest usable tick ${String(nearestUsableTick(pool.tickCurrent, pool.tickSpacing))}`,
    `Oxbow WETH/USDC MEDIUM pool: ${address}`,
  ]);
}
