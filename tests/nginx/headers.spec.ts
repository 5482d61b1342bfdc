import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type APIRequestContext, type APIResponse} from '@playwright/test';
import {inlineSourcesOfBuild} from '../../plugins/serving/buildFiles';
import {filesUnder} from '../../scripts/lib/files';
import {contentSecurityPolicy} from '../../plugins/serving/contentSecurityPolicy';
import {securityHeaders} from '../../plugins/serving/responseHeaders';
import {BUILD_DIR} from '../helpers/paths';

/**
 * What nginx answers with the shipped configuration, checked on the wire:
 * headers of every kind of response, caching per file type, status codes,
 * redirects and content negotiation. The files are picked from the build, so
 * the checks follow whatever it emits.
 */
const FILES = filesUnder(BUILD_DIR);

function builtFile(pattern: RegExp): string {
  const file = FILES.find((candidate) => pattern.test(candidate));
  if (file === undefined) {
    throw new Error(`The build has no file matching ${String(pattern)}`);
  }
  return `/${file}`;
}

async function get(
  request: APIRequestContext,
  url: string,
  acceptEncoding = 'identity',
): Promise<APIResponse> {
  return request.get(url, {maxRedirects: 0, headers: {'Accept-Encoding': acceptEncoding}});
}

const EXPECTED_POLICY = contentSecurityPolicy(inlineSourcesOfBuild(BUILD_DIR));

