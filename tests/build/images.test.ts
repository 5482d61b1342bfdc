import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {htmlPages} from '../helpers/build';
import {BUILD_DIR} from '../helpers/paths';
import {shards} from '../helpers/sitemap';

// Pages per test: under a second of one idle core, inside Vitest's default timeout also on a busy
// machine; a locale's 126 pages in one test took 4 s.
const PAGES_PER_TEST = 16;

/**
 * Every picture in the content says what it shows: <img> elements carry a
 * non-empty alt, and inline SVG diagrams (role="img") a non-empty <title>.
 */
function imagesWithoutText(html: string): string[] {
  const $ = load(html);
  const content = $('article, main');
  const images = content
    .find('img')
    .filter((_index, element) => ($(element).attr('alt') ?? '').trim() === '')
    .map((_index, element) => `<img src="${$(element).attr('src') ?? ''}">`)
    .get();
  const diagrams = content
    .find('svg[role="img"]')
    .filter((_index, element) => $(element).children('title').text().trim() === '')
    .map(() => '<svg role="img"> without a title')
    .get();
  return [...images, ...diagrams];
}

describe.each([
  ['English', ''],
  ['Chinese', 'zh'],
] as const)('%s pages', (_language, localeDir) => {
  const pages = htmlPages(localeDir);

  it('contain diagrams at all', () => {
    // Reads pages until the first with a diagram, not every page.
    const withDiagram = pages.some(
      (file) => load(readFileSync(file, 'utf8'))('article svg[role="img"]').length > 0,
    );
    expect(withDiagram).toBe(true);
  });

  shards(pages, PAGES_PER_TEST).forEach((shard, index) => {
    it(`give every image and diagram a text alternative, part ${String(index + 1)}`, () => {
      const offenders = shard
        .map((file) => ({
          page: path.relative(BUILD_DIR, file),
          missing: imagesWithoutText(readFileSync(file, 'utf8')),
        }))
        .filter(({missing}) => missing.length > 0);
      expect(offenders).toEqual([]);
    });
  });
});
