import {describe, expect, it} from 'vitest';
import {siteUrl} from '../../config/site';
import {htmlPages} from '../helpers/build';
import {SiteLinkChecker} from '../helpers/linkCheck';
import {BUILD_DIR} from '../helpers/paths';
import {shards} from '../helpers/sitemap';

/**
 * Every internal link, #anchor, image, stylesheet, script and file referenced
 * by the built HTML exists, checked independently of Docusaurus's own check.
 */
const checker = new SiteLinkChecker(BUILD_DIR, new URL(siteUrl()).origin);
// Pages per test: under a second of one idle core, inside Vitest's default timeout also on a busy
// machine; a locale's 126 pages in one test took 6 s.
const PAGES_PER_TEST = 16;

describe.each([
  ['English', ''],
  ['Chinese', 'zh'],
] as const)('%s build', (_language, localeDir) => {
  const pages = htmlPages(localeDir);

  it('has every page of the sitemap to check', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  shards(pages, PAGES_PER_TEST).forEach((shard, index) => {
    it(`references no missing page, anchor or file, part ${String(index + 1)}`, () => {
      expect(shard.flatMap((file) => checker.check(file))).toEqual([]);
    });
  });
});
