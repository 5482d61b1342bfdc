import {PositionLibrary, TickLibrary} from '@uniswap/v3-sdk';
import JSBI from 'jsbi';
import {V3_POOLS} from '../fixtures';

const jsbi = (value: bigint): JSBI => JSBI.BigInt(value.toString());
const Q128 = 2n ** 128n;

/**
 * Illustrative fee-growth counters (the snapshot's pool has earned no fees yet).
 * Units are fee tokens per unit of liquidity, scaled by 2^128: 2.5 wei of WETH and
 * 0.000000005 USDC units per unit of liquidity since the pool was created.
 */
const feeGrowthGlobal0X128 = (Q128 * 25n) / 10n;
const feeGrowthGlobal1X128 = (Q128 * 5n) / 1_000_000_000n;
/** What `ticks(tickLower)` and `ticks(tickUpper)` would return as feeGrowthOutside. */
const outsideLower = {
  feeGrowthOutside0X128: jsbi((Q128 * 8n) / 10n),
  feeGrowthOutside1X128: jsbi((Q128 * 16n) / 10_000_000_000n),
};
const outsideUpper = {
  feeGrowthOutside0X128: jsbi((Q128 * 3n) / 10n),
  feeGrowthOutside1X128: jsbi((Q128 * 6n) / 10_000_000_000n),
};

/** A Q128.128 value as a decimal, for display only. */
function perLiquidity(valueX128: JSBI): string {
  return (Number(BigInt(valueX128.toString())) / Number(Q128)).toPrecision(4);
}

export function main(): Promise<string[]> {
  const fixture = V3_POOLS.wethUsdc3000;
  const position = fixture.positions[1];
  if (!position) {
    throw new Error('the fixture pool has no position #1');
  }
  const {tickLower, tickUpper, liquidity} = position;
  const inside = (tickCurrent: number): JSBI[] =>
    TickLibrary.getFeeGrowthInside(
      outsideLower,
      outsideUpper,
      tickLower,
      tickUpper,
      tickCurrent,
      jsbi(feeGrowthGlobal0X128),
      jsbi(feeGrowthGlobal1X128),
    );
  const [inside0 = JSBI.BigInt(0), inside1 = JSBI.BigInt(0)] = inside(fixture.tick);
  const [below0 = JSBI.BigInt(0), below1 = JSBI.BigInt(0)] = inside(tickLower - 440);
  // Everything earned inside the range, for this position's liquidity, as if it had been there from the start.
  const [owed0, owed1] = PositionLibrary.getTokensOwed(
    JSBI.BigInt(0),
    JSBI.BigInt(0),
    jsbi(liquidity),
    inside0,
    inside1,
  );

  return Promise.resolve([
    `range ${tickLower} to ${tickUpper}, current tick ${fixture.tick}`,
    `feeGrowthGlobal0X128 ${feeGrowthGlobal0X128.toString()} (${perLiquidity(jsbi(feeGrowthGlobal0X128))} per L)`,
    `feeGrowthGlobal1X128 ${feeGrowthGlobal1X128.toString()} (${perLiquidity(jsbi(feeGrowthGlobal1X128))} per L)`,
    `outside lower: ${perLiquidity(outsideLower.feeGrowthOutside0X128)} / ${perLiquidity(outsideLower.feeGrowthOutside1X128)}, outside upper: ${perLiquidity(outsideUpper.feeGrowthOutside0X128)} / ${perLiquidity(outsideUpper.feeGrowthOutside1X128)}`,
    `current tick inside the range:`,
    `  feeGrowthInside0X128 ${inside0.toString()} (${perLiquidity(inside0)} per L)`,
    `  feeGrowthInside1X128 ${inside1.toString()} (${perLiquidity(inside1)} per L)`,
    `current tick ${tickLower - 440}, below the range:`,
    `  feeGrowthInside0X128 ${below0.toString()} (${perLiquidity(below0)} per L)`,
    `  feeGrowthInside1X128 ${below1.toString()} (${perLiquidity(below1)} per L)`,
    `times liquidity ${liquidity.toString()} / 2^128: ${owed0?.toString() ?? ''} wei and ${owed1?.toString() ?? ''} USDC units`,
  ]);
}
