/**
 * What a page gives the Pagefind index besides its content, as metadata
 * Pagefind searches and weighs (ranking.metaWeights, set in the browser):
 * the page's description, which says what the page is about; its title
 * once more, word by word; and the other terms of every synonym group the
 * page names. A category index weighs less than the pages it lists. Chinese
 * text is split into the words Intl.Segmenter finds, the way the browser
 * splits the query.
 */
import {load} from 'cheerio';
import {separateChineseWords} from '../../src/lib/search';
import {occurrencesOf, synonymGroupsIn, type SynonymGroups} from '../../src/lib/searchQuery';
import {META_FIELDS} from '../../src/lib/searchRanking';

/**
 * A category index lists its pages with their descriptions: it should not
 * outrank them for the words it borrows. Its text weighs this much (a
 * paragraph of a doc weighs 1) and its title gets no boost.
 */
const CATEGORY_WEIGHT = 0.2;

export interface IndexPageOptions {
  /** The page's URL within its locale: /category/… for a category index. */
  url: string;
  /** Set for Chinese: the index separates Chinese words, as the browser does the query's. */
  segmenter?: Intl.Segmenter;
  synonyms: SynonymGroups;
}

const HAN_RUN = /\p{Script=Han}+/gu;

/**
 * Text as metadata words: identifiers cut into their words (LiquidityMath →
 * Liquidity Math, MINIMUM_LIQUIDITY → MINIMUM LIQUIDITY) and Chinese runs into
 * the words Intl.Segmenter finds, separated by spaces (Pagefind splits
 * metadata on whitespace). Pagefind credits a metadata match with the rarity
 * of the word it matched: a query word that only begins a long identifier
 * (tick in TickConstructorArgs) would otherwise count as that rare identifier.
 */
function metaWords(text: string, segmenter: Intl.Segmenter | undefined): string {
  const words = text
    .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replaceAll('_', ' ');
  const spaced = segmenter
    ? words.replace(HAN_RUN, (run) =>
        Array.from(segmenter.segment(run), (part) => part.segment).join(' '),
      )
    : words;
  return spaced.replace(/\s+/g, ' ').trim();
}

/** The HTML Pagefind indexes for one built page. */
export function pageForIndex(html: string, {url, segmenter, synonyms}: IndexPageOptions): string {
  const category = url.startsWith('/category/');
  const $ = load(html);
  const body = $('[data-pagefind-body]').first();
  // Which names a page uses is read from its prose: an identifier in a code sample is no topic.
  const prose = body.clone();
  prose.find('pre').remove();
  const text = prose.text();
  const fields: [string, string][] = [];
  const description = $('meta[name="description"]').attr('content') ?? '';
  if (description !== '') {
    fields.push([META_FIELDS.description, metaWords(description, segmenter)]);
  }
  const title = body.find('h1').first().text();
  if (title !== '' && !category) {
    fields.push([META_FIELDS.titleWords, metaWords(title, segmenter)]);
  }
  // Only the terms the page does not write: its own are in its text already.
  const named = synonymGroupsIn(text, synonyms)
    .flat()
    .filter((term) => occurrencesOf(text, term).length === 0);
  if (named.length > 0) {
    fields.push([META_FIELDS.synonyms, metaWords(named.join(' '), segmenter)]);
  }
  // Metadata elements carry no text, so inside the indexed content they add nothing to it.
  for (const [key, value] of fields) {
    body.prepend($('<meta>').attr('data-pagefind-meta', `${key}:${value}`));
  }
  if (category) {
    body.find('*').attr('data-pagefind-weight', String(CATEGORY_WEIGHT));
  }
  const withMeta = $.html();
  return segmenter ? separateChineseWords(withMeta, segmenter) : withMeta;
}
