/**
 * The protocol constants the documentation states. Pages, calculators and
 * tests take them from here, so a number on a page can be checked against
 * the one source (tests/unit/constants-in-pages.test.ts).
 */

/** Oxbow v2: constant-product pairs. */
export const V2 = {
  /** Swap fee in basis points of the input amount: 0.30 %. */
  swapFeeBps: 30,
  /** The pair multiplies inputs by 997/1000 before the invariant check. */
  feeNumerator: 997,
  feeDenominator: 1000,
  /** Share of the swap fee minted to the protocol when the fee switch is on: 1/6. */
  protocolFeeShare: {numerator: 1, denominator: 6},
  /** LP-token units burned (locked) on a pair's first mint. */
  minimumLiquidity: 1000,
  /** Bits of the fractional part of the UQ112x112 cumulative prices. */
  priceResolutionBits: 112,
  /** Reserves are stored as uint112; a balance above this makes the pair revert with OVERFLOW. */
  maxReserve: 2n ** 112n - 1n,
} as const;

export interface FeeTier {
  /** Fee in hundredths of a basis point, the unit of the contracts and SDK. */
  fee: number;
  /** Distance between initialisable ticks. */
  tickSpacing: number;
}

/** Oxbow v3: concentrated liquidity. */
export const V3 = {
  minTick: -887272,
  maxTick: 887272,
  /** price = tickBase ^ tick */
  tickBase: 1.0001,
  /** The fee tiers enabled on the Oxbow v3 factory. */
  feeTiers: [
    {fee: 100, tickSpacing: 1},
    {fee: 500, tickSpacing: 10},
    {fee: 3000, tickSpacing: 60},
    {fee: 10000, tickSpacing: 200},
  ] as readonly FeeTier[],
  /** sqrtPriceX96 is a Q64.96 fixed-point number: √price · 2^96. */
  q96: 2n ** 96n,
  minSqrtRatio: 4295128739n,
  maxSqrtRatio: 1461446703485210103287273052203988822378723970342n,
  /** Most observations a pool's oracle ring buffer can hold. */
  maxObservations: 65535,
  /** Liquidity is a uint128 in the pool, its positions and its ticks. */
  maxLiquidity: 2n ** 128n - 1n,
} as const;

/** The fee tier with this fee (hundredths of a basis point), if the factory enables it. */
export function feeTier(fee: number): FeeTier | undefined {
  return V3.feeTiers.find((tier) => tier.fee === fee);
}

/** A fee in hundredths of a basis point as a percentage with two decimals: 3000 → "0.30". */
export function feePercent(fee: number): string {
  return (fee / 10_000).toFixed(2);
}

/** The v2 swap fee as a fraction: 0.003. */
export const V2_SWAP_FEE = V2.swapFeeBps / 10_000;
