import {DEFAULT_LOCALE, LOCALES, type Locale} from '../../config/locale';

const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * Which locale a URL path belongs to. The server uses it to answer an unknown
 * path with the not-found page in the reader's language.
 */
export function localeOfPath(pathname: string): Locale {
  const firstSegment = pathname.replace(/^\/+/, '').split(/[/?#]/, 1)[0] ?? '';
  let decoded = firstSegment;
  try {
    decoded = decodeURIComponent(firstSegment);
  } catch {
    // A malformed escape cannot name a locale; treat it as an ordinary segment.
  }
  return PREFIXED_LOCALES.find((locale) => locale === decoded.toLowerCase()) ?? DEFAULT_LOCALE;
}
