/**
 * The relevance set of the search (tests/e2e/search-relevance.json) run as a
 * reader runs it: typed into the search page of the production build, the
 * results read from the list the page shows. Shared by the browser test, which
 * holds the targets, and `npm run bench:search`, which prints the figures.
 */
import type {Page} from '@playwright/test';

export interface RelevanceCase {
  query: string;
  /** The page that must be among the first results, relative to the locale: `sdk/v3/guides/background`. */
  expect: string;
}

export interface RelevanceFigures {
  queries: number;
  /** Share of queries whose page is the first result. */
  hitAt1: number;
  /** Share of queries whose page is among the first three. */
  hitAt3: number;
  /** Mean reciprocal rank of the expected page among the results shown (0 when absent). */
  mrr: number;
  /** Queries the page showed no result for. */
  empty: string[];
  /** Queries whose page is not among the first three, with the three shown. */
  misses: {query: string; expect: string; got: string[]}[];
}

/** The share of results, among those shown for a set, that lead to a heading rather than a page's top. */
export function deepLinkShare(shown: readonly ShownResults[]): {all: number; first: number} {
  const anchors = shown.flatMap((result) => result.anchors);
  const firsts = shown.flatMap((result) => result.anchors.slice(0, 1));
  const share = (list: string[]): number =>
    list.length === 0 ? 0 : list.filter((anchor) => anchor !== '').length / list.length;
  return {all: share(anchors), first: share(firsts)};
}

/** Hit rates and MRR of a set, given the result paths shown for each of its queries, in order. */
export function relevanceFigures(
  cases: readonly RelevanceCase[],
  shown: readonly (readonly string[])[],
): RelevanceFigures {
  let first = 0;
  let top3 = 0;
  let reciprocal = 0;
  const empty: string[] = [];
  const misses: RelevanceFigures['misses'] = [];
  cases.forEach((entry, index) => {
    const results = shown[index] ?? [];
    const rank = results.indexOf(entry.expect) + 1;
    if (results.length === 0) {
      empty.push(entry.query);
    }
    if (rank === 1) {
      first += 1;
    }
    if (rank >= 1 && rank <= 3) {
      top3 += 1;
    } else {
      misses.push({query: entry.query, expect: entry.expect, got: results.slice(0, 3)});
    }
    reciprocal += rank > 0 ? 1 / rank : 0;
  });
  const count = cases.length;
  return {
    queries: count,
    hitAt1: count === 0 ? 0 : first / count,
    hitAt3: count === 0 ? 0 : top3 / count,
    mrr: count === 0 ? 0 : reciprocal / count,
    empty,
    misses,
  };
}

export interface ShownResults {
  /** Result paths relative to the locale, in the order shown: `study/product/swap`. */
  paths: string[];
  /** The heading each result leads to (its link's anchor, without #), '' for the top of its page. */
  anchors: string[];
  /** Milliseconds from typing the query to the page showing its results (the page pauses 80 ms for typing to settle). */
  milliseconds: number;
}

/**
 * Types `query` into the box of the search page open in `page` (the locale at
 * `baseUrl`) and returns the results the page then lists, each by its own
 * link. The page is done when its status line names the query (“…”), as it
 * does for results and for none.
 */
export async function searchOnPage(
  page: Page,
  baseUrl: string,
  query: string,
): Promise<ShownResults> {
  const started = await page.evaluate(() => performance.now());
  await page.locator('main input[type="search"]').fill(query);
  const done = await page.waitForFunction(
    (quoted) => {
      const status = document.querySelector('main [aria-live]')?.textContent ?? '';
      return status.includes(quoted) ? performance.now() : false;
    },
    `“${query}”`,
    {polling: 'raf'},
  );
  const finished = (await done.jsonValue()) as number;
  // A result's own link; the links to its other sections are in a list inside its item.
  const links = await page
    .locator('main ol > li > a')
    .evaluateAll((elements) =>
      elements.map((link) => [
        (link as HTMLAnchorElement).pathname,
        (link as HTMLAnchorElement).hash,
      ]),
    );
  return {
    paths: links.map(([pathname = '']) =>
      decodeURI(pathname).slice(baseUrl.length).replace(/\/$/, ''),
    ),
    anchors: links.map(([, hash = '']) => decodeURIComponent(hash.replace(/^#/, ''))),
    milliseconds: finished - started,
  };
}
