/**
 * Measures the search of the production build, for the README and the
 * benchmark (not a test): index size per locale; what a query typed on a
 * freshly loaded search page downloads and how long it takes to show its
 * results; how well the relevance set is answered (hit@1, hit@3, MRR), each
 * query typed into the page as a reader types it; and how many of its results
 * lead to the heading of their best match rather than the top of their page.
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

      // A reader's first query: the search page freshly loaded, nothing in the cache.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}${base}search`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const fetched = recordSearchFetches(page);
      const first = await searchOnPage(page, base, cases[0]?.query ?? '');
      const distinct = [...new Set(fetched)];
      const excerpts = distinct.filter((file) => file.endsWith('.pf_fragment'));
      const searchBytes = distinct
        .filter((file) => !file.endsWith('.pf_fragment'))
        .reduce((sum, file) => sum + servedSize(file), 0);
      const excerptBytes = excerpts.reduce((sum, file) => sum + servedSize(file), 0);

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
          `[${locale}] first query on a fresh search page ("${cases[0]?.query ?? ''}"): results shown after ${first.milliseconds.toFixed(0)} ms, ${kb(searchBytes)} fetched (runtime, wasm, index chunks, query code) + ${kb(excerptBytes)} of excerpts for ${String(first.paths.length)} results`,
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
