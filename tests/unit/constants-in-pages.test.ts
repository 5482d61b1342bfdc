import {describe, expect, it} from 'vitest';
import {feePercent, V2, V3} from '../../src/lib/protocol';
import {listDocFiles} from '../helpers/docs';
import {readDoc} from '../helpers/docSource';
import {DOCS_DIR, ZH_DOCS_DIR} from '../helpers/paths';

/**
 * The protocol constants stated on the Contract pages must be the ones in
 * src/lib/protocol.ts, in both languages: a fee typed as 0.03 %, a wrong tick
 * bound or a mistyped Q96 fails here.
 */
const LOCALES = [
  ['English', DOCS_DIR],
  ['Chinese', ZH_DOCS_DIR],
] as const;

const CONTRACT_DOCS = listDocFiles(DOCS_DIR).filter((doc) => doc.startsWith('contract/'));

/** Page text with thousands separators removed and the minus sign made ASCII. */
function plain(markdown: string): string {
  return markdown.replace(/(\d)[,\u202f\u00a0](?=\d{3}(?!\d))/g, '$1').replace(/\u2212/g, '-');
}

const V2_FEE = `${(V2.swapFeeBps / 100).toFixed(2)} %`;
const PROTOCOL_SHARE_OF_VOLUME = `${(
  (V2.swapFeeBps / 100) *
  (V2.protocolFeeShare.numerator / V2.protocolFeeShare.denominator)
).toFixed(2)} %`;
const MAX_USABLE_TICKS = new Set(
  V3.feeTiers.map((tier) => Math.floor(V3.maxTick / tier.tickSpacing) * tier.tickSpacing),
);

describe.each(LOCALES)('Contract pages in %s', (_language, root) => {
  const pages = CONTRACT_DOCS.map((doc) => ({doc, text: plain(readDoc(root, doc))}));
  const page = (doc: string): string =>
    pages.find((entry) => entry.doc === `contract/${doc}`)?.text ?? '';

  it('never state a v2 fee of 0.03 % or 0.003 %', () => {
    const wrong = pages.filter(({text}) => /(^|[^\d.])0\.0?03 ?%/.test(text)).map(({doc}) => doc);
    expect(wrong).toEqual([]);
  });

  it.each([
    'oxbow-v2/concepts/advanced-topics/fees',
    'oxbow-v2/concepts/core-concepts/swaps',
    'oxbow-v2/concepts/core-concepts/flash-swaps',
    'oxbow-v2/concepts/protocol-overview/how-it-works',
  ])(`%s states the ${V2_FEE} swap fee`, (doc) => {
    expect(page(doc)).toContain(V2_FEE);
  });

  it('give the fee arithmetic of the pair as 997/1000', () => {
    const swaps = page('oxbow-v2/concepts/core-concepts/swaps');
    expect(swaps).toContain(String(V2.feeNumerator));
    expect(swaps).toContain(String(V2.feeDenominator));
  });

  it(`state the protocol fee as 1/${V2.protocolFeeShare.denominator} of the fee, ${PROTOCOL_SHARE_OF_VOLUME} of volume`, () => {
    const fees = page('oxbow-v2/concepts/advanced-topics/fees');
    expect(fees).toMatch(
      new RegExp(
        `${V2.protocolFeeShare.numerator}/${V2.protocolFeeShare.denominator}|\\\\frac\\{${V2.protocolFeeShare.numerator}\\}\\{${V2.protocolFeeShare.denominator}\\}`,
      ),
    );
    expect(fees).toContain(PROTOCOL_SHARE_OF_VOLUME);
  });

  it(`give MINIMUM_LIQUIDITY as ${V2.minimumLiquidity} wherever a value follows it`, () => {
    expect(page('oxbow-v2/concepts/core-concepts/pools')).toMatch(
      new RegExp(`MINIMUM_LIQUIDITY[^\\d\\n]{0,60}${V2.minimumLiquidity}`),
    );
    const stated = pages.flatMap(({doc, text}) =>
      [...text.matchAll(/MINIMUM_LIQUIDITY`?\s*(?:=|is|为|等于)\s*`?(\d+)/g)].map((match) => ({
        doc,
        value: Number(match[1]),
      })),
    );
    expect(stated.filter(({value}) => value !== V2.minimumLiquidity)).toEqual([]);
  });

  it(`state the tick bounds as ±${V3.maxTick}`, () => {
    const overview = page('oxbow-v3/overview');
    expect(overview).toContain(String(V3.maxTick));
    expect(overview).toContain(String(V3.minTick));
    const near = pages.flatMap(({doc, text}) =>
      [...text.matchAll(/\b88\d{4}\b/g)]
        .map((match) => Number(match[0]))
        .filter((value) => value !== V3.maxTick && !MAX_USABLE_TICKS.has(value))
        .map((value) => `${doc}: ${value}`),
    );
    expect(near).toEqual([]);
  });

  it.each(V3.feeTiers)(
    'list the $fee fee tier with tick spacing $tickSpacing',
    ({fee, tickSpacing}) => {
      const rows = page('oxbow-v3/overview')
        .split('\n')
        .filter((line) => line.trim().startsWith('|'))
        .map((line) => line.split('|').map((cell) => cell.replace(/`/g, '').trim()));
      const match = rows.find(
        (cells) =>
          cells.includes(`${feePercent(fee)} %`) &&
          cells.includes(String(fee)) &&
          cells.includes(String(tickSpacing)),
      );
      expect(
        match,
        `a table row with ${feePercent(fee)} %, ${fee} and ${tickSpacing}`,
      ).toBeDefined();
    },
  );

  it('write Q96 and the sqrt-price bounds with the right digits', () => {
    expect(page('oxbow-v3/overview')).toMatch(/2\^\{?96\}?|Q64\.96/);
    const digits = pages.flatMap(({doc, text}) => {
      const wrong: string[] = [];
      for (const [prefix, exact] of [
        ['7922816', V3.q96],
        ['4295128', V3.minSqrtRatio],
        ['1461446703', V3.maxSqrtRatio],
      ] as const) {
        for (const match of text.matchAll(new RegExp(`\\b${prefix}\\d*`, 'g'))) {
          if (match[0] !== String(exact)) {
            wrong.push(`${doc}: ${match[0]}`);
          }
        }
      }
      return wrong;
    });
    expect(digits).toEqual([]);
  });
});
