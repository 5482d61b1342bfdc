import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listDocFiles} from '../helpers/docs';
import {readDoc} from '../helpers/docSource';
import {DOCS_DIR, ROOT, ZH_DOCS_DIR} from '../helpers/paths';

/**
 * A page may show part of a sample with `file=<rootDir>/…#L12-L30`. Those
 * numbers go stale when the file changes, so every range must still cover a
 * whole block: it starts after a blank line (or at the top of the file), ends
 * before one (or at the end), and neither edge is blank itself.
 */
interface Range {
  page: string;
  file: string;
  from: number;
  to: number;
}

function ranges(): Range[] {
  return [
    ['', DOCS_DIR],
    ['zh/', ZH_DOCS_DIR],
  ].flatMap(([prefix = '', root = DOCS_DIR]) =>
    listDocFiles(root).flatMap((doc) =>
      [...readDoc(root, doc).matchAll(/file=<rootDir>\/(\S+?)#L(\d+)-L(\d+)/g)].map((match) => ({
        page: `${prefix}${doc}`,
        file: match[1] ?? '',
        from: Number(match[2]),
        to: Number(match[3]),
      })),
    ),
  );
}

const blank = (line: string | undefined): boolean => line === undefined || line.trim() === '';

describe('line ranges of code shown on pages', () => {
  const all = ranges();

  it('exist', () => {
    expect(all.length).toBeGreaterThan(0);
  });

  it('each cover a whole block of their file', () => {
    const stale = all.filter(({file, from, to}) => {
      const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
      const edgesBlank = blank(lines[from - 1]) || blank(lines[to - 1]);
      const openBefore = from > 1 && !blank(lines[from - 2]);
      const openAfter = !blank(lines[to]);
      return from > to || to > lines.length || edgesBlank || openBefore || openAfter;
    });
    expect(
      stale.map(({page, file, from, to}) => `${page}: ${file}#L${String(from)}-L${String(to)}`),
    ).toEqual([]);
  });
});
