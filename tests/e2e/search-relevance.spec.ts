/**
 * The relevance set (search-relevance.json) typed into the search page of the
 * production build, once per query: its results held at the targets of issue
 * 26, and every excerpt they show held to the excerpt rules of issue 49. Not
 * run again behind nginx: neither depends on the server, and search.spec.ts
 * checks the search under the real policy.
 *
 * Each locale's set is typed in slices, the tests of one serial group sharing
 * one page, as a reader tries one query after another: a test per slice stays
 * within the default timeout on a loaded machine, and the index loads once.
 * The group's last test holds the figures of the whole set.
 */
import {load} from 'cheerio';
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import relevance from './search-relevance.json';
import {hydrated} from './support';
import type {ExcerptSegment} from '../../src/lib/search';
import {excerptRuleBreaks} from '../../src/lib/searchExcerpt';
import {relevanceFigures, searchOnPage} from '../helpers/searchRelevance';

const LOCALES = [
  ['en', '/'],
  ['zh', '/zh/'],
] as const;

/** At most this many queries per test, about 5 s on an idle two-core machine; slices are even. */
const MOST_PER_SLICE = 20;

/** The excerpts a search page shows, each with the address it links to. */
async function shownExcerpts(page: Page): Promise<{href: string; segments: ExcerptSegment[]}[]> {
  return page.locator('main ol > li a[aria-describedby]').evaluateAll((links) =>
    links.map((link) => {
      const excerpt = document.getElementById(link.getAttribute('aria-describedby') ?? '');
      return {
        href: link.getAttribute('href') ?? '',
        segments: Array.from(excerpt?.children ?? [], (child) => ({
          text: child.textContent,
          highlighted: child.tagName === 'MARK',
        })),
      };
    }),
  );
}

/** Elements whose edges are edges of the text a reader sees: an excerpt may start at one. */
const BLOCK_TAG =
  /<\/?(p|li|td|th|tr|dt|dd|h[1-6]|div|ul|ol|table|blockquote|figcaption|summary|details|section|header|br)(\s[^>]*)?>/gi;
const EDGE = '\u0001';

interface PageText {
  /** The content's text without whitespace, so that an excerpt's start is found whatever its spacing. */
  text: string;
  /** Offsets in `text` at which a block starts or ends. */
  edges: Set<number>;
}

/**
 * The text of a page's content as Pagefind reads it, with its block edges: no formula's MathML, and
 * code (which no excerpt quotes) only as an edge. KaTeX's zero-width spaces are no text.
 */
function pageText(html: string): PageText {
  const $ = load(html);
  $('.katex-mathml, .hash-link').remove();
  $('pre').replaceWith(EDGE);
  const content = $.html($('[data-pagefind-body]')).replace(BLOCK_TAG, EDGE);
  const page: PageText = {text: '', edges: new Set()};
  for (const char of load(content).text()) {
    if (char === EDGE) {
      page.edges.add(page.text.length);
    } else if (!/[\s\u200b]/.test(char)) {
      page.text += char;
    }
  }
  return page;
}

/**
 * Whether a Chinese excerpt starts where a reader can start reading: at a block's edge or after
 * punctuation, never inside a word (after a letter or a digit). It is looked for up to its first
 * full stop, which may be one of ours for a block's end, or ellipsis.
 */
function startsAtClause(excerpt: string, page: PageText): boolean {
  const start = excerpt.replace(/\s+/g, '').split(/[。…]/, 1)[0]?.slice(0, 6) ?? '';
  for (let at = page.text.indexOf(start); at >= 0; at = page.text.indexOf(start, at + 1)) {
    if (at === 0 || page.edges.has(at) || !/[\p{L}\p{N}]/u.test(page.text[at - 1] ?? '')) {
      return true;
    }
  }
  return false;
}

for (const [locale, baseUrl] of LOCALES) {
  test.describe(`the relevance set (${locale})`, () => {
    test.describe.configure({mode: 'serial'});
    const cases = relevance[locale];
    const shown: string[][] = [];
    let excerptsChecked = 0;
    let page: Page;
    const pageTexts = new Map<string, Promise<PageText>>();
    const textOf = (href: string): Promise<PageText> => {
      const address = href.replace(/#.*$/, '');
      let found = pageTexts.get(address);
      if (!found) {
        found = page.request.get(address).then(async (response) => pageText(await response.text()));
        pageTexts.set(address, found);
      }
      return found;
    };

    test.beforeAll(async ({browser}) => {
      page = await browser.newPage({baseURL: test.info().project.use.baseURL});
      await page.goto(`${baseUrl}search`);
      await hydrated(page);
    });

    test.afterAll(async () => {
      await page.close();
    });

    const size = Math.ceil(cases.length / Math.ceil(cases.length / MOST_PER_SLICE));
    for (let start = 0; start < cases.length; start += size) {
      const slice = cases.slice(start, start + size);
      test(`queries ${String(start + 1)}–${String(start + slice.length)}: every excerpt is prose by the rules${locale === 'zh' ? ' and starts at a clause' : ''}`, async () => {
        const broken: string[] = [];
        for (const {query} of slice) {
          shown.push((await searchOnPage(page, baseUrl, query)).paths);
          for (const {href, segments} of await shownExcerpts(page)) {
            excerptsChecked += 1;
            const text = segments.map((segment) => segment.text).join('');
            const breaks = excerptRuleBreaks(segments, {query, locale});
            if (
              locale === 'zh' &&
              text !== '' &&
              !text.startsWith('…') &&
              !startsAtClause(text, await textOf(href))
            ) {
              breaks.push('start inside a word');
            }
            if (breaks.length > 0) {
              broken.push(`“${query}” → ${href}: ${breaks.join(', ')}: ${text}`);
            }
          }
        }
        expect(broken).toEqual([]);
      });
    }

    test('the page a reader expects is in the top 3 for 90 % of the set, first for 70 %, and no query finds nothing', () => {
      expect(cases.length).toBeGreaterThanOrEqual(60);
      expect(shown, 'queries typed').toHaveLength(cases.length);
      expect(excerptsChecked, 'excerpts checked').toBeGreaterThan(cases.length * 5);
      const figures = relevanceFigures(cases, shown);
      const misses = JSON.stringify(figures.misses, null, 1);
      expect(figures.empty, 'queries that show no result').toEqual([]);
      expect(figures.hitAt3, `hit@3; not in the top 3: ${misses}`).toBeGreaterThanOrEqual(0.9);
      expect(figures.hitAt1, 'hit@1').toBeGreaterThanOrEqual(0.7);
    });
  });
}
