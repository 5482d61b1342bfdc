import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../../scripts/lib/files';
import {
  NOT_PROSE_END,
  NOT_PROSE_START,
  PATH_FILTER,
  pageWords,
  type PagefindAnchor,
} from '../../src/lib/searchExcerpt';
import {BUILD_DIR} from '../helpers/paths';

/**
 * Each locale's Pagefind index is whole: its entry names the locale's language with every doc,
 * the WebAssembly engine and the scripts are there, and every script parses. A write cut short
 * (an empty entry, scripts cut off at a power of two) once left Chinese search finding nothing
 * while every other check passed.
 */
describe.each([
  ['en', ''],
  ['zh', 'zh'],
] as const)('the %s search index', (locale, localeDir) => {
  const folder = path.join(BUILD_DIR, localeDir, 'pagefind');

  it('names its language and holds every doc', () => {
    const entry = JSON.parse(readFileSync(path.join(folder, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, {page_count: number}>;
    };
    expect(Object.keys(entry.languages)).toEqual([locale]);
    expect(entry.languages[locale]?.page_count).toBeGreaterThan(100);
  });

  it('has its WebAssembly engine and no empty file', () => {
    const files = filesUnder(folder);
    expect(files.filter((file) => /^wasm\.[a-z-]+\.pagefind$/.test(file)).length).toBeGreaterThan(
      0,
    );
    expect(files.filter((file) => statSync(path.join(folder, file)).size === 0)).toEqual([]);
  });

  it('has scripts that parse', () => {
    // node --check reads an .mjs file as a module without running it.
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'pagefind-check-'));
    const scripts = readdirSync(folder).filter((file) => file.endsWith('.js'));
    expect(scripts).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js']));
    const unparsable = scripts.filter((script) => {
      const copy = path.join(scratch, script.replace(/\.js$/, '.mjs'));
      copyFileSync(path.join(folder, script), copy);
      try {
        execFileSync(process.execPath, ['--check', copy], {stdio: 'ignore'});
        return false;
      } catch {
        return true;
      }
    });
    rmSync(scratch, {recursive: true, force: true});
    expect(unparsable).toEqual([]);
  });
});

/** What the index stores for one page and hands the browser with each result. */
interface Fragment {
  url: string;
  content: string;
  filters: Record<string, string[]>;
  meta: Record<string, string>;
  anchors: PagefindAnchor[];
}

/** The pages of a locale's index, as the browser reads them (gzip, after Pagefind's signature). */
function fragmentsOf(folder: string): Fragment[] {
  const fragments = path.join(folder, 'fragment');
  return readdirSync(fragments).map(
    (file) =>
      JSON.parse(
        gunzipSync(readFileSync(path.join(fragments, file)))
          .subarray('pagefind_dcd'.length)
          .toString('utf8'),
      ) as Fragment,
  );
}

/**
 * What a search result is made of (issue 49): where the page sits, where its code starts and
 * ends, and words kept apart where the page shows them apart.
 */
describe.each([
  ['en', '', 'v3 SDK › v3 reference › Classes'],
  ['zh', 'zh', 'v3 SDK › 参考 › 类'],
] as const)('the %s index, for the results', (_locale, localeDir, tradePath) => {
  const folder = path.join(BUILD_DIR, localeDir, 'pagefind');
  const fragments = fragmentsOf(folder);

  it('stores where each page sits, in its language, and no image of the site’s chrome', () => {
    const trade = fragments.find((fragment) => fragment.url.endsWith('/reference/classes/Trade/'));
    expect(trade?.filters[PATH_FILTER]).toEqual([tradePath]);
    const placed = fragments.filter((fragment) => fragment.filters[PATH_FILTER]?.length === 1);
    expect(placed.length / fragments.length).toBeGreaterThan(0.9);
    expect(fragments.filter((fragment) => 'image' in fragment.meta)).toEqual([]);
  });

  it('marks the start and end of every code block, and keeps the code searchable', () => {
    for (const fragment of fragments) {
      const markers = fragment.anchors.filter(
        (anchor) => anchor.id === NOT_PROSE_START || anchor.id === NOT_PROSE_END,
      );
      const starts = markers.filter((anchor) => anchor.id === NOT_PROSE_START).length;
      expect(starts * 2, fragment.url).toBe(markers.length);
    }
    const trade = fragments.find((fragment) => fragment.url.endsWith('/reference/classes/Trade/'));
    // The signature as Pagefind counts its words: one in English, cut at its bracket in Chinese.
    const {words} = pageWords(trade?.content ?? '');
    const signature = words.findIndex((_word, index) =>
      words
        .slice(index, index + 3)
        .join('')
        .replace(/\s/g, '')
        .startsWith('maximumAmountIn(slippage'),
    );
    expect(signature).toBeGreaterThan(0);
    const inCode = (trade?.anchors ?? []).some(
      (anchor, index, anchors) =>
        anchor.id === NOT_PROSE_START &&
        anchor.location <= signature &&
        anchors.slice(index).some((end) => end.id === NOT_PROSE_END && end.location > signature),
    );
    expect(inCode).toBe(true);
  });

  it('keeps apart the words of neighbouring table headers and of a term and its definition', () => {
    const glued: string[] = [];
    for (const fragment of fragments) {
      const file = path.join(BUILD_DIR, localeDir, decodeURI(fragment.url), 'index.html');
      const html = readFileSync(file, 'utf8');
      const $ = load(html);
      const content = fragment.content.replace(/\u200b/g, '');
      // The page's text with every element apart: what the page itself writes as one word.
      const apart = load(html.replace(/</g, ' <'))('[data-pagefind-body]').text();
      const pairs = [
        ...$('[data-pagefind-body] th + th').toArray(),
        ...$('[data-pagefind-body] dt + dd').toArray(),
      ].map((element) => [$(element).prev().text().trim(), $(element).text().trim()]);
      for (const [before = '', after = ''] of pairs) {
        const joined = `${before.split(/\s+/).at(-1) ?? ''}${after.split(/\s+/)[0] ?? ''}`;
        if (before !== '' && after !== '' && content.includes(joined) && !apart.includes(joined)) {
          glued.push(`${fragment.url}: ${joined}`);
        }
      }
    }
    expect(glued).toEqual([]);
  });
});
