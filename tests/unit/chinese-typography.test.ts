import {describe, expect, it} from 'vitest';
import {listDocFiles} from '../helpers/docs';
import {readDoc} from '../helpers/docSource';
import {ZH_DOCS_DIR} from '../helpers/paths';

/**
 * How the Chinese pages label a part of their text. A label or a bold lead-in ends with a
 * full-width colon (`**返回值**：`); an English habit carried over, a full stop inside the bold and
 * a space after it, renders as "。 " in the middle of a Chinese line.
 */
const REFERENCE_LABELS = ['返回值', '抛出', '触发事件', '回滚条件', '参数', '值', '目标'];

const RULES: readonly {pattern: RegExp; fix: string}[] = [
  {
    pattern: /[。！？；]\*\* /,
    fix: 'a bold lead-in ends "**…**：", not with a full stop and a space',
  },
  {
    pattern: new RegExp(
      `^\\s*(?:[-*]|\\d+\\.)?\\s*\\*\\*(?:${REFERENCE_LABELS.join('|')})\\*\\*(?![：（])`,
    ),
    fix: 'a reference label is followed by a full-width colon: **返回值**：',
  },
  {
    pattern: /^\*\*返回值\*\*：一个(?:新的)? ?`/,
    fix: 'a return type needs no 一个: **返回值**：`Token`。',
  },
];

/** The lines of a page outside its fenced code, with their numbers. */
function proseLines(markdown: string): {line: number; text: string}[] {
  let inCode = false;
  return markdown.split('\n').flatMap((text, index) => {
    if (/^\s*```/.test(text)) {
      inCode = !inCode;
      return [];
    }
    return inCode ? [] : [{line: index + 1, text}];
  });
}

/** Every breach of the rules in one page's Markdown, as "file:line: what to write instead". */
function labelBreaches(name: string, markdown: string): string[] {
  return proseLines(markdown).flatMap(({line, text}) =>
    RULES.filter(({pattern}) => pattern.test(text)).map(
      ({fix}) => `${name}:${String(line)}: ${fix}`,
    ),
  );
}

describe('labels on the Chinese pages', () => {
  it('end with a full-width colon, never "。 " or a bare space', () => {
    const breaches = listDocFiles(ZH_DOCS_DIR).flatMap((doc) =>
      labelBreaches(doc, readDoc(ZH_DOCS_DIR, doc)),
    );
    expect(breaches).toEqual([]);
  });

  it('catches each old form, naming the file and line', () => {
    const old = [
      '**返回值** 一个 `Token`。',
      '1. **用户授权 SingleSwap。** 调用之前，用户先授权。',
      '**抛出** 无。',
      '**返回值**：一个 `Token`。',
    ].join('\n');
    expect(labelBreaches('x.md', old)).toEqual([
      'x.md:1: a reference label is followed by a full-width colon: **返回值**：',
      'x.md:2: a bold lead-in ends "**…**：", not with a full stop and a space',
      'x.md:3: a reference label is followed by a full-width colon: **返回值**：',
      'x.md:4: a return type needs no 一个: **返回值**：`Token`。',
    ]);
    expect(labelBreaches('x.md', '```\n**返回值** 一个 `Token`。\n```')).toEqual([]);
  });
});
