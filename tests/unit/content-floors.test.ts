import {describe, expect, it} from 'vitest';
import {chineseCharCount, englishWordCount} from '../helpers/contentSize';
import {listDocFiles, SDK_GUIDES} from '../helpers/docs';
import {docFile, readDoc} from '../helpers/docSource';
import {DOCS_DIR, ZH_DOCS_DIR} from '../helpers/paths';

/**
 * The least prose a page must carry, in English words and Chinese characters
 * (code, math and markup excluded). A page below its floor is a stub.
 */
interface Floor {
  name: string;
  applies: (doc: string) => boolean;
  englishWords: number;
  chineseChars: number;
}

const FLOORS: readonly Floor[] = [
  {
    name: 'Study guides',
    applies: (doc) => doc.startsWith('study/'),
    englishWords: 400,
    chineseChars: 700,
  },
  {
    name: 'Contract concepts and guides',
    applies: (doc) => doc.startsWith('contract/') && !doc.includes('/technical-reference/'),
    englishWords: 500,
    chineseChars: 800,
  },
  {
    name: 'SDK overviews and guides',
    applies: (doc) => SDK_GUIDES.includes(doc),
    englishWords: 500,
    chineseChars: 800,
  },
];

const docs = listDocFiles(DOCS_DIR);

describe.each(FLOORS)('$name', (floor) => {
  const covered = docs.filter(floor.applies);

  it('covers pages', () => {
    expect(covered.length).toBeGreaterThan(0);
  });

  it(`have at least ${floor.englishWords} English words each`, () => {
    const short = covered
      .map((doc) => ({doc, words: englishWordCount(readDoc(DOCS_DIR, doc))}))
      .filter(({words}) => words < floor.englishWords)
      .map(
        ({doc, words}) =>
          `${docFile(DOCS_DIR, doc)}: ${String(words)} words of prose, below the ${String(floor.englishWords)} of ${floor.name} — teach more (code, math and markup do not count)`,
      );
    expect(short).toEqual([]);
  });

  it(`have at least ${floor.chineseChars} Chinese characters each`, () => {
    const short = covered
      .map((doc) => ({doc, chars: chineseCharCount(readDoc(ZH_DOCS_DIR, doc))}))
      .filter(({chars}) => chars < floor.chineseChars)
      .map(
        ({doc, chars}) =>
          `${docFile(ZH_DOCS_DIR, doc)}: ${String(chars)} Chinese characters of prose, below the ${String(floor.chineseChars)} of ${floor.name} — teach more (code, math and markup do not count)`,
      );
    expect(short).toEqual([]);
  });
});
