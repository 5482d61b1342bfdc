import path from 'node:path';
import {codeImport} from 'remark-code-import';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import {unified, type PluggableList} from 'unified';
import type {Parent} from 'unist';
import remarkAbiTables from './contract-abi/remarkAbiTables';
import remarkApiSignatures from './sdk-signatures/apiSignatures';
import remarkCodeBlocksAsImports from './code/codeBlocksAsImports';
import remarkCodeTitles from './code/codeTitles';
import chineseFormulaText from './formulas/chineseFormulaText';
import failOnMathErrors, {showMathErrors} from './formulas/failOnMathErrors';
import katexStylesheet from './formulas/katexStylesheet';
import {KATEX_OPTIONS} from './formulas/typeset';

const ROOT = path.resolve(__dirname, '..');

/**
 * Markdown extensions of the docs:
 * - math ($…$, $$…$$) is rendered to HTML by KaTeX at build time, so no KaTeX
 *   JavaScript reaches the browser, only its stylesheet and fonts;
 * - a code block with `file=<rootDir>/examples/…` in its meta line is filled
 *   from that file, so every sample on a page is the file the tests compile and run,
 *   and titled with the file's path unless it has a title of its own
 *   (plugins/code/codeTitles.ts);
 * - a code block with `api="v3-sdk:Pool#getOutputAmount"` is filled with that
 *   signature from the SDK's type declarations (plugins/sdk-signatures/apiSignatures.ts);
 * - a formula KaTeX cannot typeset, or typesets only outside strict mode, fails
 *   the build, or in `npm start` shows as an alert in its place
 *   (plugins/formulas/failOnMathErrors.ts); an English word in a Chinese page's
 *   formula fails the build (plugins/formulas/chineseFormulaText.ts);
 * - a page with formulas imports KaTeX's stylesheet, which no other page
 *   loads (plugins/formulas/katexStylesheet.ts);
 * - `::abi{name="IOxbowV3Pool"}` places that interface's ABI controls and its
 *   tables of selectors and topics, compiled from examples/solidity/interfaces,
 *   and a page that differs from the interfaces fails the build
 *   (plugins/contract-abi/remarkAbiTables.ts);
 * - a page with code imports the code block itself, its code highlighted, so
 *   pages without code do not load it (plugins/code/codeBlocksAsImports.ts, last).
 */
/** The plugins that fill a code block from its meta line (`file=…`, `api=…`, `api-import=…`). */
const codeFilling: PluggableList = [[codeImport, {rootDir: ROOT}], remarkApiSignatures];

/**
 * `fail` for the production build; `show` for `npm start`, where a failure would take the page
 * down instead of showing the writer where the formula is.
 */
export type MathErrors = 'fail' | 'show';

export function docsMarkdownPlugins({mathErrors}: {mathErrors: MathErrors}) {
  return {
    remarkPlugins: [
      remarkMath,
      chineseFormulaText,
      remarkAbiTables,
      ...codeFilling,
      remarkCodeTitles,
      remarkCodeBlocksAsImports,
    ],
    rehypePlugins:
      mathErrors === 'show'
        ? [showMathErrors, [rehypeKatex, KATEX_OPTIONS], katexStylesheet]
        : [[rehypeKatex, KATEX_OPTIONS], failOnMathErrors, katexStylesheet],
  };
}

/** Standalone Markdown pages (src/pages) render code blocks the same way as the docs. */
export const pagesMarkdownPlugins = {
  remarkPlugins: [remarkCodeBlocksAsImports],
};

const codeFiller = unified().use(codeFilling).freeze();

/** Marks a block no plugin filled: no sample or signature is this text. */
const UNFILLED = '\u0000unfilled';

/**
 * The code the docs' own plugins fill a block of `sourceFile` with at build
 * time, for the Markdown twins; undefined when its meta line names nothing.
 */
export function filledCode(meta: string, sourceFile: string): string | undefined {
  const block = {type: 'code', meta, value: UNFILLED};
  const tree: Parent = {type: 'root', children: [block]};
  codeFiller.runSync(tree, {path: sourceFile});
  return block.value === UNFILLED ? undefined : block.value;
}
