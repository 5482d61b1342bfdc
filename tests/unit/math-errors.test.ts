import rehypeKatex from 'rehype-katex';
import type {Node} from 'unist';
import {describe, expect, it} from 'vitest';
import chineseFormulaText, {englishInFormula} from '../../plugins/formulas/chineseFormulaText';
import failOnMathErrors from '../../plugins/formulas/failOnMathErrors';

interface Message {
  reason: string;
  source?: string;
  line?: number;
  cause?: unknown;
}

/** Runs the site's math pipeline (rehype-katex, then our guard) over one inline formula. */
function typeset(tex: string): string {
  const messages: Message[] = [];
  const file = {
    path: 'docs/example.md',
    messages,
    message(reason: string, options: Omit<Message, 'reason'> & {place?: {line: number}}) {
      messages.push({reason, source: options.source, cause: options.cause, line: 7});
    },
  };
  const formula = {
    type: 'element',
    tagName: 'code',
    properties: {className: ['language-math', 'math-inline']},
    children: [{type: 'text', value: tex}],
  };
  const tree = {type: 'root', children: [formula]};
  const katex = rehypeKatex({strict: 'error'}) as unknown as (t: unknown, f: unknown) => void;
  katex(tree, file);
  failOnMathErrors()(tree, file);
  return JSON.stringify(tree);
}

describe('math that KaTeX cannot typeset', () => {
  it('passes a well-formed formula', () => {
    expect(typeset('V_{LP}^{\\ast} = 2\\sqrt{k \\cdot r P_0}')).toContain('katex');
  });

  it('fails the build on a parse error, naming file and line', () => {
    expect(() => typeset('V_{LP}^{_}')).toThrow(/docs\/example\.md:7 .*KaTeX/s);
  });

  it('fails the build on a strict-mode warning', () => {
    expect(() => typeset('x = é')).toThrow(/KaTeX could not typeset/);
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
