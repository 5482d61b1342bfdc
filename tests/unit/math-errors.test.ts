import type {Element, Root} from 'hast';
import rehypeKatex from 'rehype-katex';
import type {Node} from 'unist';
import {afterEach, describe, expect, it, vi} from 'vitest';
import chineseFormulaText, {englishInFormula} from '../../plugins/formulas/chineseFormulaText';
import failOnMathErrors, {showMathErrors} from '../../plugins/formulas/failOnMathErrors';
import {formulaCharacters} from '../../plugins/formulas/formulaCharacters';
import {docsMarkdownPlugins} from '../../plugins/markdown';
import {KATEX_OPTIONS} from '../../plugins/formulas/typeset';

interface Message {
  reason: string;
  source?: string;
  line?: number;
  cause?: unknown;
  ancestors?: unknown[];
}

interface MessageOptions {
  source?: string;
  cause?: unknown;
  ancestors?: unknown[];
  place?: {start: {line: number}};
}

/**
 * Runs the site's math pipeline (rehype-katex, then our guard) over one formula: inline on line 7,
 * or displayed from line 7, where remark-math's `pre` has a place and its `code` none.
 */
function typeset(tex: string, display = false): string {
  const messages: Message[] = [];
  const file = {
    path: 'docs/example.md',
    messages,
    // As vfile records a message: its line is that of its place, when there is one.
    message(reason: string, {source, cause, ancestors, place}: MessageOptions) {
      messages.push({reason, source, cause, ancestors, line: place?.start.line});
    },
  };
  const position = {start: {line: 7, column: 1}, end: {line: 7, column: 9}};
  const code = (className: string[]) => ({
    type: 'element',
    tagName: 'code',
    properties: {className},
    children: [{type: 'text', value: tex}],
  });
  const formula = display
    ? {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [code(['language-math', 'math-display'])],
        position,
      }
    : {...code(['language-math', 'math-inline']), position};
  const tree = {type: 'root', children: [formula]};
  const katex = rehypeKatex(KATEX_OPTIONS) as unknown as (t: unknown, f: unknown) => void;
  katex(tree, file);
  failOnMathErrors()(tree, file);
  return JSON.stringify(tree);
}

describe('math that KaTeX cannot typeset', () => {
  it('passes a well-formed formula', () => {
    expect(typeset('V_{LP}^{\\ast} = 2\\sqrt{k \\cdot r P_0}')).toContain('katex');
  });

  it("fails the build on a parse error, naming file, line and KaTeX's reason", () => {
    expect(() => typeset('V_{LP}^{_}')).toThrow(
      /^KaTeX could not typeset:\ndocs\/example\.md:7: Expected group after '_'\nFix the TeX/,
    );
  });

  it('fails the build on a strict-mode warning', () => {
    expect(() => typeset('x = é')).toThrow(/docs\/example\.md:7: .*strict mode/);
  });

  it('names the line KaTeX stopped on inside a displayed formula', () => {
    expect(() => typeset('y\n= \\fracc{1}{2}', true)).toThrow(
      /docs\/example\.md:9: Undefined control sequence: \\fracc/,
    );
  });

  it('does not stop the fonts from being cut down to the other formulas', () => {
    expect([...formulaCharacters('$\\fracc{1}{2}$ and $x$')]).toEqual(['x']);
  });
});

describe('math that KaTeX cannot typeset, in npm start', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A paragraph with an inline formula and a displayed one, as remark-math hands them over. */
  function page(inline: string, display: string): Root {
    const code = (tex: string, kind: string): Element => ({
      type: 'element',
      tagName: 'code',
      properties: {className: ['language-math', kind]},
      children: [{type: 'text', value: tex}],
      position: {start: {line: 12, column: 3}, end: {line: 12, column: 9}},
    });
    return {
      type: 'root',
      children: [
        {type: 'element', tagName: 'p', properties: {}, children: [code(inline, 'math-inline')]},
        {
          type: 'element',
          tagName: 'pre',
          properties: {},
          children: [code(display, 'math-display')],
          position: {start: {line: 14, column: 1}, end: {line: 16, column: 3}},
        },
      ],
    };
  }

  function show(tree: Root): {html: string; warnings: string[]} {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    showMathErrors()(tree, {path: 'docs/example.md'});
    const file = {path: 'docs/example.md', messages: [], message: () => undefined};
    const katex = rehypeKatex(KATEX_OPTIONS) as unknown as (t: unknown, f: unknown) => void;
    katex(tree, file);
    return {html: JSON.stringify(tree), warnings: warn.mock.calls.map((call) => String(call[0]))};
  }

  it('shows the error where the formula stands, with the line KaTeX stopped on, and warns', () => {
    const {html, warnings} = show(page('x = é', 'y\n= \\fracc{1}{2}'));
    const tree = JSON.parse(html) as Root;
    const [paragraph, display] = tree.children as Element[];
    const alert = paragraph?.children[0] as Element;
    expect(alert.properties).toMatchObject({role: 'alert'});
    expect(alert.tagName).toBe('span');
    expect(JSON.stringify(alert)).toMatch(/docs\/example\.md:12\).*strict mode/);
    expect(display?.tagName).toBe('div');
    expect(display?.properties).toMatchObject({role: 'alert'});
    expect(JSON.stringify(display)).toContain(
      'docs/example.md:16): Undefined control sequence: \\\\fracc',
    );
    expect(warnings).toEqual([
      expect.stringMatching(/^\[formulas\] docs\/example\.md:12: KaTeX cannot typeset x = é: /),
      expect.stringMatching(/^\[formulas\] docs\/example\.md:16: .*\\fracc/),
    ]);
  });

  it('leaves formulas KaTeX can typeset to rehype-katex', () => {
    const {html, warnings} = show(page('x \\cdot y', '\\frac{1}{2}'));
    expect(html).not.toContain('alert');
    expect(html).toContain('katex-display');
    expect(warnings).toEqual([]);
  });

  it('is what the docs use in development, and the build still fails', () => {
    expect(docsMarkdownPlugins({mathErrors: 'show'}).rehypePlugins).toContain(showMathErrors);
    expect(docsMarkdownPlugins({mathErrors: 'show'}).rehypePlugins).not.toContain(failOnMathErrors);
    expect(docsMarkdownPlugins({mathErrors: 'fail'}).rehypePlugins).toContain(failOnMathErrors);
    expect(docsMarkdownPlugins({mathErrors: 'fail'}).rehypePlugins).not.toContain(showMathErrors);
  });
});

describe('English words in a Chinese page’s formula', () => {
  const check = chineseFormulaText();
  const page = (tex: string, file: string): void => {
    const formula = {type: 'inlineMath', value: tex, position: {start: {line: 12}}};
    check({type: 'root', children: [formula]} as Node, {path: file});
  };
  const CHINESE_PAGE = '/site/i18n/zh/docusaurus-plugin-content-docs/current/example.md';

  it('fails the build, naming file, line and words', () => {
    expect(() => {
      page('\\text{otherwise}', CHINESE_PAGE);
    }).toThrow(/example\.md:12 otherwise/);
    expect(englishInFormula('\\text{gas used} \\times \\mathrm{gas\\ price}')).toEqual([
      'gas',
      'used',
      'gas',
      'price',
    ]);
  });

  it('passes Chinese words, code names and English pages', () => {
    expect(() => {
      page('\\text{否则} + \\text{reserve0} \\cdot \\texttt{amount}', CHINESE_PAGE);
    }).not.toThrow();
    expect(() => {
      page('\\text{otherwise}', '/site/docs/example.md');
    }).not.toThrow();
  });
});
