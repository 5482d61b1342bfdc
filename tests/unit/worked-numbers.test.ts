import {describe, expect, it} from 'vitest';
import {
  capitalEfficiency,
  constantProductAmountOut,
  fullRangeAmounts,
  impermanentLossV2,
  liquidityForAmount0,
  minimumReceived,
  priceImpact,
  rangeAmounts,
} from '../../src/lib/amm';
import {readDoc} from '../helpers/docSource';
import {DOCS_DIR, ZH_DOCS_DIR} from '../helpers/paths';

/**
 * The worked examples of the pages, recomputed. Each figure must appear, with
 * the digits shown, on the English page and on its Chinese twin, so a page can
 * neither get a number wrong nor drift from its translation.
 */
interface Figure {
  what: string;
  value: number;
  decimals: number;
}

const POOL = {eth: 100, usdc: 200_000};
const MID_PRICE = POOL.usdc / POOL.eth;
const oneEthOut = constantProductAmountOut(POOL.eth, POOL.usdc, 1);
const tenEthOut = constantProductAmountOut(POOL.eth, POOL.usdc, 10);
const fiveEthOut = constantProductAmountOut(POOL.eth, POOL.usdc, 5);
const range = {price: 2000, lower: 1600, upper: 2500};
const rangeLiquidity = liquidityForAmount0(1, range.price, range.lower, range.upper);
const doubled = fullRangeAmounts(1 * 2000, 4000);

const EXAMPLES: Record<string, Figure[]> = {
  'study/product/liquidity/index': [
    {what: 'k of a 100 ETH / 200,000 USDC pool', value: POOL.eth * POOL.usdc, decimals: 0},
    {what: 'output of a 1 ETH swap', value: oneEthOut, decimals: 2},
    {
      what: 'output of a 1 ETH swap without the fee',
      value: constantProductAmountOut(100, 200_000, 1, 0),
      decimals: 2,
    },
    {what: 'share after depositing 10 ETH + 20,000 USDC (%)', value: (10 / 110) * 100, decimals: 2},
    {what: 'fees on 1,000,000 USDC of volume', value: 1_000_000 * 0.003, decimals: 0},
    {what: 'your part of those fees', value: (1_000_000 * 0.003 * 10) / 110, decimals: 2},
  ],
  'study/product/liquidity/pool': [
    {what: 'liquidity of 1 ETH in 1,600–2,500', value: rangeLiquidity, decimals: 2},
    {
      what: 'USDC deposited beside 1 ETH',
      value: rangeAmounts(rangeLiquidity, range.price, range.lower, range.upper).amount1,
      decimals: 2,
    },
    {
      what: 'ETH held below the range',
      value: rangeAmounts(rangeLiquidity, 1500, range.lower, range.upper).amount0,
      decimals: 4,
    },
    {
      what: 'USDC held above the range',
      value: rangeAmounts(rangeLiquidity, 2600, range.lower, range.upper).amount1,
      decimals: 2,
    },
    {what: 'ETH in the position after the price doubles', value: doubled.amount0, decimals: 4},
    {what: 'USDC in the position after the price doubles', value: doubled.amount1, decimals: 2},
    {
      what: 'position value after the price doubles',
      value: doubled.amount0 * 4000 + doubled.amount1,
      decimals: 2,
    },
    ...[1.25, 1.5, 2, 3, 5].map((ratio) => ({
      what: `impermanent loss at ${ratio}× (%)`,
      value: -impermanentLossV2(ratio) * 100,
      decimals: 2,
    })),
    {what: 'capital efficiency of 1,600–2,500', value: capitalEfficiency(1600, 2500), decimals: 2},
  ],
  'study/product/swap/index': [
    {
      what: '10 ETH swap without the fee',
      value: constantProductAmountOut(100, 200_000, 10, 0),
      decimals: 2,
    },
    {what: '10 ETH swap with the fee', value: tenEthOut, decimals: 2},
    {what: 'execution price of the 10 ETH swap', value: tenEthOut / 10, decimals: 2},
    {
      what: 'price impact of the 10 ETH swap (%)',
      value: priceImpact(MID_PRICE, 10, tenEthOut) * 100,
      decimals: 2,
    },
    {what: 'minimum received at 0.5 %', value: minimumReceived(tenEthOut, 0.005), decimals: 2},
  ],
  'study/product/swap/trade': [
    {what: 'quote for 1 ETH', value: oneEthOut, decimals: 2},
    {what: 'minimum received at 0.5 %', value: minimumReceived(oneEthOut, 0.005), decimals: 2},
    {
      what: 'price impact of 1 ETH (%)',
      value: priceImpact(MID_PRICE, 1, oneEthOut) * 100,
      decimals: 2,
    },
  ],
  'study/product/swap/trade_guide': [
    {what: 'one 10 ETH swap in one pool', value: tenEthOut, decimals: 2},
    {what: 'a 5 ETH swap in each of two pools', value: fiveEthOut, decimals: 2},
    {what: 'total of the split order', value: 2 * fiveEthOut, decimals: 2},
    {what: 'gas cost in ETH of 150,000 gas at 20 gwei', value: (150_000 * 20) / 1e9, decimals: 3},
  ],
  'study/product/swap/market-maker-integration': [
    {what: 'capital efficiency of 1,600–2,500', value: capitalEfficiency(1600, 2500), decimals: 2},
    {what: 'capital efficiency of 1,000–4,000', value: capitalEfficiency(1000, 4000), decimals: 2},
    {
      what: 'capital efficiency of 1,800–2,222.22',
      value: capitalEfficiency(1800, 2000 / 0.9),
      decimals: 2,
    },
  ],
  'contract/oxbow-v2/concepts/protocol-overview/how-it-works': [
    {what: 'output of a 1 unit swap in a 100 / 200,000 pair', value: oneEthOut, decimals: 2},
  ],
  'contract/oxbow-v2/concepts/core-concepts/swaps': [
    {what: 'output of a 1 ETH swap', value: oneEthOut, decimals: 2},
    {
      what: 'output without the fee',
      value: constantProductAmountOut(100, 200_000, 1, 0),
      decimals: 2,
    },
  ],
  'contract/oxbow-v2/concepts/core-concepts/flash-swaps': [
    {
      what: 'repayment of a 1,000 USDC flash loan in USDC, rounded up to a base unit',
      value: Number((1_000n * 10n ** 6n * 1000n + 996n) / 997n) / 1e6,
      decimals: 6,
    },
  ],
  'contract/oxbow-v2/concepts/advanced-topics/understanding-returns': [1.25, 1.5, 2, 3, 5].map(
    (ratio) => ({
      what: `impermanent loss at ${String(ratio)}× (%)`,
      value: -impermanentLossV2(ratio) * 100,
      decimals: 2,
    }),
  ),
  'contract/oxbow-v3/overview': [
    {what: 'liquidity of 1 ETH in 1,600–2,500', value: rangeLiquidity, decimals: 2},
    {what: 'capital efficiency of 1,600–2,500', value: capitalEfficiency(1600, 2500), decimals: 2},
    {
      what: 'tick of 2,000 USDC per WETH (6 and 18 decimals), rounded down',
      value: -Math.floor(Math.log(2000e6 / 1e18) / Math.log(1.0001)),
      decimals: 0,
    },
  ],
};

