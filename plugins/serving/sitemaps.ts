/**
 * Search-engine files of the build: each locale's sitemap gets, for every URL,
 * the same page in each language (`xhtml:link rel="alternate" hreflang`, plus
 * x-default for the English page), the links the pages carry in their <head>;
 * and robots.txt names both sitemaps. The Chinese category pages have their own
 * slugs, so the other language's URL comes from pathInLocale, not from the prefix.
 */
import {DEFAULT_LOCALE, LOCALES, i18n, type Locale} from '../../config/locale';
import {pathInLocale} from '../../src/lib/localeUrls';

const URL_ELEMENT = /<url>([\s\S]*?)<\/url>/g;
const LOC_ELEMENT = /<loc>([^<]*)<\/loc>/;
const ALTERNATE_LINK = /<xhtml:link\b[^>]*\/>/g;
const XHTML_NAMESPACE = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

const XML_ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};

function unescapeXml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_entity, name: string) => XML_ENTITIES[name] ?? '',
  );
}

/** The path of a <loc>, decoded, so /zh/category/%E6%8C%87%E5%8D%97 and /zh/category/指南 agree. */
function pathOfLoc(loc: string): string {
  return decodeURI(new URL(unescapeXml(loc)).pathname);
}

function hrefLangOf(locale: Locale): string {
  return i18n.localeConfigs[locale]?.htmlLang ?? locale;
}

/** The <loc> text of every URL of a sitemap, by decoded path. */
function locsByPath(xml: string): Map<string, string> {
  const locs = new Map<string, string>();
  for (const [, body = ''] of xml.matchAll(URL_ELEMENT)) {
    const loc = LOC_ELEMENT.exec(body)?.[1];
    if (loc !== undefined) {
      locs.set(pathOfLoc(loc), loc);
    }
  }
  return locs;
}

/**
 * Each locale's sitemap with the language alternates of every URL. A page
 * without a counterpart in another language lists only the ones it has;
 * running it again replaces the alternates instead of repeating them.
 */
export function withLanguageAlternates(
  sitemaps: Readonly<Record<Locale, string>>,
): Record<Locale, string> {
  const locs = Object.fromEntries(
    LOCALES.map((locale) => [locale, locsByPath(sitemaps[locale])]),
  ) as Record<Locale, Map<string, string>>;

  const alternatesOf = (path: string, from: Locale): string[] => {
    const counterparts = LOCALES.map((locale) => ({
      locale,
      loc: locs[locale].get(pathInLocale(path, from, locale)),
    }));
    const links = counterparts.flatMap(({locale, loc}) =>
      loc === undefined ? [] : [[hrefLangOf(locale), loc] as const],
    );
    const fallback = counterparts.find(({locale}) => locale === DEFAULT_LOCALE)?.loc;
    if (fallback !== undefined) {
      links.push(['x-default', fallback]);
    }
    return links.map(
      ([hrefLang, href]) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${href}"/>`,
    );
  };

  return Object.fromEntries(
    LOCALES.map((locale) => {
      const xml = sitemaps[locale].includes(XHTML_NAMESPACE)
        ? sitemaps[locale]
        : sitemaps[locale].replace('<urlset ', `<urlset ${XHTML_NAMESPACE} `);
      const updated = xml.replace(URL_ELEMENT, (_element, body: string) => {
        const cleaned = body.replace(ALTERNATE_LINK, '');
        const loc = LOC_ELEMENT.exec(cleaned);
        if (!loc) {
          return `<url>${cleaned}</url>`;
        }
        const alternates = alternatesOf(pathOfLoc(loc[1] ?? ''), locale).join('');
        return `<url>${cleaned.replace(loc[0], `${loc[0]}${alternates}`)}</url>`;
      });
      return [locale, updated];
    }),
  ) as Record<Locale, string>;
}

/** The sitemap of a locale, relative to the site root: sitemap.xml, zh/sitemap.xml. */
export function sitemapPathOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? 'sitemap.xml' : `${locale}/sitemap.xml`;
}

/** robots.txt: every page may be crawled; the sitemaps are named with absolute URLs. */
export function robotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    '',
    ...LOCALES.map((locale) => `Sitemap: ${origin}/${sitemapPathOf(locale)}`),
    '',
  ].join('\n');
}