test.describe('security headers', () => {
  const responses = [
    ['a page', '/study/product/liquidity/pool'],
    ['a Chinese page', '/zh/category/指南'],
    ['the home page', '/'],
    ['a not-found page', '/no-such-page'],
    ['a redirect', '/study/index.html'],
    ['a script', builtFile(/^assets\/js\/main\.[0-9a-f]+\.js$/)],
    ['the search worker', '/pagefind/pagefind-worker.js'],
    ['an image', '/img/logo.svg'],
    ['the sitemap', '/sitemap.xml'],
  ] as const;

  for (const [kind, url] of responses) {
    test(`${kind} (${url}) carries every one`, async ({request}) => {
      const response = await get(request, url);
      const headers = response.headers();
      for (const [name, value] of securityHeaders(EXPECTED_POLICY)) {
        expect.soft(headers[name.toLowerCase()], name).toBe(value);
      }
    });
  }

  test('the policy allows no inline code but the hashed scripts, and nothing from elsewhere', async ({
    request,
  }) => {
    const policy = (await get(request, '/')).headers()['content-security-policy'] ?? '';
    const directives = new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    const scriptSources = directives.get('script-src') ?? [];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(scriptSources.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(
      0,
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')?.[0]).toBe("'self'");
    expect(directives.get('style-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/https?:|\*/);
  });

  test('the other hosts get the same headers in build/_headers', () => {
    const headersFile = readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
    for (const [name, value] of securityHeaders(EXPECTED_POLICY)) {
      expect(headersFile).toContain(`  ${name}: ${value}\n`);
    }
  });

  test('Permissions-Policy denies device access but lets our pages write to the clipboard', async ({
    request,
  }) => {
    const policy = (await get(request, '/')).headers()['permissions-policy'] ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'payment']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).toContain('clipboard-write=(self)');
  });
});

test.describe('caching', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  const cases = [
    ['a page', '/study/', 'no-cache'],
    ['a page without the final slash', '/sdk/v3/reference/classes/Pool', 'no-cache'],
    ['the not-found page', '/zh/no-such-page', 'no-cache'],
    ['the main script', builtFile(/^assets\/js\/main\.[0-9a-f]+\.js$/), IMMUTABLE],
    ['a Chinese script', builtFile(/^zh\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/), IMMUTABLE],
    ['the stylesheet', builtFile(/^assets\/css\/styles\.[0-9a-f]+\.css$/), IMMUTABLE],
    ['a font', builtFile(/^assets\/fonts\/.+\.woff2$/), IMMUTABLE],
    ['a search index chunk', builtFile(/^pagefind\/index\/.+\.pf_index$/), IMMUTABLE],
    ['a search fragment', builtFile(/^zh\/pagefind\/fragment\/.+\.pf_fragment$/), IMMUTABLE],
    ['the search runtime', '/pagefind/pagefind.js', 'no-cache'],
    ['the search entry file', '/zh/pagefind/pagefind-entry.json', 'no-cache'],
    ['the search engine', builtFile(/^pagefind\/wasm\.[a-z]+\.pagefind$/), 'no-cache'],
    ['the search’s table of contract rows', '/zh/search/contract-surface.json', 'no-cache'],
    ['an ABI file', '/abi/IOxbowV3Pool.json', 'public, max-age=3600'],
    ['an image', '/img/logo.svg', 'public, max-age=3600'],
    ['the social card', '/img/social-card.png', 'public, max-age=3600'],
    ['the no-JavaScript stylesheet', '/css/noscript.css', 'public, max-age=3600'],
    ['robots.txt', '/robots.txt', 'public, max-age=3600'],
    ['a missing script', '/assets/js/missing.0000.js', 'no-cache'],
  ] as const;

  for (const [kind, url, cacheControl] of cases) {
    test(`${kind}: ${cacheControl}`, async ({request}) => {
      expect((await get(request, url)).headers()['cache-control']).toBe(cacheControl);
    });
  }
});

test.describe('addresses', () => {
  const pages = [
    '/',
    '/zh/',
    '/zh',
    '/study/',
    '/study',
    '/study/product/liquidity/pool',
    '/study/product/liquidity/pool/',
    '/study/terms&conditions/privacy',
    '/category/guides',
    '/zh/category/指南',
    '/search',
    '/zh/markdown-page',
  ];
  for (const url of pages) {
    test(`${url} answers 200 with its page`, async ({request}) => {
      const response = await get(request, url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain(url.startsWith('/zh') ? 'lang=zh-CN' : 'lang=en');
    });
  }

  const notFound = [
    ['/no-such-page', 'en'],
    ['/study/no-such-page', 'en'],
    ['/zhx', 'en'],
    ['/zh/no-such-page', 'zh-CN'],
    ['/zh/study/no/such/page', 'zh-CN'],
    ['/404.html', 'en'],
    ['/zh/404.html', 'zh-CN'],
    ['/_headers', 'en'],
    ['/.nojekyll', 'en'],
    ['/assets/', 'en'],
  ] as const;
  for (const [url, lang] of notFound) {
    test(`${url} answers 404 with the ${lang} not-found page`, async ({request}) => {
      const response = await get(request, url);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`lang=${lang}`);
      expect(html).toContain('name=robots content=noindex');
    });
  }

  const redirects = [
    ['/index.html', '/'],
    ['/zh/index.html', '/zh/'],
    ['/study/index.html', '/study/'],
    ['/study/product/liquidity/pool/index.html', '/study/product/liquidity/pool/'],
    ['/search/index.html?q=oracle', '/search/?q=oracle'],
    [
      `/zh/category/${encodeURIComponent('指南')}/index.html`,
      `/zh/category/${encodeURIComponent('指南')}/`,
    ],
  ] as const;
  for (const [from, to] of redirects) {
    test(`${from} redirects permanently to ${to}`, async ({request}) => {
      const response = await get(request, from);
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  for (const url of ['//evil.example/index.html', '/%5Cevil.example/index.html']) {
    test(`${url} never redirects to another host`, async ({request, baseURL}) => {
      // Spelled out with the origin: on its own, //evil.example/… is a URL of that host.
      const response = await get(request, `${baseURL ?? ''}${url}`);
      const location = response.headers().location;
      if (location !== undefined) {
        expect(new URL(location, 'http://site.test').host).toBe('site.test');
      }
    });
  }
});

test.describe('compression', () => {
  const script = builtFile(/^assets\/js\/main\.[0-9a-f]+\.js$/);
  const cases = [
    ['a page', '/study/', 'study/index.html'],
    ['a script', script, script.slice(1)],
    ['the not-found page', '/zh/no-such-page', 'zh/404.html'],
  ] as const;

  for (const [kind, url, file] of cases) {
    test(`${kind}: Brotli when accepted, else gzip, else none; always the same bytes`, async ({
      request,
    }) => {
      const original = readFileSync(path.join(BUILD_DIR, file));
      for (const [acceptEncoding, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', 'identity'],
      ] as const) {
        const response = await get(request, url, acceptEncoding);
        const headers = response.headers();
        expect(headers['content-encoding'] ?? 'identity', acceptEncoding).toBe(encoding);
        expect(headers.vary).toBe('Accept-Encoding');
        // Playwright decodes the body; the length on the wire is what the server declared.
        expect((await response.body()).equals(original)).toBe(true);
        const sent = Number(headers['content-length']);
        if (encoding === 'identity') {
          expect(sent).toBe(original.length);
        } else {
          expect(sent).toBeLessThan(original.length / 2);
        }
      }
    });
  }

  test('types: scripts, styles, JSON, XML, text, SVG and PNG are labelled, text as UTF-8', async ({
    request,
  }) => {
    const expected = [
      [script, 'application/javascript; charset=utf-8'],
      [builtFile(/^assets\/css\/styles\.[0-9a-f]+\.css$/), 'text/css; charset=utf-8'],
      ['/zh/pagefind/pagefind-entry.json', 'application/json; charset=utf-8'],
      ['/abi/IOxbowV3Factory.json', 'application/json; charset=utf-8'],
      ['/sitemap.xml', 'text/xml; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/img/logo.svg', 'image/svg+xml; charset=utf-8'],
      ['/img/social-card.png', 'image/png'],
    ] as const;
    for (const [url, contentType] of expected) {
      expect((await get(request, url)).headers()['content-type'], url).toBe(contentType);
    }
  });
});
