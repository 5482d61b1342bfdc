import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';

const BUILD = path.resolve('build');
const assets = (kind: 'js' | 'css'): string[] =>
  readdirSync(path.join(BUILD, 'assets', kind))
    .filter((name) => name.endsWith(`.${kind}`))
    .map((name) => path.join(BUILD, 'assets', kind, name));
const gzipped = (file: string): number => gzipSync(readFileSync(file), {level: 9}).length;

/**
 * Guards for the weight every page carries (see PERFORMANCE.md): what npm run
 * bench measured stays measured.
 */
describe('what every page loads', () => {
  const entry = assets('js').filter((file) =>
    /[/\\](main|runtime~main)\.[0-9a-f]+\.js$/.test(file),
  );
  const stylesheets = assets('css');
  const everyPageStylesheet = stylesheets.filter((file) =>
    /[/\\]styles\.[0-9a-f]+\.css$/.test(file),
  );
  const katexStylesheet = stylesheets.filter((file) => /[/\\]katex\.[0-9a-f]+\.css$/.test(file));

  it('the scripts every page runs stay within 100 KB gzip', () => {
    expect(entry).toHaveLength(2);
    const bytes = entry.reduce((sum, file) => sum + gzipped(file), 0);
    expect(bytes).toBeLessThan(100 * 1024);
  });

  it('renders with React DOM, the same renderer as the server, and no script carries Preact', () => {
    const main = entry.find((file) => /[/\\]main\.[0-9a-f]+\.js$/.test(file)) ?? '';
    expect(readFileSync(main, 'utf8')).toContain('Minified React error');
    // Preact's list of unitless style properties, a regular expression found in no other library.
    const preactMark = 'acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera';
    for (const file of assets('js')) {
      expect(readFileSync(file, 'utf8'), path.basename(file)).not.toContain(preactMark);
    }
  });

  it('carries no code block: code pages load it with their code', () => {
    for (const file of entry) {
      const source = readFileSync(file, 'utf8');
      expect(source).not.toContain('token-line');
      expect(source).not.toMatch(/objectivec/);
    }
  });

  it('has one stylesheet shared by every page, of at most 18 KB gzip, without KaTeX’s rules or an inlined font', () => {
    expect(stylesheets).toHaveLength(2);
    expect(everyPageStylesheet).toHaveLength(1);
    const [file] = everyPageStylesheet as [string];
    expect(gzipped(file)).toBeLessThan(18 * 1024);
    const css = readFileSync(file, 'utf8');
    expect(css).not.toContain('data:font');
    expect(css).not.toMatch(/\.katex|KaTeX_/);
  });

  it('keeps KaTeX’s rules in a stylesheet of their own, with its fonts as files', () => {
    expect(katexStylesheet).toHaveLength(1);
    const css = readFileSync(katexStylesheet[0] ?? '', 'utf8');
    expect(css).toMatch(/^\.katex\{|[;}]\.katex\{/);
    expect(css).toMatch(/url\(\/assets\/fonts\/KaTeX_Main-Regular-[0-9a-f]+\.woff2\)/);
    expect(css).not.toContain('data:font');
    expect(gzipped(katexStylesheet[0] ?? '')).toBeLessThan(5 * 1024);
  });

  it('starts its scripts from the page after the first paint, not from the head', () => {
    const html = readFileSync(path.join(BUILD, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('<body'));
    expect(head).not.toMatch(/<script[^>]+src=/);
    expect(html).toMatch(/first-contentful-paint/);
    expect(html).toMatch(/requestAnimationFrame/);
  });

  it('marks the entry scripts for compilation while they download', () => {
    for (const file of entry) {
      expect(readFileSync(file, 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    }
  });
});

const scriptsOf = (page: string): string[] => {
  const html = readFileSync(path.join(BUILD, page, 'index.html'), 'utf8');
  const list = /<script type="?application\/json"? id="?oxbow-scripts"?>([^<]*)<\/script>/.exec(
    html,
  );
  expect(list, `${page} lists no scripts`).not.toBeNull();
  return JSON.parse(list?.[1] ?? '[]') as string[];
};

/** Whether one of the scripts holds `text` (the minifier writes non-ASCII as \uXXXX escapes). */
const scriptsHold = (scripts: readonly string[], text: string): boolean => {
  const escaped = Array.from(text, (character) =>
    character.charCodeAt(0) > 0x7f
      ? `\\u${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`
      : character,
  ).join('');
  return scripts
    .map((script) => readFileSync(path.join(BUILD, script), 'utf8'))
    .some((source) => source.includes(text) || source.includes(escaped));
};

describe('the scripts a page starts', () => {
  for (const page of [
    '',
    'zh',
    'sdk/v3/reference/classes/Pool',
    'zh/study/product/swap/trade_guide',
  ]) {
    it(`/${page}: the runtime, the chunks of its own route, then main`, () => {
      const scripts = scriptsOf(page);
      expect(scripts[0]).toMatch(/\/runtime~main\.[0-9a-f]+\.js$/);
      expect(scripts.at(-1)).toMatch(/\/main\.[0-9a-f]+\.js$/);
      expect(scripts.length).toBeGreaterThan(4);
      expect(new Set(scripts).size).toBe(scripts.length);
      const html = readFileSync(path.join(BUILD, page, 'index.html'), 'utf8');
      const title = /<h1[^>]*>([^<]{4,40})/.exec(html)?.[1] ?? '';
      expect(title).not.toBe('');
      expect(scriptsHold(scripts, title), `no script of ${page} holds its title`).toBe(true);
    });
  }
});

describe('the code block loads with the pages that show code, highlighted, without Prism', () => {
  const holding = (page: string, text: string): boolean =>
    scriptsOf(page).some((script) => readFileSync(path.join(BUILD, script), 'utf8').includes(text));
  const withCodeBlock = (page: string): boolean => holding(page, 'token-line');
  // A hook name of Prism's core, whichever languages come with it: code is highlighted at build time.
  const withPrism = (page: string): boolean => holding(page, 'before-tokenize');

  for (const page of ['', 'study/product/swap/trade_guide', 'zh/study/product/swap/trade_guide']) {
    it(`/${page}: no code on the page, none of its scripts highlights code`, () => {
      expect(readFileSync(path.join(BUILD, page, 'index.html'), 'utf8')).not.toContain('<pre');
      expect(withCodeBlock(page)).toBe(false);
      expect(withPrism(page)).toBe(false);
    });
  }

  for (const page of ['sdk/v3/guides/swaps/quoting', 'zh/sdk/v3/reference/classes/Pool']) {
    it(`/${page}: code on the page, its scripts bring the code block, not Prism`, () => {
      const html = readFileSync(path.join(BUILD, page, 'index.html'), 'utf8');
      expect(html).toContain('<pre');
      expect(html).toContain('<span class="token keyword">');
      expect(withCodeBlock(page)).toBe(true);
      expect(withPrism(page)).toBe(false);
    });
  }
});
