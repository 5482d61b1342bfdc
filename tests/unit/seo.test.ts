import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SOCIAL_CARD} from '../../config/site';
import {robotsTxt, withLanguageAlternates} from '../../plugins/serving/sitemaps';
import {pagePathOf, type RouteNode} from '../../src/lib/knownRoutes';
import {ROOT} from '../helpers/paths';

const ORIGIN = 'https://docs.oxbow.example';

function sitemap(paths: string[]): string {
  const urls = paths
    .map((pathname) => `<url><loc>${ORIGIN}${pathname}</loc><priority>0.5</priority></url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

function alternatesOf(xml: string, loc: string): Record<string, string> {
  const url = xml.split('<url>').find((entry) => entry.startsWith(`<loc>${loc}</loc>`)) ?? '';
  return Object.fromEntries(
    Array.from(url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g), ([, lang = '', href = '']) => [
      lang,
      href,
    ]),
  );
}

describe('sitemap language alternates', () => {
  const guides = `/zh/category/${encodeURIComponent('指南')}`;
  const input = {
    en: sitemap([
      '/',
      '/study/',
      '/category/guides',
      '/study/terms&amp;conditions/terms',
      '/only-en',
    ]),
    zh: sitemap(['/zh/', '/zh/study/', guides, '/zh/study/terms&amp;conditions/terms']),
  };
  const output = withLanguageAlternates(input);

  it('link each page to itself, its translation and the English page as x-default', () => {
    expect(alternatesOf(output.en, `${ORIGIN}/study/`)).toEqual({
      en: `${ORIGIN}/study/`,
      'zh-CN': `${ORIGIN}/zh/study/`,
      'x-default': `${ORIGIN}/study/`,
    });
    expect(alternatesOf(output.zh, `${ORIGIN}/zh/`)).toEqual({
      en: `${ORIGIN}/`,
      'zh-CN': `${ORIGIN}/zh/`,
      'x-default': `${ORIGIN}/`,
    });
  });

  it('follow the Chinese category slugs and keep the sitemap’s escaping', () => {
    expect(alternatesOf(output.en, `${ORIGIN}/category/guides`)['zh-CN']).toBe(
      `${ORIGIN}${guides}`,
    );
    expect(alternatesOf(output.zh, `${ORIGIN}${guides}`).en).toBe(`${ORIGIN}/category/guides`);
    expect(alternatesOf(output.zh, `${ORIGIN}/zh/study/terms&amp;conditions/terms`).en).toBe(
      `${ORIGIN}/study/terms&amp;conditions/terms`,
    );
  });

  it('name only the translations that exist', () => {
    expect(alternatesOf(output.en, `${ORIGIN}/only-en`)).toEqual({
      en: `${ORIGIN}/only-en`,
      'x-default': `${ORIGIN}/only-en`,
    });
  });

  it('declare the xhtml namespace and are replaced, not repeated, on a second run', () => {
    expect(output.en).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(withLanguageAlternates(output)).toEqual(output);
  });
});

describe('robots.txt', () => {
  it('allows everything and names both sitemaps with absolute URLs', () => {
    expect(robotsTxt(`${ORIGIN}/`)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        `Sitemap: ${ORIGIN}/zh/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('pagePathOf', () => {
  const routes: RouteNode[] = [
    {path: '/search', exact: true},
    {
      path: '/',
      routes: [
        {
          path: '/',
          routes: [
            {path: '/study/', exact: true},
            {path: '/study/pool', exact: true},
          ],
        },
      ],
    },
    {path: '*'},
  ];
  // react-router's matching without `strict`: a final slash on either side does not matter.
  const loosely = (pathname: string, route: RouteNode): boolean =>
    pathname.replace(/\/$/, '') === String(route.path).replace(/\/$/, '');

  it('finds the page, under the address the build gave it', () => {
    expect(pagePathOf('/study/pool', routes, loosely)).toBe('/study/pool');
    expect(pagePathOf('/study/pool/', routes, loosely)).toBe('/study/pool');
    expect(pagePathOf('/study', routes, loosely)).toBe('/study/');
    expect(pagePathOf('/search', routes, loosely)).toBe('/search');
  });

  it('finds no page behind the layout routes or the catch-all', () => {
    expect(pagePathOf('/study/missing', routes, loosely)).toBeNull();
    expect(pagePathOf('/404.html', routes, loosely)).toBeNull();
    expect(pagePathOf('/', routes, loosely)).toBeNull();
  });
});

describe('the social card', () => {
  const png = readFileSync(path.join(ROOT, 'static', SOCIAL_CARD.path));
  const svg = readFileSync(
    path.join(ROOT, 'static', SOCIAL_CARD.path.replace(/png$/, 'svg')),
    'utf8',
  );

  it('is a PNG of the size its metadata announces, rendered from the SVG beside it', () => {
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk: width and height, big-endian, right after the 16-byte signature and header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      SOCIAL_CARD.width,
      SOCIAL_CARD.height,
    ]);
    expect(svg).toContain(
      `width="${String(SOCIAL_CARD.width)}" height="${String(SOCIAL_CARD.height)}"`,
    );
  });

  it('stays light enough for link previews', () => {
    expect(png.length).toBeLessThan(1024 * 1024);
  });
});
