/**
 * Measures the search of the production build, for the README and the
 * benchmark (not a test): index size per locale, what a cold query downloads,
 * and how long queries take once the index is loaded.
 *
 *   npm run build && npm run bench:search
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {kb} from './lib/benchReport';
import {filesUnder} from './lib/files';
import {startServer} from './lib/staticServer';
import relevance from '../tests/e2e/search-relevance.json';

const BUILD = path.resolve('build');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Bytes as served with compression: index chunks are gzip already, scripts get gzipped. */
function servedSize(file: string): number {
  const body = readFileSync(file);
  return /\.(js|json|css)$/.test(file) ? gzipSync(body).length : statSync(file).size;
}

/** Served bytes of the distinct index files a page has fetched, excerpts excluded. */
function sumServed(loaded: readonly string[]): number {
  return [...new Set(loaded)]
    .filter((file) => !file.endsWith('.pf_fragment'))
    .reduce((sum, file) => sum + servedSize(file), 0);
}

async function main(): Promise<void> {
  const server = await startServer(BUILD);
  const browser = await chromium.launch({executablePath: CHROMIUM});
  try {
    for (const [locale, base] of [
      ['en', '/'],
      ['zh', '/zh/'],
    ] as const) {
      const bundle = path.join(BUILD, base, 'pagefind');
      const all = filesUnder(bundle)
        .filter((file) => !/pagefind-(component-|modular-)?ui|highlight|\.(br|gz)$/.test(file))
        .map((file) => path.join(bundle, file));
      const total = all.reduce((sum, file) => sum + servedSize(file), 0);

      const page = await browser.newPage();
      const loaded: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.url().includes('/pagefind/')) {
          loaded.push(path.join(BUILD, decodeURI(new URL(request.url()).pathname)));
        }
      });
      await page.goto(`${server.url}${base}`);
      const queries = relevance[locale].map((entry) => entry.query);
      const first = await page.evaluate(
        async ({base: root, query}) => {
          interface Pagefind {
            options: (options: object) => Promise<void>;
            init: () => Promise<void>;
            search: (term: string) => Promise<unknown>;
          }
          const pagefind = (await import(`${root}pagefind/pagefind.js`)) as Pagefind;
          const start = performance.now();
          await pagefind.options({baseUrl: root});
          await pagefind.init();
          await pagefind.search(query);
          return performance.now() - start;
        },
        {base, query: queries[0] ?? ''},
      );
      const coldBytes = sumServed(loaded);
      const timings = await page.evaluate(async (all) => {
        interface Pagefind {
          search: (term: string) => Promise<unknown>;
        }
        const pagefind = (await import(`${location.pathname}pagefind/pagefind.js`)) as Pagefind;
        const result: number[] = [];
        for (const query of all) {
          await pagefind.search(query); // fetch the chunks this query needs
          const start = performance.now();
          await pagefind.search(query);
          result.push(performance.now() - start);
        }
        return result;
      }, queries);
      const allBytes = sumServed(loaded);
      const sorted = [...timings].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      const worst = sorted.at(-1) ?? 0;
      console.log(
        [
          `[${locale}] index on disk (served): ${kb(total)} in ${String(all.length)} files`,
          `[${locale}] one cold query loads ${kb(coldBytes)} (runtime, wasm, index chunks); all ${String(queries.length)} relevance queries together ${kb(allBytes)}`,
          `[${locale}] first query ${first.toFixed(1)} ms including the download; warm queries median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms`,
        ].join('\n'),
      );
      await page.close();
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
