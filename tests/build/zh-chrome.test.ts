import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {englishWordsIn, LATIN_TERMS_ALLOWED_IN_CHINESE} from '../../src/lib/englishWords';
import {CODE_NAMES, LANGUAGE_NAMES} from '../e2e/support';
import {htmlPages} from '../helpers/build';
import {BUILD_DIR} from '../helpers/paths';

/** Everything on a page that is not the article itself. */
const CHROME = [
  'nav.navbar',
  'footer',
  '[role="banner"]',
  'aside.theme-doc-sidebar-container',
  'nav.theme-doc-breadcrumbs',
  'nav.pagination-nav',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
].join(', ');

const ALLOWED = [...LATIN_TERMS_ALLOWED_IN_CHINESE, ...CODE_NAMES, ...LANGUAGE_NAMES];

function chromeTextOf(html: string): string {
  const $ = load(html);
  // Text node by text node (nodeType 3), so adjacent elements do not run together ("SDK" + "v3").
  const texts = $(CHROME)
    .find('*')
    .addBack()
    .contents()
    .filter((_index, node) => node.nodeType === 3)
    .map((_index, node) => $(node).text())
    .get();
  const labels = $('[aria-label], [title], [placeholder], img[alt]')
    .filter((_index, element) => $(element).closest('main').length === 0 || $(element).closest(CHROME).length > 0)
    .map((_index, element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => $(element).attr(name) ?? '').join(' '),
    )
    .get();
  return [$('head > title').text(), ...texts, ...labels].join('\n');
}

describe('the Chinese build', () => {
  const pages = htmlPages('zh');

  it('has every page of the site', () => {
    expect(pages.length).toBeGreaterThanOrEqual(124);
  });

  it('shows no English words in the chrome of any page', () => {
    const offenders = pages
      .map((file) => ({
        page: path.relative(BUILD_DIR, file),
        words: englishWordsIn(chromeTextOf(readFileSync(file, 'utf8')), ALLOWED),
      }))
      .filter(({words}) => words.length > 0);
    expect(offenders).toEqual([]);
  });
});
