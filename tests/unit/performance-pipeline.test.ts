import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {trimKatexCss} from '../../plugins/formulas/index';
import {formulaCharacters} from '../../plugins/formulas/formulaCharacters';
import {codeThemeCss, linesOfTokens} from '../../plugins/code/prismTokens';
import {highlightedLines, tokenize} from '../../plugins/code/highlight';
import {lightCodeTheme} from '../../plugins/code';
import {chunksByRequest} from '../../plugins/html-shell/routeScripts';
import remarkCodeBlocksAsImports, {CODE_BLOCK_NAME} from '../../plugins/code/codeBlocksAsImports';
import {textOfHtml} from '../../src/lib/htmlText';
import {filesUnder} from '../../scripts/lib/files';
import {ROOT} from '../helpers/paths';

describe('code highlighted at build time', () => {
  it('splits a token stream into lines of flat tokens with nested types', () => {
    const lines = linesOfTokens([
      {type: 'keyword', content: 'const'},
      ' a = ',
      {
        type: 'template-string',
        content: ['`x', {type: 'interpolation', alias: 'embedded', content: 'y'}, '\n`'],
      },
      '\n\nb',
    ]);
    expect(lines).toEqual([
      [
        {types: ['keyword'], content: 'const'},
        {types: ['plain'], content: ' a = '},
        {types: ['template-string'], content: '`x'},
        {types: ['template-string', 'interpolation', 'embedded'], content: 'y'},
      ],
      [{types: ['template-string'], content: '`'}],
      [],
      [{types: ['plain'], content: 'b'}],
    ]);
  });

  it('highlights every language our pages use, and leaves text alone', () => {
    const typesOf = (code: string, language: string): string[] =>
      tokenize(code, language).flatMap((line) => line.flatMap((token) => token.types));
    expect(typesOf('const x: number = 1;', 'ts')).toContain('keyword');
    expect(typesOf('function swap() external returns (uint256) {}', 'solidity')).toContain(
      'keyword',
    );
    expect(typesOf('npm ci && npm test', 'bash')).toContain('function');
    expect(typesOf('{"fee": 3000}', 'json')).toContain('property');
    expect(typesOf('const x = 1', 'text')).toEqual(['plain']);
  });

  it('writes one line of HTML per line of code, plain text bare, text escaped', () => {
    expect(highlightedLines('if (a < b) {\n\n  return "x";\n}', 'ts')).toEqual([
      '<span class="token keyword">if</span> <span class="token punctuation">(</span>a ' +
        '<span class="token operator">&#x3C;</span> b<span class="token punctuation">)</span> ' +
        '<span class="token punctuation">{</span>',
      '',
      '  <span class="token keyword">return</span> <span class="token string">"x"</span>' +
        '<span class="token punctuation">;</span>',
      '<span class="token punctuation">}</span>',
    ]);
    expect(highlightedLines('<b>&</b>', 'text')).toEqual(['&#x3C;b>&#x26;&#x3C;/b>']);
  });

  it('writes the palette as CSS per colour mode, language rules scoped to their language', () => {
    const css = codeThemeCss(
      {
        plain: {color: '#111', backgroundColor: '#fff'},
        styles: [
          {types: ['comment', 'prolog'], style: {color: '#777', fontStyle: 'italic'}},
          {types: ['keyword'], languages: ['solidity'], style: {color: '#00f'}},
        ],
      },
      'dark',
    );
    expect(css).toContain(
      "html[data-theme='dark']{--prism-color:#111;--prism-background-color:#fff}",
    );
    expect(css).toContain(
      "html[data-theme='dark'] .prism-code .token.comment,html[data-theme='dark'] .prism-code .token.prolog{color:#777;font-style:italic}",
    );
    expect(css).toContain(
      "html[data-theme='dark'] .prism-code.language-solidity .token.keyword{color:#00f}",
    );
  });

  it('carries every colour of our light palette into the CSS', () => {
    const css = codeThemeCss(lightCodeTheme, 'light');
    for (const entry of lightCodeTheme.styles) {
      if (entry.style.color) {
        expect(css).toContain(`color:${entry.style.color}`);
      }
    }
  });
});

describe('KaTeX assets', () => {
  const css = readFileSync(require.resolve('katex/dist/katex.min.css'), 'utf8');
  const trimmed = trimKatexCss(css, '../fonts');

  it('offers each font as WOFF2 only, with font-display: swap', () => {
    const faces = trimmed.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThan(15);
    for (const face of faces) {
      expect(face).toContain('font-display:swap');
      expect(face).toMatch(/src:url\(\.\.\/fonts\/KaTeX_[\w-]+\.woff2\) format\("woff2"\)\}/);
    }
    expect(trimmed).not.toMatch(/\.woff\)|\.ttf\)/);
  });

  it('cuts the fonts down to what the formulas show, not to their TeX', () => {
    const shown = formulaCharacters(
      'Price: $x \\cdot y = k$, not \\$5.\n\n$$\n\\sum_i \\text{价格}_i \\le 1\n$$\n\n`$code$`',
    );
    expect([...shown].sort()).toEqual(
      ['x', '⋅', 'y', '=', 'k', '∑', 'i', '价', '格', '≤', '1', '\u200b'].sort(),
    );
  });

  it("decodes the entities in KaTeX's HTML", () => {
    expect(textOfHtml('<span class="mrel">&lt;</span><span>&amp;&#x27;</span>')).toBe("<&'");
  });
});

