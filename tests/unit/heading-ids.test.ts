import {describe, expect, it} from 'vitest';
import {listDocFiles} from '../helpers/docs';
import {readDoc} from '../helpers/docSource';
import {DOCS_DIR, ZH_DOCS_DIR} from '../helpers/paths';

/**
 * Switching language keeps the reader's place only if a heading has the same
 * anchor in both languages. Docusaurus derives an anchor from the heading's
 * text unless the heading names one, so every heading of every doc names one,
 * and the Chinese twin names the same ones in the same order.
 */
const HEADING = /^#{2,6} (.*)$/;
const EXPLICIT_ID = /\{#([^}\s]+)\}\s*$/;

interface Heading {
  text: string;
  id: string | undefined;
}

function headingsOf(markdown: string): Heading[] {
  const headings: Heading[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const opening = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (opening && (fence === undefined || line.startsWith(fence))) {
      fence = fence === undefined ? opening : undefined;
      continue;
    }
    const text = fence === undefined ? HEADING.exec(line)?.[1] : undefined;
    if (text !== undefined) {
      headings.push({text, id: EXPLICIT_ID.exec(text)?.[1]});
    }
  }
  return headings;
}

describe('heading ids', () => {
  it('reads explicit ids and skips fenced code', () => {
    expect(headingsOf('## A {#a}\n```sh\n## not a heading\n```\n### B')).toEqual([
      {text: 'A {#a}', id: 'a'},
      {text: 'B', id: undefined},
    ]);
  });

  const docs = listDocFiles(DOCS_DIR);

  it.each(docs)('%s: every heading has an explicit id, the same in both languages', (doc) => {
    const english = headingsOf(readDoc(DOCS_DIR, doc));
    const chinese = headingsOf(readDoc(ZH_DOCS_DIR, doc));
    const withoutId = [...english, ...chinese].filter(({id}) => id === undefined);
    expect(withoutId.map(({text}) => text)).toEqual([]);
    expect(chinese.map(({id}) => id)).toEqual(english.map(({id}) => id));
  });
});
