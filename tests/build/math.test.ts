import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {htmlPages} from '../helpers/build';
import {BUILD_DIR} from '../helpers/paths';

describe.each([
  ['English', ''],
  ['Chinese', 'zh'],
] as const)('math on %s pages', (_language, localeDir) => {
  const pages = htmlPages(localeDir).map((file) => ({
    page: path.relative(BUILD_DIR, file),
    $: load(readFileSync(file, 'utf8')),
  }));

  it('is typeset by KaTeX at build time', () => {
    expect(pages.filter(({$}) => $('.katex').length > 0).length).toBeGreaterThan(10);
  });

  it('contains no formula KaTeX failed to typeset', () => {
    expect(pages.filter(({$}) => $('.katex-error').length > 0).map(({page}) => page)).toEqual([]);
  });
});
