/**
 * Tells whether a translated page still matches its English source. Each
 * Chinese page records, in its `translated_from` front matter, a short hash of
 * the English file it was translated from; when the English file changes, the
 * hashes differ and the Chinese page says it may be out of date.
 */
import {createHash} from 'node:crypto';
import {removeFrontMatterKeys} from './frontMatterText';

export const STAMP_KEY = 'translated_from';

/** Hex digits kept: enough to tell versions of one file apart, short enough to read. */
const HASH_LENGTH = 12;

/**
 * Front matter that changes without the text changing. `last_update` is the
 * date shown when a build has no git history; moving it says nothing about
 * what the page teaches.
 */
const IGNORED_KEYS = ['last_update'];

/** The hash a translation of this English file records. */
export function sourceStamp(englishSource: string): string {
  const normalized = removeFrontMatterKeys(englishSource.replace(/\r\n/g, '\n'), IGNORED_KEYS);
  return createHash('sha256').update(normalized, 'utf8').digest('hex').slice(0, HASH_LENGTH);
}

/** Whether a translation stamped with `recorded` (its `translated_from`) lags behind the English file. */
export function isTranslationOutdated(englishSource: string, recorded: unknown): boolean {
  return typeof recorded !== 'string' || recorded !== sourceStamp(englishSource);
}
