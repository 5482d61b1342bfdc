import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {explicitTitle, withFileTitle} from '../../plugins/code/codeMeta';
import {filledCode} from '../../plugins/markdown';
import {highlightedLines, referencedLines} from '../helpers/lineReferences';
import {listDocFiles} from '../helpers/docs';
import {readDoc} from '../helpers/docSource';
import {DOCS_DIR, ROOT, ZH_DOCS_DIR} from '../helpers/paths';

describe('code block meta', () => {
  it('titles a sample after its file and lines unless it has a title', () => {
    expect(withFileTitle('file=<rootDir>/examples/sdk/v3/quoting.ts')).toBe(
      'file=<rootDir>/examples/sdk/v3/quoting.ts title="examples/sdk/v3/quoting.ts"',
    );
    expect(withFileTitle('file=<rootDir>/examples/sdk/v3/quoting.ts#L12-L30 showLineNumbers')).toBe(
      'file=<rootDir>/examples/sdk/v3/quoting.ts#L12-L30 showLineNumbers title="examples/sdk/v3/quoting.ts#L12-L30"',
    );
    expect(withFileTitle('file=<rootDir>/examples/a.ts title="Mine"')).toBe(
      'file=<rootDir>/examples/a.ts title="Mine"',
    );
    expect(withFileTitle("file=<rootDir>/examples/a.ts title='Mine'")).toBe(
      "file=<rootDir>/examples/a.ts title='Mine'",
    );
    expect(withFileTitle('title="Only a title"')).toBe('title="Only a title"');
    expect(explicitTitle('showLineNumbers title="x.sol" {3}')).toBe('x.sol');
  });

  it("fills a block for the Markdown twins with the docs' own plugins", () => {
    const page = path.join(DOCS_DIR, 'sdk', 'index.md');
    const oxbowModule = readFileSync(path.join(ROOT, 'examples', 'sdk', 'oxbow.ts'), 'utf8');
    expect(filledCode('file=<rootDir>/examples/sdk/oxbow.ts#L2-L3', page)).toBe(
      oxbowModule.split('\n').slice(1, 3).join('\n'),
    );
    expect(filledCode('api-import="v3-sdk:Pool"', page)).toBe(
      "import {Pool} from '@uniswap/v3-sdk';",
    );
    expect(filledCode('title="Written on the page"', page)).toBeUndefined();
  });
});

describe('line references', () => {
  it('reads English lists and ranges', () => {
    expect([
      ...referencedLines('Lines 26 to 33 take the tokens. Line 34 refuses a zero minimum.'),
    ]).toEqual([26, 27, 28, 29, 30, 31, 32, 33, 34]);
    expect([
      ...referencedLines('as lines 39, 68 and 85 do; Lines 12–15. line 37 or line 67'),
    ]).toEqual([39, 68, 85, 12, 13, 14, 15, 37, 67]);
  });

  it('reads Chinese lists and ranges', () => {
    expect([
      ...referencedLines('第 1、2 行声明许可证。第 18 到 20 行的构造函数。第 12–15 行。'),
    ]).toEqual([1, 2, 18, 19, 20, 12, 13, 14, 15]);
  });

  it('finds no reference in ordinary text', () => {
    expect(referencedLines('Number the 12 words online, then draw 3 lines.').size).toBe(0);
  });

  it('expands highlight ranges', () => {
    expect(highlightedLines('showLineNumbers {34,37-39} title="x"')).toEqual([34, 37, 38, 39]);
    expect(highlightedLines('title="x"')).toEqual([]);
  });
});

describe('highlighted lines of the samples on the pages', () => {
  interface Highlight {
    page: string;
    meta: string;
    file: string;
    lines: number[];
    text: string;
  }

  const highlights: Highlight[] = [DOCS_DIR, ZH_DOCS_DIR].flatMap((root) =>
    listDocFiles(root).flatMap((doc) => {
      const source = readDoc(root, doc);
      const prose = source.replace(/^```[\s\S]*?^```/gm, '');
      return Array.from(source.matchAll(/^```\S*[ \t]+(.*)$/gm), (match) => match[1] ?? '')
        .filter((meta) => highlightedLines(meta).length > 0)
        .map((meta) => ({
          page: path.relative(ROOT, path.join(root, doc)),
          meta,
          file: /file=<rootDir>\/(\S+)/.exec(meta)?.[1] ?? '',
          lines: highlightedLines(meta),
          text: prose,
        }));
    }),
  );

  it('exist on the pages that walk through a contract line by line, in both languages', () => {
    expect(
      highlights.map(({page}) =>
        page.replace(/^i18n\/zh\/docusaurus-plugin-content-docs\/current/, 'zh'),
      ),
    ).toEqual(
      expect.arrayContaining([
        'docs/contract/oxbow-v3/guides/Implement-A-Swap/single-swaps',
        'zh/contract/oxbow-v3/guides/Implement-A-Swap/single-swaps',
        'docs/contract/oxbow-v2/concepts/core-concepts/flash-swaps',
        'zh/contract/oxbow-v2/concepts/core-concepts/flash-swaps',
      ]),
    );
  });

  it('are lines the page text refers to', () => {
    const invented = highlights
      .map(({page, lines, text}) => ({
        page,
        lines: lines.filter((line) => !referencedLines(text).has(line)),
      }))
      .filter(({lines}) => lines.length > 0);
    expect(invented).toEqual([]);
  });

  it('are lines of code, not blank lines or lines past the end of the sample', () => {
    const wrong = highlights.flatMap(({page, file, lines}) => {
      const code = readFileSync(path.join(ROOT, file.replace(/#.*$/, '')), 'utf8').split('\n');
      return lines
        .filter((line) => (code[line - 1] ?? '').trim() === '')
        .map((line) => `${page}: ${String(line)}`);
    });
    expect(wrong).toEqual([]);
  });

  it('are the same in the English page and its translation', () => {
    const byPage = new Map<string, string[]>();
    for (const {page, meta} of highlights) {
      const key = page.replace(/^(docs|i18n\/zh\/docusaurus-plugin-content-docs\/current)\//, '');
      byPage.set(key, [...(byPage.get(key) ?? []), meta]);
    }
    for (const [page, pageMetas] of byPage) {
      expect(pageMetas, page).toHaveLength(2);
      expect(highlightedLines(pageMetas[0] ?? ''), page).toEqual(
        highlightedLines(pageMetas[1] ?? ''),
      );
    }
  });
});
