/**
 * Builds the Pagefind index of one locale's pages. Run by the build (see
 * plugins/search-index/index.ts) after the locale is written:
 *
 *   node --import tsx plugins/search-index/buildIndex.mts <locale output folder> <locale>
 *
 * Only the three sections and the category pages are indexed, and only their
 * content (marked data-pagefind-body), with the metadata plugins/search-index/searchIndex.ts
 * adds (description, title words, synonyms). Chinese text is split into words
 * with Intl.Segmenter first, so that the index and the browser's query agree.
 */
import {readFileSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {close, createIndex} from 'pagefind';
import glossary from '../../i18n/glossary.json' with {type: 'json'};
import {indexSynonymGroups} from '../../src/lib/searchSynonyms';
import {filesUnder} from '../../scripts/lib/files';
import {pageForIndex} from './searchIndex';

const SECTIONS = ['study', 'contract', 'sdk', 'category'];

/** Whether the index's entry file is there and names at least one language. */
function entryReads(output: string): boolean {
  try {
    const entry = JSON.parse(readFileSync(path.join(output, 'pagefind-entry.json'), 'utf8')) as {
      languages?: Record<string, unknown>;
    };
    return Object.keys(entry.languages ?? {}).length > 0;
  } catch {
    return false;
  }
}

/**
 * Pagefind's backend answers writeFiles while its last writes can still be in flight, and
 * close() kills it: a Chinese index once shipped with an empty pagefind-entry.json and its scripts
 * cut off at 64 and 128 KiB. Wait until the folder has stopped growing and the entry reads.
 */
async function writesSettled(output: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let previousSize = -1;
  for (;;) {
    const size = filesUnder(output).reduce(
      (sum, file) => sum + statSync(path.join(output, file)).size,
      0,
    );
    if (size === previousSize && entryReads(output)) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`Pagefind's files in ${output} were still changing after 30 s`);
    }
    previousSize = size;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function htmlFiles(dir: string): string[] {
  return filesUnder(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

/** The URL a page is served at, relative to its locale: study/index.html → /study/. */
function urlOf(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

async function build(outDir: string, locale: string): Promise<void> {
  const {index, errors} = await createIndex({
    forceLanguage: locale,
    // Identifiers such as MINIMUM_LIQUIDITY stay one word.
    includeCharacters: '_',
    // Page furniture inside the indexed content: breadcrumbs, pagers, "#" heading links; and the
    // MathML KaTeX writes for screen readers beside each formula, the formula's text once more
    // with its TeX source (x⋅y=kx \cdot y = kx⋅y=k).
    excludeSelectors: ['.theme-doc-breadcrumbs', '.pagination-nav', '.hash-link', '.katex-mathml'],
  });
  if (!index) {
    throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
  }
  const segmenter = locale === 'zh' ? new Intl.Segmenter('zh', {granularity: 'word'}) : undefined;
  const synonyms = indexSynonymGroups(glossary.terms);
  const files = SECTIONS.flatMap((section) => htmlFiles(path.join(outDir, section)));
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const url = urlOf(outDir, file);
    const added = await index.addHTMLFile({
      url,
      content: pageForIndex(html, {url, segmenter, synonyms}),
    });
    if (added.errors.length > 0) {
      throw new Error(`Pagefind rejected ${file}: ${added.errors.join('; ')}`);
    }
  }
  const output = path.join(outDir, 'pagefind');
  rmSync(output, {recursive: true, force: true});
  const written = await index.writeFiles({outputPath: output});
  if (written.errors.length > 0) {
    throw new Error(`Pagefind could not write ${output}: ${written.errors.join('; ')}`);
  }
  await writesSettled(output);
  console.log(
    `[${locale}] search index: ${String(files.length)} pages in ${path.relative(process.cwd(), output)}`,
  );
}

const [outDir, locale] = process.argv.slice(2);
if (!outDir || !locale) {
  console.error(
    'usage: node --import tsx plugins/search-index/buildIndex.mts <output folder> <locale>',
  );
  process.exit(2);
}
try {
  await build(path.resolve(outDir), locale);
} finally {
  await close();
}
