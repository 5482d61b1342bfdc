/**
 * The arithmetic of `npm run bench`: what one Lighthouse report says about a
 * page, the median of several runs, and the tables the script prints. Pure, so
 * the unit tests can check it without a browser.
 */

/** The part of a Lighthouse result (LHR) the benchmark reads. */
export interface LighthouseResult {
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<
    string,
    | {
        numericValue?: number;
        details?: {type?: string; items?: readonly NetworkRequest[]};
      }
    | undefined
  >;
}

export interface NetworkRequest {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
}

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Compressed bytes of the scripts the page executed while loading. */
  jsFirstLoad: number;
  /** Compressed bytes of every script fetched before the network went quiet, prefetches included. */
  jsAfterIdle: number;
  /** Compressed bytes of everything fetched. */
  totalBytes: number;
}

const SCORE_KEYS = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;

function score(result: LighthouseResult, id: string): number {
  const value = result.categories[id]?.score;
  if (value === null || value === undefined) {
    throw new Error(`Lighthouse returned no ${id} score`);
  }
  return Math.round(value * 100);
}

function metric(result: LighthouseResult, id: string): number {
  const value = result.audits[id]?.numericValue;
  if (value === undefined) {
    throw new Error(`Lighthouse returned no value for ${id}`);
  }
  return value;
}

function isScript(request: NetworkRequest): boolean {
  return (
    request.resourceType === 'Script' ||
    /javascript/.test(request.mimeType ?? '') ||
    /\.m?js(\?|$)/.test(request.url)
  );
}

/**
 * Docusaurus prefetches the chunks of linked pages with `<link rel=prefetch>`
 * once the browser is idle. Chrome reports those as resource type "Other", so
 * "executed while loading" is the requests typed Script and "after idle" is
 * every JavaScript body.
 */
export function figuresOfRun(result: LighthouseResult): RunFigures {
  const requests = result.audits['network-requests']?.details?.items ?? [];
  const bytes = (selected: readonly NetworkRequest[]): number =>
    selected.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    performance: score(result, SCORE_KEYS.performance),
    accessibility: score(result, SCORE_KEYS.accessibility),
    bestPractices: score(result, SCORE_KEYS.bestPractices),
    seo: score(result, SCORE_KEYS.seo),
    fcp: metric(result, 'first-contentful-paint'),
    lcp: metric(result, 'largest-contentful-paint'),
    tbt: metric(result, 'total-blocking-time'),
    cls: metric(result, 'cumulative-layout-shift'),
    jsFirstLoad: bytes(requests.filter((request) => request.resourceType === 'Script')),
    jsAfterIdle: bytes(requests.filter(isScript)),
    totalBytes: metric(result, 'total-byte-weight'),
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) {
    throw new Error('median of no values');
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's own median over the runs (not the figures of one median run). */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof RunFigures)[];
  if (keys.length === 0) {
    throw new Error('no runs to summarise');
  }
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as RunFigures;
}

export interface PageResult {
  pageType: string;
  locale: string;
  path: string;
  profile: 'mobile' | 'desktop';
  runs: RunFigures[];
  median: RunFigures;
}

export interface Targets {
  /** Performance at least this. */
  performance: number;
  /** Accessibility, Best Practices and SEO at least this. */
  otherScores: number;
  /** LCP at most this many times the page's plain-HTML twin's. */
  lcpRatio: number;
  /** TBT at most the twin's plus this many milliseconds. */
  tbtOverTwin: number;
  cls: number;
}

/**
 * The mobile medians' targets, each against the page's own plain-HTML twin measured in the same
 * run (`--plain`): on a shared 2-core machine an absolute time moves with the hour, a difference
 * or ratio to the twin does not.
 */
export const TARGETS: Targets = {
  performance: 95,
  otherScores: 100,
  lcpRatio: 1.25,
  tbtOverTwin: 100,
  cls: 0,
};

