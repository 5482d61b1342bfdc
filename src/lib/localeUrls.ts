import {CATEGORY_SLUGS} from '../../config/categories';
import {localePrefix, type Locale} from '../../config/locale';

/**
 * The URL of the page being read, in another language. Docusaurus swaps only
 * the locale prefix, but several category index pages have a Chinese slug
 * (/category/guides ↔ /zh/category/指南), so the language switcher and the
 * hreflang links would lead to a page that does not exist. This maps them.
 */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path without the locale prefix: /zh/study/ → /study/. */
function unprefixed(pathname: string, from: Locale): string {
  const prefix = localePrefix(from);
  if (prefix === '') {
    return pathname;
  }
  if (pathname === prefix) {
    return '/';
  }
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

function translatedCategory(path: string, from: Locale, to: Locale): string {
  const match = /^\/category\/([^/]+)(\/?)$/.exec(path);
  if (!match) {
    return path;
  }
  const [, slug = '', trailingSlash = ''] = match;
  const decoded = safeDecode(slug);
  const entry = Object.values(CATEGORY_SLUGS).find((slugs) => slugs[from] === decoded);
  return entry ? `/category/${entry[to]}${trailingSlash}` : path;
}

export function pathInLocale(pathname: string, from: Locale, to: Locale): string {
  const path = translatedCategory(unprefixed(pathname, from), from, to);
  const prefix = localePrefix(to);
  if (prefix === '') {
    return path;
  }
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}
