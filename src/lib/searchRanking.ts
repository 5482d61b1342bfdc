/**
 * How Pagefind ranks our pages, set in the browser (ranking options) and at
 * indexing (the metadata fields of plugins/search-index/searchIndex.ts). Tuned on the
 * relevance set (tests/e2e/search-relevance.json) with `npm run bench:search`;
 * README, "Search tuning and synonyms", says how.
 */

/** The metadata the index adds to each page, searched alongside its text. */
export const META_FIELDS = {
  /** The page's description: what the page is about, in one sentence. */
  description: 'description',
  /** The page's title cut into words (identifiers and Chinese too). */
  titleWords: 'title_words',
  /** The other names of what the page names, from the synonym table. */
  synonyms: 'synonyms',
} as const;

/** Pagefind's ranking options (pagefind.app/docs/ranking) for a locale's index. */
export function rankingFor(locale: string): object {
  return {
    // Words that merely begin with the query's (tick in TickList) count for little.
    termSimilarity: 10,
    pageLength: 0.75,
    termSaturation: 2,
    termFrequency: 0.8,
    metaWeights: {
      // Pagefind's own title field holds an identifier (TickConstructorArgs) as one rare word,
      // which a query word that begins it matches with all its rarity, and Chinese as one word
      // (metadata is not split at zero-width spaces): title_words stands in for it.
      title: 0,
      // Chinese titles are short and their words common: a match weighs more.
      [META_FIELDS.titleWords]: locale === 'zh' ? 30 : 20,
      [META_FIELDS.description]: 1,
      [META_FIELDS.synonyms]: 0.5,
    },
  };
}
