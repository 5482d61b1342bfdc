import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {englishInFormula} from '../../plugins/formulas/chineseFormulaText';
import {formulasIn, typesetProblem} from '../../plugins/formulas/typeset';
import {markdownFilesUnder} from '../../scripts/lib/files';
import {DOCS_DIR, ROOT, ZH_DOCS_DIR} from '../helpers/paths';

/**
 * Every formula of every doc typesets with the site's KaTeX options, and a
 * Chinese page's formulas carry no English words: the two rules that fail the
 * build (plugins/formulas), checked on the sources so that each problem comes
 * with its file and line without a build.
 */
function formulaProblems(file: string, markdown: string, chinese: boolean): string[] {
  const name = path.relative(ROOT, file).split(path.sep).join('/');
  return formulasIn(markdown).flatMap((formula) => {
    const problems: string[] = [];
    const katex = typesetProblem(formula);
    if (katex) {
      problems.push(
        `${name}:${String(katex.line)}: KaTeX cannot typeset this formula: ${katex.reason} — fix the TeX; \`npm start\` shows the error on the page`,
      );
    }
    const english = chinese ? englishInFormula(formula.tex) : [];
    if (english.length > 0) {
      problems.push(
        `${name}:${String(formula.line)}: English in a Chinese page's formula: ${english.join(', ')} — write it in Chinese, or a code name in \\texttt{…}`,
      );
    }
    return problems;
  });
}

describe.each([
  ['English', DOCS_DIR, false],
  ['Chinese', ZH_DOCS_DIR, true],
])('formulas of the %s docs', (_language, root, chinese) => {
  it.each(markdownFilesUnder(root))(
    '%s: typeset in strict mode, in the page’s language',
    (file) => {
      const markdown = readFileSync(path.join(root, file), 'utf8');
      expect(formulaProblems(path.join(root, file), markdown, chinese)).toEqual([]);
    },
  );
});

describe('the formula check', () => {
  it('names the file, the line KaTeX stopped on and the reason', () => {
    const markdown = ['# Page', '', 'Inline $x = é$ here.', '', '$$', 'a', '= \\fracc{1}{2}', '$$'];
    expect(formulaProblems(path.join(DOCS_DIR, 'p.md'), markdown.join('\n'), false)).toEqual([
      expect.stringMatching(/^docs\/p\.md:3: KaTeX cannot typeset this formula: .*strict mode/),
      'docs/p.md:7: KaTeX cannot typeset this formula: Undefined control sequence: \\fracc — fix the TeX; `npm start` shows the error on the page',
    ]);
  });

  it('names English words in a Chinese page’s formula', () => {
    expect(formulaProblems(path.join(ZH_DOCS_DIR, 'p.md'), '$\\text{otherwise}$', true)).toEqual([
      "i18n/zh/docusaurus-plugin-content-docs/current/p.md:1: English in a Chinese page's formula: otherwise — write it in Chinese, or a code name in \\texttt{…}",
    ]);
  });
});
