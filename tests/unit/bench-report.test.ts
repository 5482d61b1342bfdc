import {describe, expect, it} from 'vitest';
import {
  chanceNote,
  chanceOfRangesApart,
  comparisonRow,
  figuresOfRun,
  markdownTable,
  median,
  medianFigures,
  missedTargets,
  tbtAgainst,
  type LighthouseResult,
  type RunFigures,
} from '../../scripts/lib/benchReport';

function lighthouseResult(
  lcp: number,
  requests: LighthouseResult['audits'][string],
): LighthouseResult {
  const scored = (score: number) => ({score});
  return {
    categories: {
      performance: scored(0.97),
      accessibility: scored(1),
      'best-practices': scored(1),
      seo: scored(1),
    },
    audits: {
      'first-contentful-paint': {numericValue: 900},
      'largest-contentful-paint': {numericValue: lcp},
      'total-blocking-time': {numericValue: 30},
      'cumulative-layout-shift': {numericValue: 0},
      'total-byte-weight': {numericValue: 200_000},
      'network-requests': requests,
    },
  };
}

const run = (overrides: Partial<RunFigures>): RunFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 1000,
  tbt: 0,
  cls: 0,
  jsFirstLoad: 90_000,
  jsAfterIdle: 150_000,
  totalBytes: 200_000,
  ...overrides,
});

describe('benchmark arithmetic', () => {
  it('counts executed scripts for the first load and every JavaScript body after idle', () => {
    const figures = figuresOfRun(
      lighthouseResult(1200, {
        details: {
          items: [
            {url: 'http://x/', resourceType: 'Document', transferSize: 5000},
            {url: 'http://x/assets/js/main.1.js', resourceType: 'Script', transferSize: 80_000},
            {url: 'http://x/assets/js/page.2.js', resourceType: 'Other', transferSize: 6000},
            {
              url: 'http://x/assets/css/styles.css',
              resourceType: 'Stylesheet',
              transferSize: 20_000,
            },
          ],
        },
      }),
    );
    expect(figures).toMatchObject({
      performance: 97,
      lcp: 1200,
      jsFirstLoad: 80_000,
      jsAfterIdle: 86_000,
    });
  });

  it('takes medians figure by figure', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(
      medianFigures([run({lcp: 900}), run({lcp: 1500}), run({lcp: 1000, tbt: 60})]),
    ).toMatchObject({
      lcp: 1000,
      tbt: 0,
    });
  });

  it('names each target a page misses against its twin, and none when all are met', () => {
    const twin = run({lcp: 800, tbt: 40});
    expect(missedTargets(run({performance: 95, lcp: 1000, tbt: 140}), twin)).toEqual([]);
    expect(
      missedTargets(run({performance: 94, seo: 92, lcp: 1010, tbt: 141, cls: 0.002}), twin),
    ).toEqual([
      'performance 94',
      'SEO 92',
      "LCP 1.26× the twin's",
      "TBT +101 ms over the twin's",
      'CLS 0.0020',
    ]);
  });

  it('compares TBT with the reference as a difference, whatever the reference blocks', () => {
    expect(tbtAgainst(120, 0)).toBe('+120 ms');
    expect(tbtAgainst(31, 1.5)).toBe('+30 ms');
    expect(tbtAgainst(0, 2)).toBe('−2 ms');
  });

  it('prints aligned Markdown tables', () => {
    expect(markdownTable(['Page', 'LCP'], [['home', '900 ms']])).toBe(
      '| Page | LCP    |\n| ---- | ------ |\n| home | 900 ms |',
    );
  });

  it('writes a page measured on two builds as before → after, with the noise beside it', () => {
    const page = (runs: RunFigures[]) => ({
      pageType: 'study guide',
      locale: 'zh',
      path: '/zh/study/product/swap/trade_guide',
      profile: 'mobile' as const,
      runs,
      median: medianFigures(runs),
    });
    const before = page([
      run({performance: 90, lcp: 1500, tbt: 300}),
      run({performance: 91, lcp: 1400, tbt: 20}),
      run({performance: 90, lcp: 1450, tbt: 310}),
    ]);
    const after = page([
      run({performance: 98, lcp: 1200, tbt: 40, jsFirstLoad: 150 * 1024}),
      run({performance: 99, lcp: 1250, tbt: 10, jsFirstLoad: 150 * 1024}),
      run({performance: 98, lcp: 1100, tbt: 60, jsFirstLoad: 150 * 1024}),
    ]);
    expect(comparisonRow(after, before)).toEqual([
      'study guide',
      'zh',
      '90 → 98',
      '1450 ms → 1200 ms',
      '1400–1500 / 1100–1250',
      '300 ms → 40 ms',
      '20–310 / 10–60',
      '0.000 → 0.000',
      '87.9 KB → 150.0 KB',
      'Perf +8, LCP −250 ms',
    ]);
    expect(comparisonRow(before, before).at(-1)).toBe('none');
  });

  it('says how often chance alone puts two builds apart, counted over every order of the runs', () => {
    // Every way to interleave a runs of one build with b of the other, by rank.
    const orders = (a: number, b: number): string[] =>
      a === 0 || b === 0
        ? ['A'.repeat(a) + 'B'.repeat(b)]
        : [
            ...orders(a - 1, b).map((order) => `A${order}`),
            ...orders(a, b - 1).map((order) => `B${order}`),
          ];
    for (const [a, b] of [
      [3, 3],
      [5, 5],
      [3, 5],
    ] as const) {
      const all = orders(a, b);
      const apart = all.filter((order) => /^A+B+$|^B+A+$/.test(order));
      expect(chanceOfRangesApart(a, b)).toBeCloseTo(apart.length / all.length, 12);
    }
    expect(chanceOfRangesApart(3, 3)).toBeCloseTo(0.1, 12);
    expect(chanceNote(16, 3, 3)).toBe(
      'With 3 and 3 runs, two identical builds have ranges apart in 10% of figures: ' +
        "about 4.8 of this table's 48 (Perf, LCP, TBT per page) by chance alone.",
    );
    expect(chanceNote(16, 5, 5)).toContain('in 0.8% of figures: about 0.4 of');
  });
});
