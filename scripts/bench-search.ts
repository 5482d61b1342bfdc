/**
 * Measures the search of the production build, for the README and the
 * benchmark (not a test): index size per locale; what a query typed on a
 * freshly loaded search page downloads and how long it takes to show its
 * results (the median of the set's first 20, each on a fresh page); how well
 * the relevance set is answered (hit@1, hit@3, MRR), each query typed into the
 * page as a reader types it; and how many of its results lead to the heading
 * of their best match rather than the top of their page.
 *
 *   npm run build && npm run bench:search [-- --dir <another build>]
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium, type Page} from '@playwright/test';
import {kb, median} from './lib/benchReport';
import {filesUnder} from './lib/files';
import {startServer} from './lib/staticServer';
import {LOCALES, localePrefix} from '../config/locale';
import relevance from '../tests/e2e/search-relevance.json';
import {
  deepLinkShare,
  relevanceFigures,
  searchOnPage,
  type ShownResults,
} from '../tests/helpers/searchRelevance';

const {values: options} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
const BUILD = path.resolve(options.dir);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Bytes as served with compression: index chunks are gzip already, scripts get gzipped. */
function servedSize(file: string): number {
  const body = readFileSync(file);
  return /\.(js|json|css)$/.test(file) ? gzipSync(body).length : statSync(file).size;
}

/** How many queries of the set are each typed on a freshly loaded search page. */
const FIRST_QUERIES = 20;

const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;

/**
 * Records the files the search fetches from now on: Pagefind's (runtime, wasm,
 * index, excerpts) and our query side's chunk. Other requests (links
 * prefetched while the page idles) are not the search's.
 */
function recordSearchFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on('requestfinished', (request) => {
    const pathname = decodeURI(new URL(request.url()).pathname);
    if (/\/pagefind\/|\/assets\/js\/search-query\./.test(pathname)) {
      fetched.push(path.join(BUILD, pathname));
    }
  });
  return fetched;
}

async function main(): Promise<void> {
  const server = await startServer(BUILD);
  const browser = await chromium.launch({executablePath: CHROMIUM});
  try {
    for (const [locale, base] of LOCALES.map((code) => [code, `${localePrefix(code)}/`] as const)) {
      const bundle = path.join(BUILD, base, 'pagefind');
      const all = filesUnder(bundle)
        .filter((file) => !/pagefind-(component-|modular-)?ui|highlight|\.(br|gz)$/.test(file))
        .map((file) => path.join(bundle, file));
      const total = all.reduce((sum, file) => sum + servedSize(file), 0);
      const cases = relevance[locale];

      // A reader's first query: the search page freshly loaded, nothing in the cache. One query
      // says little (its words decide which index chunks it needs, its results how many
      // excerpts), so the first FIRST_QUERIES of the set are each typed on a fresh page.
      const firsts: {milliseconds: number; searchBytes: number; excerptBytes: number}[] = [];
      for (const {query} of cases.slice(0, FIRST_QUERIES)) {
        const fresh = await browser.newContext();
        const freshPage = await fresh.newPage();
        await freshPage.goto(`${server.url}${base}search`);
        await freshPage.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        const fetched = recordSearchFetches(freshPage);
        const {milliseconds} = await searchOnPage(freshPage, base, query);
        await freshPage.waitForLoadState('networkidle');
        const distinct = [...new Set(fetched)];
        const bytesOf = (files: string[]): number =>
          files.reduce((sum, file) => sum + servedSize(file), 0);
        firsts.push({
          milliseconds,
          searchBytes: bytesOf(distinct.filter((file) => !file.endsWith('.pf_fragment'))),
          excerptBytes: bytesOf(distinct.filter((file) => file.endsWith('.pf_fragment'))),
        });
        await fresh.close();
      }

      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}${base}search`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const shown: ShownResults[] = [];
      for (const entry of cases) {
        shown.push(await searchOnPage(page, base, entry.query));
      }
      await context.close();
      const timings = shown.map((result) => result.milliseconds);

      const figures = relevanceFigures(
        cases,
        shown.map((result) => result.paths),
      );
      const deep = deepLinkShare(shown);
      console.log(
        [
          `[${locale}] index on disk (served): ${kb(total)} in ${String(all.length)} files`,
          `[${locale}] first query on a fresh search page, median of the set's first ${String(firsts.length)}: results shown after ${median(firsts.map((first) => first.milliseconds)).toFixed(0)} ms, ${kb(median(firsts.map((first) => first.searchBytes + first.excerptBytes)))} fetched (runtime, wasm, index chunks, query code: ${kb(median(firsts.map((first) => first.searchBytes)))}; excerpts: ${kb(median(firsts.map((first) => first.excerptBytes)))})`,
          `[${locale}] later queries, typed to shown (80 ms pause for typing included): median ${median(timings).toFixed(0)} ms, worst ${Math.max(...timings).toFixed(0)} ms`,
          `[${locale}] relevance, ${String(figures.queries)} queries: hit@1 ${percent(figures.hitAt1)}, hit@3 ${percent(figures.hitAt3)}, MRR ${figures.mrr.toFixed(3)}, no result for ${String(figures.empty.length)}`,
          `[${locale}] deep links: ${percent(deep.all)} of the results shown lead to a heading, ${percent(deep.first)} of the first results`,
          ...figures.misses.map(
            ({query, expect, got}) =>
              `[${locale}]   not in the top 3: "${query}" → ${expect} (shown: ${got.join(', ') || 'nothing'})`,
          ),
        ].join('\n'),
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
