import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlPages} from '../helpers/build';
import {BUILD_DIR} from '../helpers/paths';

/**
 * React 18 can scatter NUL bytes through server-rendered multi-byte text and
 * the minifier turns them into U+FFFD (src/ssr/renderToHtml.ts removes them).
 * Neither may reach a reader: a stray one in an id or href breaks the link.
 */
describe.each([
  ['English', ''],
  ['Chinese', 'zh'],
] as const)('%s pages', (_language, localeDir) => {
  it('contain no NUL byte and no replacement character', () => {
    const damaged = htmlPages(localeDir)
      .filter((file) => /[\0\uFFFD]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(BUILD_DIR, file));
    expect(damaged).toEqual([]);
  });
});
