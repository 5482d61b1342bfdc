import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR} from '../helpers/paths';
import {shards, sitemapPaths} from '../helpers/sitemap';
import {
  NAVBAR_NAME,
  isDoc,
  missingWithoutScripts,
  type PageWithoutScripts,
} from '../helpers/noJavaScript';

// Docs per test: under a second of one idle core, inside Vitest's default timeout also on a busy
// machine; a locale's docs in one test took 3 s.
const DOCS_PER_TEST = 16;

/** What the served HTML of one page holds for a reader whose browser runs no script. */
function staticPage(pagePath: string, navbarName: string): PageWithoutScripts {
  const $ = load(readFileSync(path.join(BUILD_DIR, pagePath, 'index.html'), 'utf8'));
  const main = $('main');
  const sidebar = $('nav.menu');
  return {
    heading: main.find('h1').length > 0,
    textLength: main.text().replace(/\s+/g, ' ').trim().length,
    sidebar: sidebar.length > 0,
    sidebarLinks: sidebar.find('a[href]').length,
    currentInSidebar: sidebar.find('a[aria-current="page"]').length === 1,
    navbarSections: $(`nav[aria-label="${navbarName}"] a[href]`)
      .map((_index, link) => $(link).text().trim())
      .get(),
  };
}

/**
 * Every doc of both sitemaps carries, in its HTML, its text, the sidebar that leads to the other
 * docs with the page marked in it, and the navbar's sections; tests/e2e/nojs.spec.ts shows one
 * page of each kind in a browser with JavaScript off, to prove the stylesheet hides none of it.
 */
describe.each([
  ['English', '', 'en'],
  ['Chinese', 'zh', 'zh'],
] as const)('%s docs without JavaScript', (_language, localeDir, locale) => {
  const docs = sitemapPaths(localeDir).filter(isDoc);

  it('are most of the site', () => {
    expect(docs.length).toBeGreaterThan(100);
  });

  shards(docs, DOCS_PER_TEST).forEach((shard, index) => {
    it(`each hold a heading, their text, the sidebar and the navbar in their HTML, part ${String(index + 1)}`, () => {
      const missing = shard.flatMap((pagePath) =>
        missingWithoutScripts(pagePath, staticPage(pagePath, NAVBAR_NAME[locale]), locale),
      );
      expect(missing).toEqual([]);
    });
  });
});
