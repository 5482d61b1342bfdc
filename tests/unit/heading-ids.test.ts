import {describe, expect, it} from 'vitest';
import {listDocFiles} from '../helpers/docs';
import {docFile, readDoc} from '../helpers/docSource';
import {headingsOf} from '../helpers/markdownHeadings';
import {DOCS_DIR, ZH_DOCS_DIR} from '../helpers/paths';

/**
 * Switching language keeps the reader's place only if a heading has the same
 * anchor in both languages. Docusaurus derives an anchor from the heading's
 * text unless the heading names one, so every heading of every doc names one,
 * and the Chinese twin names the same ones in the same order.
 */

/** What keeps a doc's headings from matching, as `file:line: problem — what to do`. */
function headingProblems(
  files: {en: string; zh: string},
  englishMarkdown: string,
  chineseMarkdown: string,
): string[] {
  const english = headingsOf(englishMarkdown);
  const chinese = headingsOf(chineseMarkdown);
  const withoutId = [
    ...english.map((heading) => ({heading, file: files.en})),
    ...chinese.map((heading) => ({heading, file: files.zh})),
  ]
    .filter(({heading}) => heading.id === undefined)
    .map(
      ({heading, file}) =>
        `${file}:${String(heading.line)}: heading "${heading.text}" has no id — end it with {#an-id-in-english}, the same in both languages`,
    );
  if (withoutId.length > 0) {
    return withoutId;
  }
  if (english.length === chinese.length) {
    return chinese.flatMap((heading, index) => {
      const twin = english[index];
      return twin && twin.id !== heading.id
        ? [
            `${files.zh}:${String(heading.line)}: heading id {#${String(heading.id)}} differs from the English {#${String(twin.id)}} (${files.en}:${String(twin.line)}) — use the English id`,
          ]
        : [];
    });
  }
  const englishIds = new Set(english.map(({id}) => id));
  const chineseIds = new Set(chinese.map(({id}) => id));
  return [
    ...chinese
      .filter(({id}) => !englishIds.has(id))
      .map(
        ({id, line}) =>
          `${files.zh}:${String(line)}: heading id {#${String(id)}} is not on the English page — use the id of the English heading it translates`,
      ),
    ...english
      .filter(({id}) => !chineseIds.has(id))
      .map(
        ({id, line}) =>
          `${files.zh}: no heading {#${String(id)}} (${files.en}:${String(line)}) — translate that heading with the same id`,
      ),
    `${files.zh}: ${String(chinese.length)} headings, the English page ${String(english.length)} — the same headings in the same order`,
  ];
}

describe('heading ids', () => {
  it('reads explicit ids and skips fenced code', () => {
    expect(headingsOf('## A {#a}\n```sh\n## not a heading\n```\n### B')).toEqual([
      {text: 'A {#a}', id: 'a', line: 1},
      {text: 'B', id: undefined, line: 5},
    ]);
  });

  it('name the file, the line and what to do', () => {
    const files = {en: 'docs/x.md', zh: 'zh/x.md'};
    expect(headingProblems(files, '## A {#a}\n## B {#b}', '## 甲 {#a}\n\n## 乙 {#bee}')).toEqual([
      `zh/x.md:3: heading id {#bee} differs from the English {#b} (docs/x.md:2) — use the English id`,
    ]);
    expect(headingProblems(files, '## A {#a}\n## B {#b}', '## 甲 {#a}')).toEqual([
      `zh/x.md: no heading {#b} (docs/x.md:2) — translate that heading with the same id`,
      `zh/x.md: 1 headings, the English page 2 — the same headings in the same order`,
    ]);
    expect(headingProblems(files, '## A', '## 甲 {#a}')).toEqual([
      'docs/x.md:1: heading "A" has no id — end it with {#an-id-in-english}, the same in both languages',
    ]);
  });

  const docs = listDocFiles(DOCS_DIR);

  it.each(docs)('%s: every heading has an explicit id, the same in both languages', (doc) => {
    const files = {en: docFile(DOCS_DIR, doc), zh: docFile(ZH_DOCS_DIR, doc)};
    expect(headingProblems(files, readDoc(DOCS_DIR, doc), readDoc(ZH_DOCS_DIR, doc))).toEqual([]);
  });
});
