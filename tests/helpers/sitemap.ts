import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {BUILD_DIR} from './paths';

export interface SitemapUrl {
  loc: string;
  /** hreflang → href of the URL's language alternates. */
  alternates: Record<string, string>;
}

/**
 * The URLs of one locale's built sitemap.xml, read with an XML parser (not the
 * build's own code, which wrote the file).
 */
export function sitemapUrls(localeDir: '' | 'zh'): SitemapUrl[] {
  const $ = load(readFileSync(path.join(BUILD_DIR, localeDir, 'sitemap.xml'), 'utf8'), {
    xml: true,
  });
  return $('url')
    .map((_index, url) => ({
      loc: $(url).children('loc').text(),
      alternates: Object.fromEntries(
        $(url)
          .children('xhtml\\:link')
          .map((_i, link) => [[$(link).attr('hreflang') ?? '', $(link).attr('href') ?? '']])
          .get() as [string, string][],
      ),
    }))
    .get();
}

/** The paths (/study/…, /zh/study/…) listed in one locale's built sitemap.xml. */
export function sitemapPaths(localeDir: '' | 'zh'): string[] {
  return sitemapUrls(localeDir)
    .map(({loc}) => decodeURI(new URL(loc).pathname))
    .sort();
}

/** Splits a list into shards of at most `size` items, so test workers can share the work. */
export function shards<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}
