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
import {breadcrumbsOf} from '../shared/breadcrumbs';
import {separateChineseWords} from '../../src/lib/search';
import {
  NOT_PROSE_ELEMENT,
  NOT_PROSE_END,
  NOT_PROSE_START,
  PATH_FILTER,
  PATH_SEPARATOR,
} from '../../src/lib/searchExcerpt';
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
const HAN = /\p{Script=Han}/u;

/** What a paragraph can lead into without ending its sentence. */
const LEAD_INTO = 'ul, ol, dl, table, pre';

/**
 * Blocks a search excerpt must not quote, though their words are searched:
 * code (signatures, samples, output), display formulas, ABI tables of hashes.
 */
const NOT_PROSE = ['pre', '.katex-display', 'table.oxbow-abi-table'];

/**
 * Elements a reader sees apart whose text Pagefind joins with nothing (table
 * headers: Price impactSlippage; a term and its definition; a quotation and
 * what follows it). Pagefind ends a paragraph, list item, cell or heading
 * with ". " itself, and a space of ours there would take that full stop away.
 */
const SEPARATE = [
  'address, aside, blockquote, button, caption, dd, details, dt, figcaption, figure, footer',
  'header, label, legend, nav, output, summary, th',
].join(', ');

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
  // Only the terms the page does not write: its own are in its text already. An English page takes
  // no Chinese term: the browser searches none on it (readerQuery.ts), and each would be bytes in
  // the index and in every result's fragment.
  const named = synonymGroupsIn(text, synonyms)
    .flat()
    .filter((term) => segmenter !== undefined || !HAN.test(term))
    .filter((term) => occurrencesOf(text, term).length === 0);
  if (named.length > 0) {
    fields.push([META_FIELDS.synonyms, metaWords(named.join(' '), segmenter)]);
  }
  // Metadata elements carry no text, so inside the indexed content they add nothing to it.
  for (const [key, value] of fields) {
    body.prepend($('<meta>').attr('data-pagefind-meta', `${key}:${value}`));
  }
  // Where the page sits: a filter, which Pagefind stores with the page but does not search, so
  // the ranking stays as it was.
  const path = breadcrumbsOf($);
  if (path.length > 0) {
    body.prepend(
      $('<meta>').attr('data-pagefind-filter', `${PATH_FILTER}:${path.join(PATH_SEPARATOR)}`),
    );
  }
  if (category) {
    body.find('*').attr('data-pagefind-weight', String(CATEGORY_WEIGHT));
  }
  body.find(SEPARATE).append(' ');
  // A paragraph that leads into a list, a table or code ("…the optional fourth argument of")
  // goes on in it: no full stop of Pagefind's between them.
  body
    .find('p')
    .filter((_index, paragraph) => {
      const next = $(paragraph).next();
      return next.is(LEAD_INTO) || next.find('pre').length > 0;
    })
    .append(' ');
  // Every page found brings its anchors along, and the search reads only its headings' (and the
  // markers below): the ids of table rows (a contract's ABI) would be bytes for nothing.
  body.find('[id]').not('h1, h2, h3, h4, h5, h6').removeAttr('id');
  // Pagefind gives a page without an image of its own one from the page's chrome (the footer's
  // logo), stored with every page found and shown by no result.
  $('img').not(body.find('img')).remove();
  body
    .find(NOT_PROSE.join(', '))
    .filter((_index, element) => $(element).parents(NOT_PROSE.join(', ')).length === 0)
    .before(`<${NOT_PROSE_ELEMENT} id="${NOT_PROSE_START}"></${NOT_PROSE_ELEMENT}>`)
    .after(`<${NOT_PROSE_ELEMENT} id="${NOT_PROSE_END}"></${NOT_PROSE_ELEMENT}>`);
  const withMeta = $.html();
  return segmenter ? separateChineseWords(withMeta, segmenter) : withMeta;
}
