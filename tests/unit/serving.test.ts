import {randomBytes} from 'node:crypto';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {
  contentSecurityPolicy,
  directiveSources,
  hashSource,
  inlineCodeAttributesOf,
  inlineScriptsOf,
  inlineSourcesOf,
  inlineStylesOf,
  scriptsBlockedBy,
} from '../../plugins/serving/contentSecurityPolicy';
import {
  nginxCacheControlMaps,
  renderSiteConfig,
  renderStandaloneConfig,
  renderTemplate,
} from '../../plugins/serving/nginxConfig';
import {
  brotliQualityFor,
  isPrecompressed,
  precompressFile,
} from '../../plugins/serving/precompress';
import {
  IMMUTABLE,
  PERMISSIONS_POLICY,
  nginxResponseHeaders,
  securityHeaders,
  staticHostHeadersFile,
} from '../../plugins/serving/responseHeaders';
import {ROOT} from '../helpers/paths';

const THEME_SCRIPT = 'document.documentElement.setAttribute("data-theme","light")';
const PAGE = `<!doctype html><html><head><script src=/assets/js/main.1234.js defer></script>
<script type="application/ld+json">{"@type":"WebSite"}</script></head>
<body><script>${THEME_SCRIPT}</script><div style="height:1em"></div>
<script type=module>import("/x.js")</script></body></html>`;

