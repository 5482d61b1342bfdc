/**
 * The relevance set (search-relevance.json) typed into the search page of the
 * production build, held at the targets of issue 26. Not run again behind
 * nginx: the ranking does not depend on the server, and search.spec.ts checks
 * the search under the real policy.
 */
import {expect, test} from './fixtures';
import relevance from './search-relevance.json';
import {hydrated} from './support';
import {relevanceFigures, searchOnPage} from '../helpers/searchRelevance';

const LOCALES = [
  ['en', '/'],
  ['zh', '/zh/'],
] as const;

test.describe('search relevance', () => {
  for (const [locale, baseUrl] of LOCALES) {
    test(`${locale}: the page a reader expects is in the top 3 for 90 % of the set, first for 70 %, and no query finds nothing`, async ({
      page,
    }) => {
      // Every query is typed into the search page as a reader types it: about 25 s on a two-core
      // machine, and the slowest CI machine runs browser tests 3.4 times slower.
      test.setTimeout(180_000);
      const cases = relevance[locale];
      expect(cases.length).toBeGreaterThanOrEqual(60);
      await page.goto(`${baseUrl}search`);
      await hydrated(page);
      const shown: string[][] = [];
      for (const entry of cases) {
        shown.push((await searchOnPage(page, baseUrl, entry.query)).paths);
      }
      const figures = relevanceFigures(cases, shown);
      const misses = JSON.stringify(figures.misses, null, 1);
      expect(figures.empty, 'queries that show no result').toEqual([]);
      expect(figures.hitAt3, `hit@3; not in the top 3: ${misses}`).toBeGreaterThanOrEqual(0.9);
      expect(figures.hitAt1, 'hit@1').toBeGreaterThanOrEqual(0.7);
    });
  }
});
