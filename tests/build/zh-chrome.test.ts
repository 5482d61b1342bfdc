import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {englishWordsIn} from '../../plugins/shared/englishWords';
import {
  CHROME_SELECTORS,
  LABEL_ATTRIBUTES,
  LATIN_ALLOWED_IN_CHINESE_CHROME,
} from '../helpers/chrome';
import {htmlPages} from '../helpers/build';
import {BUILD_DIR} from '../helpers/paths';
import {shards} from '../helpers/sitemap';

const CHROME = CHROME_SELECTORS.join(', ');
const LABELLED = LABEL_ATTRIBUTES.map((name) => `[${name}]`).join(', ');
// Pages per test: under a second of one idle core, inside Vitest's default timeout also on a busy
// machine; the 126 pages in one test took 4 s.
const PAGES_PER_TEST = 16;

function chromeTextOf(html: string): string {
  const $ = load(html);
  // Text node by text node (nodeType 3), so adjacent elements do not run together ("SDK" + "v3").
  // Code names (a table of contents lists `swap`, `slot0`…) are code, not interface text.
  const texts = $(CHROME)
    .find('*')
    .addBack()
    .contents()
    .filter((_index, node) => node.nodeType === 3 && $(node).closest('code').length === 0)
    .map((_index, node) => $(node).text())
    .get();
  const labels = $(LABELLED)
    .filter(
      (_index, element) =>
        $(element).closest('main').length === 0 || $(element).closest(CHROME).length > 0,
    )
    .map((_index, element) => LABEL_ATTRIBUTES.map((name) => $(element).attr(name) ?? '').join(' '))
    .get();
  return [$('head > title').text(), ...texts, ...labels].join('\n');
}

describe('the Chinese build', () => {
  const pages = htmlPages('zh');

  it('has every page of the site', () => {
    expect(pages.length).toBeGreaterThanOrEqual(124);
  });

  shards(pages, PAGES_PER_TEST).forEach((shard, index) => {
    it(`shows no English words in the chrome of any page, part ${String(index + 1)}`, () => {
      const offenders = shard
        .map((file) => ({
          page: path.relative(BUILD_DIR, file),
          words: englishWordsIn(
            chromeTextOf(readFileSync(file, 'utf8')),
            LATIN_ALLOWED_IN_CHINESE_CHROME,
          ),
        }))
        .filter(({words}) => words.length > 0);
      expect(offenders).toEqual([]);
    });
  });
});