describe('the Content-Security-Policy', () => {
  it('hashes like the CSP specification’s own example', () => {
    expect(hashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it('finds the inline scripts a browser runs, not external scripts or data blocks', () => {
    expect(inlineScriptsOf(PAGE)).toEqual([THEME_SCRIPT, 'import("/x.js")']);
    expect(inlineStylesOf(PAGE)).toEqual([]);
    expect(inlineStylesOf('<style media=print>a{color:red}</style>')).toEqual(['a{color:red}']);
  });

  it('lists each hash once, in a stable order, whatever the page order', () => {
    const other = `<script>${THEME_SCRIPT}</script><script>window.other=1</script>`;
    const forwards = inlineSourcesOf([PAGE, other]);
    expect(forwards).toEqual(inlineSourcesOf([other, PAGE]));
    expect(forwards.scripts).toHaveLength(3);
  });

  it('allows exactly the hashed scripts: a page with an unhashed one is caught', () => {
    const policy = contentSecurityPolicy(inlineSourcesOf([PAGE]));
    expect(scriptsBlockedBy(policy, PAGE)).toEqual([]);
    const changedBuild = PAGE.replace(THEME_SCRIPT, `${THEME_SCRIPT};window.extra=1`);
    expect(scriptsBlockedBy(policy, changedBuild)).toEqual([`${THEME_SCRIPT};window.extra=1`]);
  });

  it('never allows inline code or eval, and nothing from another origin', () => {
    const policy = contentSecurityPolicy(inlineSourcesOf([PAGE]));
    expect(directiveSources(policy, 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...inlineSourcesOf([PAGE]).scripts,
    ]);
    expect(policy).not.toMatch(/'unsafe-eval'|https?:|\*/);
    expect(directiveSources(policy, 'style-src')).toEqual(["'self'"]);
    expect(directiveSources(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(directiveSources(policy, 'default-src')).toEqual(["'self'"]);
    expect(directiveSources(policy, 'object-src')).toEqual(["'none'"]);
    expect(directiveSources(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directiveSources(policy, 'worker-src')).toEqual(["'self'"]);
  });

  it('hashes <style> elements when a build emits them', () => {
    const sources = inlineSourcesOf(['<style>a{color:red}</style>']);
    expect(directiveSources(contentSecurityPolicy(sources), 'style-src')).toEqual([
      "'self'",
      hashSource('a{color:red}'),
    ]);
  });

  it('spots inline code no hash can allow', () => {
    expect(inlineCodeAttributesOf('<img src=x onerror="go()"><a href="javascript:go()">')).toEqual([
      'onerror',
      'javascript: URL',
    ]);
    expect(inlineCodeAttributesOf(PAGE)).toEqual([]);
  });
});

describe('the response headers', () => {
  const headers = securityHeaders("default-src 'self'");

  it('are the security headers the site promises', () => {
    expect(Object.fromEntries(headers)).toEqual({
      'Content-Security-Policy': "default-src 'self'",
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )camera=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )microphone=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )geolocation=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )clipboard-write=\(self\)$/);
  });

  it('are written for static hosts: security headers on every path, long caching on hashed files', () => {
    const file = staticHostHeadersFile("default-src 'self'");
    const blocks = file.trimEnd().split('\n\n');
    expect(blocks[0]?.split('\n')).toEqual([
      '/*',
      ...headers.map(([name, value]) => `  ${name}: ${value}`),
    ]);
    expect(blocks.slice(1)).toContain(`/assets/*\n  Cache-Control: ${IMMUTABLE}`);
    expect(blocks.slice(1)).toContain(`/zh/assets/*\n  Cache-Control: ${IMMUTABLE}`);
    expect(file).not.toContain('no-cache');
  });

  it('are added by nginx to every response, errors included, with quotes escaped', () => {
    const lines = nginxResponseHeaders('a "quoted" policy').split('\n');
    expect(lines).toHaveLength(headers.length + 1);
    expect(lines.every((line) => line.startsWith('add_header ') && line.endsWith(' always;'))).toBe(
      true,
    );
    expect(lines[0]).toBe('add_header Content-Security-Policy "a \\"quoted\\" policy" always;');
    expect(lines.at(-1)).toBe('add_header Cache-Control $oxbow_docs_cache_control always;');
  });
});

describe('the nginx configuration', () => {
  const template = readFileSync(path.join(ROOT, 'deploy', 'nginx', 'oxbow-docs.conf'), 'utf8');
  const options = {
    root: '/srv/oxbow-docs',
    listen: '127.0.0.1:8090',
    serverName: 'docs.oxbow.example',
    mimeTypes: '/etc/nginx/mime.types',
    contentSecurityPolicy: "default-src 'self'",
  };
  const config = renderSiteConfig(template, options);

  it('fills every placeholder, indenting values that span lines', () => {
    expect(renderTemplate('a {\n    {{B}}\n}', {B: 'x;\ny;'})).toBe('a {\n    x;\n    y;\n}');
    expect(config).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(config).toContain('    root /srv/oxbow-docs;');
    expect(config).toContain('    listen 127.0.0.1:8090;');
  });

  it('refuses a missing or an unused value', () => {
    expect(() => renderTemplate('{{A}} {{B}}', {A: 'a'})).toThrow(/No value for \{\{B\}\}/);
    expect(() => renderTemplate('{{A}}', {A: 'a', C: 'c'})).toThrow(/has no \{\{C\}\}/);
  });

  it('repeats the headers in the server block and in every location that serves content', () => {
    const headerSets = config.split('add_header Content-Security-Policy').length - 1;
    const contentLocations = (config.match(/^\s*location\b/gm) ?? []).length;
    // The location that only answers 404 hands over to the not-found page's location.
    expect(headerSets).toBe(1 + contentLocations - 1);
  });

  it('caches hashed files for a year only when they are served, first rule first', () => {
    const maps = nginxCacheControlMaps();
    const rules = maps.split('\n').filter((line) => line.includes('~^(?:200|206|304)'));
    expect(rules[0]).toBe(`    "~^(?:200|206|304) /assets/" "${IMMUTABLE}";`);
    const pagefindChunk = rules.findIndex((rule) => rule.includes('/pagefind/index/'));
    const pagefindRest = rules.findIndex((rule) => rule.includes(' /pagefind/"'));
    expect(pagefindChunk).toBeGreaterThanOrEqual(0);
    expect(pagefindChunk).toBeLessThan(pagefindRest);
    expect(maps).toContain('"~^text/html" "no-cache"');
  });

  it('runs standalone with everything it writes under the prefix', () => {
    const standalone = renderStandaloneConfig(
      readFileSync(path.join(ROOT, 'deploy', 'nginx', 'nginx.conf'), 'utf8'),
      {prefix: '/tmp/prefix', siteConfig: '/tmp/prefix/oxbow-docs.conf', modules: ['/m.so']},
    );
    expect(standalone).toContain('load_module /m.so;');
    expect(standalone).not.toMatch(/^\s*user /m);
    expect(
      renderStandaloneConfig(
        readFileSync(path.join(ROOT, 'deploy', 'nginx', 'nginx.conf'), 'utf8'),
        {
          prefix: '/tmp/prefix',
          siteConfig: '/tmp/prefix/oxbow-docs.conf',
          modules: [],
          workerUser: 'root',
        },
      ),
    ).toMatch(/^user root;$/m);
    expect(standalone).toContain('include /tmp/prefix/oxbow-docs.conf;');
    const paths = [
      ...standalone.matchAll(/^\s*(?:pid|error_log|access_log|\w+_temp_path) (\S+)/gm),
    ];
    expect(paths.length).toBe(8);
    expect(paths.every(([, file = '']) => file.startsWith('/tmp/prefix/'))).toBe(true);
  });
});

describe('precompression', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'oxbow-precompress-'));
  afterAll(() => {
    rmSync(dir, {recursive: true, force: true});
  });

  it('covers text files of 1 KiB or more, not images, copies or the headers file', () => {
    expect(isPrecompressed('study/index.html', 4096)).toBe(true);
    expect(isPrecompressed('assets/js/main.1234.js', 4096)).toBe(true);
    expect(isPrecompressed('sitemap.xml', 4096)).toBe(true);
    expect(isPrecompressed('robots.txt', 200)).toBe(false);
    expect(isPrecompressed('img/social-card.png', 300_000)).toBe(false);
    expect(isPrecompressed('pagefind/fragment/en_1.pf_fragment', 4096)).toBe(false);
    expect(isPrecompressed('study/index.html.br', 4096)).toBe(false);
    expect(isPrecompressed('_headers', 4096)).toBe(false);
  });

  it('spends the slow Brotli levels on the long-cached assets only', () => {
    expect(brotliQualityFor('assets/js/main.1234.js')).toBe(10);
    expect(brotliQualityFor('zh/assets/css/styles.1234.css')).toBe(10);
    expect(brotliQualityFor('study/index.html')).toBe(6);
    expect(brotliQualityFor('pagefind/pagefind.js')).toBe(6);
  });

  it('writes copies that decode to the original, and none that would be larger', async () => {
    const text = '<p>constant product</p>\n'.repeat(200);
    writeFileSync(path.join(dir, 'page.html'), text);
    const result = await precompressFile(dir, 'page.html');
    expect(result.brotli).toBeLessThan(text.length);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'page.html.br'))).toString()).toBe(
      text,
    );
    expect(zlib.gunzipSync(readFileSync(path.join(dir, 'page.html.gz'))).toString()).toBe(text);

    writeFileSync(path.join(dir, 'noise.js'), randomBytes(2048));
    writeFileSync(path.join(dir, 'noise.js.gz'), 'a copy from an earlier build');
    const incompressible = await precompressFile(dir, 'noise.js');
    expect(incompressible).toMatchObject({brotli: null, gzip: null});
    expect(existsSync(path.join(dir, 'noise.js.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'noise.js.br'))).toBe(false);
  });
});
