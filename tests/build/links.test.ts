import {describe, expect, it} from 'vitest';
import {siteUrl} from '../../config/site';
import {htmlPages} from '../helpers/build';
import {SiteLinkChecker} from '../helpers/linkCheck';
import {BUILD_DIR} from '../helpers/paths';

/**
 * Every internal link, #anchor, image, stylesheet, script and file referenced
 * by the built HTML exists, checked independently of Docusaurus's own check.
 */
const checker = new SiteLinkChecker(BUILD_DIR, new URL(siteUrl()).origin);

describe.each([
  ['English', ''],
  ['Chinese', 'zh'],
] as const)('%s build', (_language, localeDir) => {
  const pages = htmlPages(localeDir);

  it('has every page of the sitemap to check', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it('references no missing page, anchor or file', () => {
    expect(pages.flatMap((file) => checker.check(file))).toEqual([]);
  });
});
