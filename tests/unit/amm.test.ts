import {describe, expect, it} from 'vitest';
import {
  capitalEfficiency,
  constantProductAmountIn,
  constantProductAmountOut,
  fullRangeAmounts,
  fullRangeVersusHolding,
  impermanentLossV2,
  liquidityForAmount0,
  minimumReceived,
  priceImpact,
  rangeAmounts,
  rangeVersusHolding,
  tickToPrice,
} from '../../src/lib/amm';

describe('constant-product swaps', () => {
  it('charges the 0.30 % fee on the input', () => {
    expect(constantProductAmountOut(100, 200_000, 1)).toBeCloseTo(1974.3160687, 6);
    expect(constantProductAmountOut(100, 200_000, 1, 0)).toBeCloseTo(1980.1980198, 6);
  });

  it('keeps k from falling and grows it by the fee', () => {
    const out = constantProductAmountOut(100, 200_000, 10);
    expect((100 + 10) * (200_000 - out)).toBeGreaterThan(100 * 200_000);
  });

  it('inverts: the input for an output gives that output back', () => {
    const amountIn = constantProductAmountIn(100, 200_000, 1974.3160687);
    expect(amountIn).toBeCloseTo(1, 6);
  });

  it('rejects impossible inputs', () => {
    expect(() => constantProductAmountOut(0, 1, 1)).toThrow(RangeError);
    expect(() => constantProductAmountOut(1, 1, Number.NaN)).toThrow(RangeError);
    expect(() => constantProductAmountIn(1, 10, 10)).toThrow(RangeError);
  });

  it('reports price impact including the fee, and the minimum received', () => {
    const out = constantProductAmountOut(100, 200_000, 10);
    expect(priceImpact(2000, 10, out)).toBeCloseTo(0.0933889, 6);
    expect(minimumReceived(out, 0.005)).toBeCloseTo(out * 0.995, 9);
  });
});

describe('impermanent loss', () => {
  it.each([
    [1, 0],
    [1.25, -0.0062],
    [2, -0.0572],
    [3, -0.134],
    [4, -0.2],
    [5, -0.2546],
  ])('for a price ratio of %d is %d', (ratio, loss) => {
    expect(impermanentLossV2(ratio)).toBeCloseTo(loss, 4);
  });

  it('is the same for r and 1/r', () => {
    expect(impermanentLossV2(1 / 3)).toBeCloseTo(impermanentLossV2(3), 12);
  });

  it('matches the value of a full-range position against holding', () => {
    const after = fullRangeAmounts(2000, 4000);
    const lp = after.amount0 * 4000 + after.amount1;
    expect(lp / 6000 - 1).toBeCloseTo(impermanentLossV2(2), 12);
  });
});

describe('concentrated liquidity', () => {
  const liquidity = liquidityForAmount0(1, 2000, 1600, 2500);

  it('needs the other token in proportion to the price inside the range', () => {
    expect(rangeAmounts(liquidity, 2000, 1600, 2500).amount1).toBeCloseTo(2000, 6);
  });

  it('is all one token outside the range', () => {
    expect(rangeAmounts(liquidity, 1500, 1600, 2500)).toEqual({
      amount0: expect.closeTo(2.118034, 6) as number,
      amount1: 0,
    });
    expect(rangeAmounts(liquidity, 2600, 1600, 2500).amount0).toBe(0);
  });

  it('concentrates capital: a narrower range is more efficient', () => {
    expect(capitalEfficiency(1600, 2500)).toBeCloseTo(9.472136, 5);
    expect(capitalEfficiency(1000, 4000)).toBeGreaterThan(1);
    expect(capitalEfficiency(1900, 2100)).toBeGreaterThan(capitalEfficiency(1600, 2500));
  });

  it('prices ticks at 1.0001^tick', () => {
    expect(tickToPrice(0)).toBe(1);
    expect(tickToPrice(-887272)).toBeGreaterThan(0);
    expect(Math.log(tickToPrice(6932)) / Math.log(2)).toBeCloseTo(1, 3);
  });
});

describe('positions against holding', () => {
  it('values a full-range position as the impermanent loss formula says', () => {
    const doubled = fullRangeVersusHolding(2000, 4000, 4000);
    expect(doubled.amount0).toBeCloseTo(0.7071068, 6);
    expect(doubled.amount1).toBeCloseTo(2828.4271247, 6);
    expect(doubled.holdValue).toBeCloseTo(6000, 9);
    expect(doubled.loss).toBeCloseTo(impermanentLossV2(2), 12);
  });

  it('values a range position that leaves its range as all one token', () => {
    const above = rangeVersusHolding(2000, 2500, 1600, 2500, 4000);
    expect(above.amount0).toBe(0);
    expect(above.value).toBeCloseTo(4236.0679775, 6);
    expect(above.loss).toBeCloseTo(4236.0679775 / 4500 - 1, 9);
    expect(rangeVersusHolding(2000, 2000, 1600, 2500, 4000).loss).toBeCloseTo(0, 12);
  });

  it('matches holding while the price stays on the side of a range it started on', () => {
    const below = rangeVersusHolding(1000, 1200, 1600, 2500, 1000);
    expect(below.amount1).toBe(0);
    expect(below.loss).toBeCloseTo(0, 12);
  });
});
