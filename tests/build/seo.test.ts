import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {OPEN_GRAPH_LOCALES} from '../../config/locale';
import {siteUrl} from '../../config/site';
import {htmlPages} from '../helpers/build';
import {BUILD_DIR} from '../helpers/paths';
import {sitemapPaths, sitemapUrls} from '../helpers/sitemap';

/**
 * What search engines and link previews read: both sitemaps with their
 * language alternates, robots.txt, and the metadata in the <head> of every page.
 */
const LOCALES = [
  {locale: 'en', dir: '', lang: 'en'},
  {locale: 'zh', dir: 'zh', lang: 'zh-CN'},
] as const;

describe('the sitemaps', () => {
  const english = sitemapUrls('');
  const chinese = sitemapUrls('zh');
  const listed = new Set([...english, ...chinese].map((url) => url.loc));

  it.each([
    ['English', english],
    ['Chinese', chinese],
  ])('%s: every URL names itself, its translation and x-default, all listed', (_name, urls) => {
    expect(urls.length).toBeGreaterThan(100);
    const incomplete = urls.filter(
      ({loc, alternates}) =>
        Object.keys(alternates).sort().join(' ') !== 'en x-default zh-CN' ||
        !Object.values(alternates).includes(loc) ||
        !Object.values(alternates).every((href) => listed.has(href)) ||
        alternates['x-default'] !== alternates.en,
    );
    expect(incomplete).toEqual([]);
  });

  it('pair the pages both ways: each English page and its Chinese twin point at each other', () => {
    const chineseByLoc = new Map(chinese.map((url) => [url.loc, url]));
    const unpaired = english.filter(({loc, alternates}) => {
      const twin = chineseByLoc.get(alternates['zh-CN'] ?? '');
      return twin?.alternates.en !== loc;
    });
    expect(unpaired).toEqual([]);
    expect(chinese.length).toBe(english.length);
  });

  it('translate category slugs', () => {
    const guides = english.find(({loc}) => loc.endsWith('/category/guides'));
    expect(guides?.alternates['zh-CN']).toBe(
      `${siteUrl()}/zh/category/${encodeURIComponent('指南')}`,
    );
  });
});

describe('robots.txt', () => {
  it('allows every crawler everywhere and names both sitemaps', () => {
    const robots = readFileSync(path.join(BUILD_DIR, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).not.toMatch(/Disallow: \S/);
    expect(robots).toContain(`Sitemap: ${siteUrl()}/sitemap.xml\n`);
    expect(robots).toContain(`Sitemap: ${siteUrl()}/zh/sitemap.xml\n`);
  });
});

describe.each(LOCALES)('every $locale page', ({locale, dir, lang}) => {
  const pages = htmlPages(dir).map((file) => {
    const relative = path.relative(path.join(BUILD_DIR, dir), file).split(path.sep).join('/');
    const html = readFileSync(file, 'utf8');
    // The <html> tag and the <head> hold all of it; parsing the body too would only cost time.
    return {
      file: path.relative(BUILD_DIR, file),
      notFound: relative === '404.html',
      $: load(html.slice(0, html.indexOf('<body'))),
    };
  });
  const meta = ($: (typeof pages)[number]['$'], key: string): string[] =>
    $(`meta[name="${key}"], meta[property="${key}"]`)
      .map((_index, element) => $(element).attr('content') ?? '')
      .get();
  const problems = (check: (page: (typeof pages)[number]) => string | null): string[] =>
    pages.flatMap((page) => {
      const problem = check(page);
      return problem === null ? [] : [`${page.file}: ${problem}`];
    });

  it('declares its language', () => {
    expect(pages.length).toBeGreaterThanOrEqual(124);
    expect(
      problems(({$}) =>
        $('html').attr('lang') === lang ? null : `lang=${String($('html').attr('lang'))}`,
      ),
    ).toEqual([]);
  });

  it('has one description of its own, also for sharing', () => {
    expect(
      problems(({$}) => {
        const [description = '', ...more] = meta($, 'description');
        if (description.trim() === '' || more.length > 0) {
          return `description ${JSON.stringify(meta($, 'description'))}`;
        }
        return meta($, 'og:description')[0] === description ? null : 'og:description differs';
      }),
    ).toEqual([]);
    // A page without a description of its own would fall back to the site's tagline, shared
    // with every other such page.
    const pagesByDescription = new Map<string, string[]>();
    for (const page of pages) {
      const description = meta(page.$, 'description')[0] ?? '';
      pagesByDescription.set(description, [
        ...(pagesByDescription.get(description) ?? []),
        page.file,
      ]);
    }
    expect([...pagesByDescription.values()].filter((files) => files.length > 1)).toEqual([]);
  });

  it('has its canonical URL and language links, the not-found page none and noindex', () => {
    const listed = new Set(sitemapPaths(dir).map((pathname) => `${siteUrl()}${pathname}`));
    expect(
      problems(({$, notFound}) => {
        const canonical = $('link[rel="canonical"]').attr('href');
        const languages = $('link[rel="alternate"][hreflang]')
          .map((_index, link) => $(link).attr('hreflang'))
          .get()
          .sort()
          .join(' ');
        const robots = meta($, 'robots').join(' ');
        if (notFound) {
          return canonical === undefined && languages === '' && robots === 'noindex'
            ? null
            : `not-found page with canonical ${String(canonical)}, languages "${languages}", robots "${robots}"`;
        }
        if (canonical === undefined || meta($, 'og:url')[0] !== canonical) {
          return `canonical ${String(canonical)}, og:url ${String(meta($, 'og:url')[0])}`;
        }
        if (robots.includes('noindex')) {
          return listed.has(decodeURI(canonical)) ? 'noindex but in the sitemap' : null;
        }
        if (!listed.has(decodeURI(canonical))) {
          return `canonical ${canonical} is not in the sitemap`;
        }
        return languages === 'en x-default zh-CN' ? null : `language links "${languages}"`;
      }),
    ).toEqual([]);
  });

  it('has a sharing card: title, image, locale, site name', () => {
    const image = `${siteUrl()}${dir === '' ? '' : `/${dir}`}/img/social-card.png`;
    expect(
      problems(({$}) => {
        const expected: Record<string, string | undefined> = {
          'og:title': $('head > title').text(),
          'og:image': image,
          'og:image:width': '1200',
          'og:image:height': '630',
          'og:locale': OPEN_GRAPH_LOCALES[locale],
          'og:locale:alternate': OPEN_GRAPH_LOCALES[locale === 'en' ? 'zh' : 'en'],
          'og:site_name': undefined,
          'og:type': 'website',
          'twitter:card': 'summary_large_image',
          'twitter:image': image,
        };
        const wrong = Object.entries(expected).filter(([key, value]) => {
          const found = meta($, key);
          return (
            found.length !== 1 || (value !== undefined && found[0] !== value) || found[0] === ''
          );
        });
        return wrong.length === 0
          ? null
          : wrong.map(([key]) => `${key} ${JSON.stringify(meta($, key))}`).join(', ');
      }),
    ).toEqual([]);
  });
});
