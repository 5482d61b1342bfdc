/**
 * The query side of the search, loaded with Pagefind when the reader first
 * reaches for a search box, never with the page: the reader's query cut into
 * units with the synonym table, then searched; and the sections and excerpts
 * of the pages found.
 */
import {queryUnits, searchUnits, type QueryUnit} from '@site/src/lib/searchQuery';
import {pagePath, pageSections} from '@site/src/lib/searchExcerpt';
import {SYNONYM_GROUPS} from '@site/src/lib/searchSynonyms';

export {pagePath, pageSections, searchUnits};

/** A query this long has said what it is about; more units would only multiply searches. */
const MAX_UNITS = 10;

/** The units of a query in the reader's locale, at most MAX_UNITS. */
export function unitsOf(query: string, locale: string): QueryUnit[] {
  const segmenter =
    typeof Intl.Segmenter === 'function'
      ? new Intl.Segmenter(locale, {granularity: 'word'})
      : undefined;
  // Each further name of a synonym costs a search and the index chunks it needs: only names
  // the locale's pages can hold are searched (an English page holds no Chinese).
  const searchable = (term: string): boolean => locale === 'zh' || !/\p{Script=Han}/u.test(term);
  return queryUnits(query, {segmenter, synonyms: SYNONYM_GROUPS, searchable}).slice(0, MAX_UNITS);
}
