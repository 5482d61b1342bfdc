/**
 * Which locale a URL path belongs to. The server uses it to answer an unknown
 * path with the not-found page in the reader's language.
 */
export type SiteLocale = 'en' | 'zh';

const LOCALE_PREFIXES: readonly Exclude<SiteLocale, 'en'>[] = ['zh'];

export function localeOfPath(pathname: string): SiteLocale {
  const firstSegment = pathname.replace(/^\/+/, '').split(/[/?#]/, 1)[0] ?? '';
  let decoded = firstSegment;
  try {
    decoded = decodeURIComponent(firstSegment);
  } catch {
    // A malformed escape cannot name a locale; treat it as an ordinary segment.
  }
  return LOCALE_PREFIXES.find((prefix) => prefix === decoded.toLowerCase()) ?? 'en';
}