/** What a page misses of the targets against its twin, as short phrases; empty when none. */
export function missedTargets(
  figures: RunFigures,
  twin: RunFigures,
  targets: Targets = TARGETS,
): string[] {
  const missed: string[] = [];
  if (figures.performance < targets.performance) {
    missed.push(`performance ${String(figures.performance)}`);
  }
  const scores: [string, number][] = [
    ['accessibility', figures.accessibility],
    ['best practices', figures.bestPractices],
    ['SEO', figures.seo],
  ];
  for (const [name, value] of scores) {
    if (value < targets.otherScores) {
      missed.push(`${name} ${String(value)}`);
    }
  }
  if (figures.lcp > twin.lcp * targets.lcpRatio) {
    missed.push(`LCP ${ratio(figures.lcp, twin.lcp)} the twin's`);
  }
  if (figures.tbt > twin.tbt + targets.tbtOverTwin) {
    missed.push(`TBT ${tbtAgainst(figures.tbt, twin.tbt)} over the twin's`);
  }
  if (figures.cls > targets.cls) {
    missed.push(`CLS ${figures.cls.toFixed(4)}`);
  }
  return missed;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function ms(value: number): string {
  return `${String(Math.round(value))} ms`;
}

export function ratio(value: number, reference: number): string {
  return reference > 0 ? `${(value / reference).toFixed(2)}×` : 'n/a';
}

/** A Markdown table, columns padded so it also reads well in a terminal. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(row)),
  ].join('\n');
}

/**
 * TBT against the reference as a difference: the reference, a page without
 * JavaScript, blocks for 0–2 ms, and a ratio to that (a page at 31 ms printed
 * "20.33×" against 1.5 ms) says nothing.
 */
export function tbtAgainst(value: number, reference: number): string {
  return signed(value - reference, ' ms');
}

/** A difference, rounded, with its sign: "+30 ms", "−4 ms". */
function signed(difference: number, unit: string): string {
  const rounded = Math.round(difference);
  return `${rounded < 0 ? '−' : '+'}${String(Math.abs(rounded))}${unit}`;
}

export function pageRow(page: PageResult, reference: RunFigures): string[] {
  const figures = page.median;
  return [
    page.pageType,
    page.locale,
    String(figures.performance),
    String(figures.accessibility),
    String(figures.bestPractices),
    String(figures.seo),
    ms(figures.lcp),
    ratio(figures.lcp, reference.lcp),
    ms(figures.tbt),
    tbtAgainst(figures.tbt, reference.tbt),
    figures.cls.toFixed(3),
    kb(figures.jsFirstLoad),
    kb(figures.jsAfterIdle),
    kb(figures.totalBytes),
  ];
}

export const PAGE_TABLE_HEADER = [
  'Page',
  'Locale',
  'Perf',
  'A11y',
  'BP',
  'SEO',
  'LCP',
  'LCP vs ref',
  'TBT',
  'TBT vs ref',
  'CLS',
  'JS first load',
  'JS after idle',
  'Total',
] as const;

export const COMPARISON_TABLE_HEADER = [
  'Page',
  'Locale',
  'Perf',
  'LCP',
  'LCP runs',
  'TBT',
  'TBT runs',
  'CLS',
  'JS first load',
  'Beyond the noise',
] as const;

/** The figures a reader feels, which a comparison holds against the noise. */
const FELT: readonly {key: 'performance' | 'lcp' | 'tbt'; name: string; unit: string}[] = [
  {key: 'performance', name: 'Perf', unit: ''},
  {key: 'lcp', name: 'LCP', unit: ' ms'},
  {key: 'tbt', name: 'TBT', unit: ' ms'},
];

function range(runs: readonly RunFigures[], key: keyof RunFigures): [number, number] {
  const values = runs.map((run) => run[key]);
  return [Math.min(...values), Math.max(...values)];
}

function rangeText(runs: readonly RunFigures[], key: keyof RunFigures): string {
  const [low, high] = range(runs, key).map(Math.round) as [number, number];
  return low === high ? String(low) : `${String(low)}–${String(high)}`;
}

/**
 * The felt figures in which two builds differ beyond the run-to-run noise:
 * every run of one build is on the same side of every run of the other (the
 * ranges do not overlap), with the difference of the medians.
 */
function beyondNoise(before: PageResult, after: PageResult): string[] {
  const differences: string[] = [];
  for (const {key, name, unit} of FELT) {
    const [beforeLow, beforeHigh] = range(before.runs, key);
    const [afterLow, afterHigh] = range(after.runs, key);
    if (afterHigh < beforeLow || afterLow > beforeHigh) {
      differences.push(`${name} ${signed(after.median[key] - before.median[key], unit)}`);
    }
  }
  return differences;
}

/**
 * How often chance alone puts the ranges of two builds' runs apart, for a
 * build that changed nothing: of the (a+b)! / (a! b!) equally likely orders of
 * the runs, the two where one build's runs all come first. An upper bound when
 * figures tie (a score is a whole number), since a tie keeps ranges together.
 */
export function chanceOfRangesApart(runsA: number, runsB: number): number {
  let orders = 1;
  for (let index = 1; index <= runsB; index += 1) {
    orders = (orders * (runsA + index)) / index;
  }
  return 2 / orders;
}

/**
 * What the "beyond the noise" column of a comparison is worth: how many of its
 * figures chance alone would name, were the two builds the same.
 */
export function chanceNote(comparedPages: number, runsA: number, runsB: number): string {
  const chance = chanceOfRangesApart(runsA, runsB);
  const percent = chance * 100;
  const figures = comparedPages * FELT.length;
  return (
    `With ${String(runsA)} and ${String(runsB)} runs, two identical builds have ranges apart in ` +
    `${percent >= 1 ? percent.toFixed(0) : percent.toFixed(1)}% of figures: about ` +
    `${(figures * chance).toFixed(1)} of this table's ${String(figures)} ` +
    `(${FELT.map(({name}) => name).join(', ')} per page) by chance alone.`
  );
}

/**
 * One page measured on two builds, runs interleaved: each figure as
 * "before → after", the range of the runs of both builds beside LCP and TBT
 * (the noise), and what differs beyond it.
 */
export function comparisonRow(page: PageResult, before: PageResult): string[] {
  const after = page.median;
  const old = before.median;
  const differences = beyondNoise(before, page);
  return [
    page.pageType,
    page.locale,
    `${String(old.performance)} → ${String(after.performance)}`,
    `${ms(old.lcp)} → ${ms(after.lcp)}`,
    `${rangeText(before.runs, 'lcp')} / ${rangeText(page.runs, 'lcp')}`,
    `${ms(old.tbt)} → ${ms(after.tbt)}`,
    `${rangeText(before.runs, 'tbt')} / ${rangeText(page.runs, 'tbt')}`,
    `${old.cls.toFixed(3)} → ${after.cls.toFixed(3)}`,
    `${kb(old.jsFirstLoad)} → ${kb(after.jsFirstLoad)}`,
    differences.length === 0 ? 'none' : differences.join(', '),
  ];
}
