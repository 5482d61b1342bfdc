import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {englishWordsIn} from '../../plugins/shared/englishWords';
import {htmlPages} from '../helpers/build';
import {BUILD_DIR} from '../helpers/paths';

/**
 * What the reader sees in the article, as text: Markdown that did not parse
 * shows up here as its own punctuation, and an English label left on a
 * Chinese page as English words.
 */

/** A node of the parsed page, as cheerio's `load` accepts it (cheerio does not re-export the type). */
type AnyNode = Exclude<Parameters<typeof load>[0], string | Buffer | unknown[]>;

/** Elements whose text is code or typeset math, where `**` and English are at home. */
const VERBATIM_TAGS = new Set(['pre', 'code', 'script', 'style', 'svg', 'math']);

function pagesOf(localeDir: '' | 'zh'): {page: string; $: CheerioAPI}[] {
  return htmlPages(localeDir).map((file) => ({
    page: path.relative(BUILD_DIR, file),
    $: load(readFileSync(file, 'utf8')),
  }));
}

/**
 * The text nodes of `main` outside code and math, one entry per node. One walk
 * down the tree: asking each text node for its ancestors is too slow on the
 * longest pages.
 */
function proseOf($: CheerioAPI): string[] {
  const texts: string[] = [];
  const walk = (nodes: AnyNode[]): void => {
    for (const node of nodes) {
      // Node type 3 is text; only elements have attributes.
      if (node.nodeType === 3) {
        texts.push(node.data);
      } else if (
        'attribs' in node &&
        !VERBATIM_TAGS.has(node.name) &&
        !(node.attribs.class ?? '').split(' ').includes('katex')
      ) {
        walk(node.children);
      }
    }
  };
  walk($('main').toArray());
  return texts;
}

describe.each([
  ['English', ''],
  ['Chinese', 'zh'],
] as const)('the rendered text of the %s pages', (_language, localeDir) => {
  const pages = pagesOf(localeDir);

  it('shows no emphasis markers that Markdown left unparsed', () => {
    const offenders = pages.flatMap(({page, $}) =>
      proseOf($)
        .filter((text) => /\*\*|__/.test(text))
        .map((text) => `${page}: ${text.trim().slice(0, 60)}`),
    );
    expect(offenders).toEqual([]);
  });
});

/**
 * A word of a code block title that is not prose: a file path (with its line
 * range), a dotted member (`INonfungiblePositionManager.MintParams`) or an
 * identifier with a capital letter or digit after its first character.
 */
function isCodeName(word: string): boolean {
  return /[/.#_]/.test(word) || /^.+[A-Z0-9]/.test(word);
}

describe('the Chinese pages', () => {
  const pages = pagesOf('zh');

  it('title every code block and caption every figure in Chinese, or with a code name', () => {
    const offenders = pages.flatMap(({page, $}) =>
      $('main .theme-code-block-title, main figcaption')
        .map((_index, element) => $(element).text().trim())
        .get()
        .filter((label) => {
          const prose = label
            .split(/\s+/)
            .filter((word) => !isCodeName(word))
            .join(' ');
          return englishWordsIn(prose).length > 0;
        })
        .map((label) => `${page}: ${label}`),
    );
    expect(offenders).toEqual([]);
  });
});
