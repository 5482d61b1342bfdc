import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {FORMULA_CHARACTERS_FILE} from '../../plugins/formulas/index';
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

  it('links KaTeX’s stylesheet from every page with a formula, and from no other page', () => {
    const linksKatex = ($: (typeof pages)[number]['$']): boolean =>
      $('head link[rel=stylesheet]')
        .toArray()
        .some((link) => /\/assets\/css\/katex\.[0-9a-f]+\.css$/.test($(link).attr('href') ?? ''));
    const withFormulas = pages.filter(({$}) => $('.katex').length > 0);
    const without = pages.filter(({$}) => $('.katex').length === 0);
    expect(without.length).toBeGreaterThan(10);
    expect(withFormulas.filter(({$}) => !linksKatex($)).map(({page}) => page)).toEqual([]);
    expect(without.filter(({$}) => linksKatex($)).map(({page}) => page)).toEqual([]);
  });

  it('contains no formula KaTeX failed to typeset', () => {
    expect(pages.filter(({$}) => $('.katex-error').length > 0).map(({page}) => page)).toEqual([]);
  });

  it('shows no character the cut-down KaTeX fonts were not made for', () => {
    const subset = new Set(JSON.parse(readFileSync(FORMULA_CHARACTERS_FILE, 'utf8')) as string[]);
    const missing = new Set<string>();
    for (const {$} of pages) {
      for (const character of $('.katex-html').text()) {
        if (!subset.has(character)) missing.add(character);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('loads KaTeX fonts cut down to those characters', () => {
    const fonts = readdirSync(path.join(BUILD_DIR, localeDir, 'assets', 'fonts')).filter(
      (file) => file.startsWith('KaTeX_Main-Regular') && file.endsWith('.woff2'),
    );
    expect(fonts).toHaveLength(1);
    const [font] = fonts as [string];
    // The whole font is 26 KB.
    expect(
      readFileSync(path.join(BUILD_DIR, localeDir, 'assets', 'fonts', font)).length,
    ).toBeLessThan(12 * 1024);
  });
});