describe('the scripts of a route', () => {
  it('keys each lazily imported module by its import request, with all the chunks it needs', () => {
    const table = chunksByRequest({
      chunks: [
        {names: ['17896441'], origins: [{request: '@theme/DocItem'}]},
        {names: ['0227bafc'], origins: [{request: '@site/docs/sdk/v3/reference/classes/Pool.md'}]},
        {names: [], origins: [{request: './shared'}]},
        {names: ['main'], origins: [{}]},
      ],
      namedChunkGroups: {
        '17896441': {chunks: ['4014', '2643', 106]},
        '0227bafc': {chunks: ['3652']},
        main: {chunks: ['1889']},
      },
    });
    expect(table).toEqual({
      '@theme/DocItem': ['4014', '2643', '106'],
      '@site/docs/sdk/v3/reference/classes/Pool.md': ['3652'],
    });
  });
});

describe('fenced code imported by the pages that have it', () => {
  interface Node {
    type: string;
    name?: string;
    value?: string;
    lang?: string;
    meta?: string;
    attributes?: {name: string; value: string | null}[];
    children?: Node[];
  }
  const transform = (tree: Node): Node => {
    remarkCodeBlocksAsImports()(tree);
    return tree;
  };

  it('turns each fenced block into the code block, its meta line read', () => {
    const tree = transform({
      type: 'root',
      children: [
        {type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]},
        {
          type: 'code',
          lang: 'TS',
          meta: 'title="a {1}.ts" showLineNumbers {2, 4-5,4}',
          value: 'const a = 1;\nconst b = 2;',
        },
        {type: 'blockquote', children: [{type: 'code', value: 'plain'}]},
      ],
    });
    const [esm, paragraph, block, quote] = tree.children ?? [];
    expect(esm?.type).toBe('mdxjsEsm');
    expect(esm?.value).toBe(`import ${CODE_BLOCK_NAME} from "@theme/CodeBlock";`);
    expect(paragraph?.children?.[0]?.type).toBe('inlineCode');
    expect(block).toMatchObject({type: 'mdxJsxFlowElement', name: CODE_BLOCK_NAME});
    expect(block?.attributes).toEqual([
      {type: 'mdxJsxAttribute', name: 'language', value: 'ts'},
      {type: 'mdxJsxAttribute', name: 'title', value: 'a {1}.ts'},
      {type: 'mdxJsxAttribute', name: 'showLineNumbers', value: null},
      {type: 'mdxJsxAttribute', name: 'markedLines', value: '2,4,5'},
      {
        type: 'mdxJsxAttribute',
        name: 'highlighted',
        value: highlightedLines('const a = 1;\nconst b = 2;', 'ts').join('\n'),
      },
    ]);
    expect(quote?.children?.[0]?.attributes).toEqual([
      {type: 'mdxJsxAttribute', name: 'language', value: 'text'},
      {type: 'mdxJsxAttribute', name: 'highlighted', value: 'plain'},
    ]);
  });

  it('refuses a block that marks its lines with a magic comment, which it would show as code', () => {
    expect(() =>
      transform({
        type: 'root',
        children: [{type: 'code', lang: 'ts', value: '// highlight-next-line\nconst a = 1;'}],
      }),
    ).toThrow(/magic comment \(highlight-next-line\).*\{3,5-7\}/);
  });

  const codeOf = (code: string, language: string): string =>
    highlightedLines(code, language).map(textOfHtml).join('\n');

  it('gives the code back from its highlighted lines, characters HTML escapes included', () => {
    const code = 'if (a < b && c > d) {\n\ts = "x&y" + \'z\'; // 中文 🦄 &#x3C; &amp;\n}\n';
    for (const language of ['typescript', 'solidity', 'bash', 'json', 'text']) {
      expect(codeOf(code, language)).toBe(code);
    }
  });

  const examples = path.join(ROOT, 'examples');
  it.each(filesUnder(examples).filter((file) => /\.(ts|sol|sh)$/.test(file)))(
    'gives the sample %s back from its highlighted lines',
    (file) => {
      const code = readFileSync(path.join(examples, file), 'utf8');
      const language = {ts: 'typescript', sol: 'solidity', sh: 'bash'}[file.split('.').pop() ?? ''];
      expect(codeOf(code, language ?? 'text')).toBe(code);
    },
  );

  it('leaves a page without fenced code as it was, importing nothing', () => {
    const page: Node = {
      type: 'root',
      children: [{type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]}],
    };
    expect(transform(structuredClone(page))).toEqual(page);
  });
});

describe('PERFORMANCE.md', () => {
  it('stays a reference of at most 150 lines: dated runs go in commit bodies', () => {
    const lines = readFileSync(path.join(ROOT, 'PERFORMANCE.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(150);
  });
});
