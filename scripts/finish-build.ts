/**
 * Runs after `docusaurus build` (npm run build), once both locales are
 * written, so it sees the final pages of the whole site:
 *
 * - adds the language alternates to build/sitemap.xml and build/zh/sitemap.xml
 *   and writes build/robots.txt;
 * - writes build/_headers, the response headers for static hosts and CDNs, with
 *   the Content-Security-Policy hashes of the inline scripts of every page;
 * - writes Brotli and gzip copies next to the text files, last, so they match
 *   what the steps above changed.
 *
 * Not a Docusaurus postBuild hook: those run per locale and side by side with
 * the search-index plugin's, which is still writing files they would miss.
 * Option: --dir (default build).
 */
import {readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {LOCALES, type Locale} from '../config/locale';
import {siteUrl} from '../config/site';
import {inlineSourcesOfBuild} from '../plugins/serving/buildFiles';
import {filesUnder} from './lib/files';
import {contentSecurityPolicy} from '../plugins/serving/contentSecurityPolicy';
import {
  COMPRESSED_SUFFIXES,
  isPrecompressed,
  precompressFile,
} from '../plugins/serving/precompress';
import {staticHostHeadersFile} from '../plugins/serving/responseHeaders';
import {robotsTxt, sitemapPathOf, withLanguageAlternates} from '../plugins/serving/sitemaps';

/** zlib runs on libuv's four threads; more files in flight only queue. */
const PARALLEL_FILES = 4;

async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      results.push(await work(item));
    }
  };
  await Promise.all(Array.from({length: size}, worker));
  return results;
}

async function finishBuild(buildDir: string): Promise<void> {
  const started = Date.now();

  const sitemapFiles = Object.fromEntries(
    LOCALES.map((locale) => [locale, path.join(buildDir, sitemapPathOf(locale))]),
  ) as Record<Locale, string>;
  const sitemaps = withLanguageAlternates(
    Object.fromEntries(
      LOCALES.map((locale) => [locale, readFileSync(sitemapFiles[locale], 'utf8')]),
    ) as Record<Locale, string>,
  );
  for (const locale of LOCALES) {
    writeFileSync(sitemapFiles[locale], sitemaps[locale]);
  }
  writeFileSync(path.join(buildDir, 'robots.txt'), robotsTxt(siteUrl()));

  const inlineSources = inlineSourcesOfBuild(buildDir);
  writeFileSync(
    path.join(buildDir, '_headers'),
    staticHostHeadersFile(contentSecurityPolicy(inlineSources)),
  );

  const textFiles = filesUnder(buildDir).filter(
    (file) =>
      !COMPRESSED_SUFFIXES.some((suffix) => file.endsWith(suffix)) &&
      isPrecompressed(file, statSync(path.join(buildDir, file)).size),
  );
  const compressed = await inBatches(textFiles, PARALLEL_FILES, (file) =>
    precompressFile(buildDir, file),
  );
  const total = (pick: (file: (typeof compressed)[number]) => number | null): number =>
    compressed.reduce((sum, file) => sum + (pick(file) ?? file.size), 0);
  const megabytes = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);

  console.log(
    [
      `[finish] sitemaps with language alternates, robots.txt, _headers (${String(inlineSources.scripts.length)} inline script hashes)`,
      `[finish] ${String(compressed.length)} text files precompressed: ${megabytes(total((file) => file.size))} MB → brotli ${megabytes(total((file) => file.brotli))} MB, gzip ${megabytes(total((file) => file.gzip))} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    ].join('\n'),
  );
}

const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
finishBuild(path.resolve(values.dir)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