/** Page text with thousands separators removed, so 1,974.32 and 1974.32 both match. */
function digitsOf(markdown: string): string {
  return markdown.replace(/(\d)[,\u202f\u00a0 ](?=\d{3}(?!\d))/g, '$1');
}

/** A doc's English page and its Chinese twin, as digitsOf gives them. */
function pagesOf(doc: string): {en: string; zh: string} {
  return {en: digitsOf(readDoc(DOCS_DIR, doc)), zh: digitsOf(readDoc(ZH_DOCS_DIR, doc))};
}

describe.each(Object.entries(EXAMPLES))('worked numbers on %s', (doc, figures) => {
  const pages = pagesOf(doc);

  it.each(figures)('$what', ({value, decimals}) => {
    const shown = value.toFixed(decimals);
    expect(pages.en, `English page should show ${shown}`).toContain(shown);
    expect(pages.zh, `Chinese page should show ${shown}`).toContain(shown);
  });
});

describe('the fee-growth example on contract/oxbow-v3/overview', () => {
  const Q128 = 2n ** 128n;
  const activeLiquidity = 10n ** 18n;
  const feeInBaseUnits = 3_000_000n;
  const growth = (feeInBaseUnits * Q128) / activeLiquidity;
  const owedToAQuarter = ((activeLiquidity / 4n) * growth) / Q128;

  it.each(Object.entries(pagesOf('contract/oxbow-v3/overview')))(
    'shows on the %s page the growth of feeGrowthGlobal and, both rounded down, what a quarter of the liquidity is owed',
    (_locale, page) => {
      expect(page).toContain(`\\rfloor = ${String(growth)}`);
      expect(page).toContain(`\\rfloor = ${String(owedToAQuarter)}`);
      expect(page).toContain(`0.${String(owedToAQuarter).padStart(6, '0')} USDC`);
    },
  );
});

describe('2^112 on contract/oxbow-v2/concepts/advanced-topics/price', () => {
  it.each(Object.entries(pagesOf('contract/oxbow-v2/concepts/advanced-topics/price')))(
    'is written out in full on the %s page',
    (_locale, page) => {
      expect(page).toContain(String(2n ** 112n));
    },
  );
});
