/**
 * The characters the site's formulas put on screen, so that KaTeX's fonts can
 * be cut down to them (plugins/formulas/index.ts). Formulas are found the way the
 * Markdown pipeline finds them (remark-math) and typeset the way it does
 * (KaTeX in strict mode), and only the visible HTML counts: what KaTeX writes
 * for screen readers uses no KaTeX font.
 */
import katex from 'katex';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {textOfHtml} from '../../src/lib/htmlText';

interface MathNode {
  type: string;
  value?: string;
  children?: MathNode[];
}

function formulas(node: MathNode, found: {tex: string; display: boolean}[]): void {
  if ((node.type === 'math' || node.type === 'inlineMath') && node.value !== undefined) {
    found.push({tex: node.value, display: node.type === 'math'});
  }
  node.children?.forEach((child) => {
    formulas(child, found);
  });
}

/** Every character the formulas of one Markdown page show. */
export function formulaCharacters(markdown: string): Set<string> {
  const tree = unified().use(remarkParse).use(remarkMath).parse(markdown) as MathNode;
  const found: {tex: string; display: boolean}[] = [];
  formulas(tree, found);
  const characters = new Set<string>();
  for (const {tex, display} of found) {
    const html = katex.renderToString(tex, {
      displayMode: display,
      output: 'html',
      strict: 'error',
      throwOnError: true,
    });
    for (const character of textOfHtml(html)) {
      characters.add(character);
    }
  }
  return characters;
}
