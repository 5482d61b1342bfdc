import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from './paths';

const XML_ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};

function unescapeXml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_entity, name: string) => XML_ENTITIES[name] ?? '',
  );
}

/** The paths (/study/…, /zh/study/…) listed in one locale's built sitemap.xml. */
export function sitemapPaths(localeDir: '' | 'zh'): string[] {
  const xml = readFileSync(path.join(BUILD_DIR, localeDir, 'sitemap.xml'), 'utf8');
  return Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => {
    const url = new URL(unescapeXml(match[1] ?? ''));
    return decodeURI(url.pathname);
  }).sort();
}

/** Splits a list into shards of at most `size` items, so test workers can share the work. */
export function shards<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}
