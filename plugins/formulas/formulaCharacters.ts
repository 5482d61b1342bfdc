/**
 * The characters the site's formulas put on screen, so that KaTeX's fonts can
 * be cut down to them (plugins/formulas/index.ts). Formulas are found the way the
 * Markdown pipeline finds them (remark-math) and typeset the way it does
 * (KaTeX in strict mode), and only the visible HTML counts: what KaTeX writes
 * for screen readers uses no KaTeX font.
 */
import katex from 'katex';
import {textOfHtml} from '../../src/lib/htmlText';
import {formulasIn, KATEX_OPTIONS} from './typeset';

/**
 * Every character the formulas of one Markdown page show. A formula KaTeX
 * cannot typeset is skipped rather than stopping the site from loading: the
 * Markdown pipeline fails the build on it, naming the page and line, and
 * `npm start` shows the error in its place (plugins/formulas/failOnMathErrors.ts).
 */
export function formulaCharacters(markdown: string): Set<string> {
  const characters = new Set<string>();
  for (const {tex, display} of formulasIn(markdown)) {
    let html: string;
    try {
      html = katex.renderToString(tex, {
        ...KATEX_OPTIONS,
        displayMode: display,
        output: 'html',
        throwOnError: true,
      });
    } catch {
      continue;
    }
    for (const character of textOfHtml(html)) {
      characters.add(character);
    }
  }
  return characters;
}
