/**
 * Pure helpers of the search UI: which section a result belongs to, the
 * query as it is searched, and the Chinese word boundaries the index and the
 * query agree on. Excerpts are made in ./searchExcerpt.ts.
 */

export type SearchSection = 'study' | 'contract' | 'sdk' | 'other';

/** The documentation section of a result URL, given the locale's base URL ("/" or "/zh/"). */
export function sectionOfUrl(url: string, baseUrl: string): SearchSection {
  const path = url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url.replace(/^\//, '');
  const first = path.split(/[/?#]/, 1)[0] ?? '';
  if (first === 'study' || first === 'contract' || first === 'sdk') {
    return first;
  }
  return 'other';
}

/** A run of an excerpt's text, plain text (never HTML), highlighted where the query matched. */
export interface ExcerptSegment {
  text: string;
  highlighted: boolean;
}

/** The query as it is searched and written to ?q=: trimmed, single-spaced, bounded. */
export function normalizeQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** The separator the index puts between Chinese words: invisible, but a word boundary. */
export const WORD_JOINER_FOR_INDEX = '\u200b';

const HAN_RUN = /\p{Script=Han}+/gu;
const TEXT_BETWEEN_TAGS = />([^<]+)</g;

/**
 * Prepares a page for the search index: every run of Chinese characters in the
 * page's text is split into words with the same ICU word segmentation that
 * browsers apply to a query (Intl.Segmenter), and the words are separated by
 * zero-width spaces. Index and query then agree on what a word is.
 */
export function separateChineseWords(html: string, segmenter: Intl.Segmenter): string {
  return html.replace(
    TEXT_BETWEEN_TAGS,
    (_match, text: string) =>
      `>${text.replace(HAN_RUN, (run) =>
        Array.from(segmenter.segment(run), (part) => part.segment).join(WORD_JOINER_FOR_INDEX),
      )}<`,
  );
}
