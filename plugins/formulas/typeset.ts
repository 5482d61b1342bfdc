/**
 * How the site typesets a formula, shared by the Markdown pipeline
 * (plugins/markdown.ts), the font subsetting (formulaCharacters.ts) and the
 * writer's checks (tests/unit/doc-formulas.test.ts), so that all three agree on
 * which formulas KaTeX accepts.
 */
import katex from 'katex';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/** Strict: TeX that KaTeX only accepts outside LaTeX's rules fails too. */
export const KATEX_OPTIONS = {strict: 'error'} as const;

/** One formula of a Markdown page: its TeX, whether it is displayed, and the line it starts on. */
export interface Formula {
  tex: string;
  display: boolean;
  line: number;
}

interface MathNode {
  type: string;
  value?: string;
  position?: {start: {line: number}};
  children?: MathNode[];
}

function collect(node: MathNode, found: Formula[]): void {
  if ((node.type === 'math' || node.type === 'inlineMath') && node.value !== undefined) {
    found.push({
      tex: node.value,
      display: node.type === 'math',
      line: node.position?.start.line ?? 0,
    });
  }
  node.children?.forEach((child) => {
    collect(child, found);
  });
}

/** Every formula of one Markdown page, found as remark-math finds them, in order. */
export function formulasIn(markdown: string): Formula[] {
  const found: Formula[] = [];
  collect(unified().use(remarkParse).use(remarkMath).parse(markdown), found);
  return found;
}

/** KaTeX's reason for refusing a formula, without the marked-up copy of the TeX it appends. */
export function katexReason(error: unknown): string {
  if (error instanceof katex.ParseError) {
    return error.rawMessage;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The line of the page KaTeX stumbled on: a formula's node starts on its `$` or `$$` line, a
 * displayed formula's TeX on the next one, and KaTeX counts characters into the TeX.
 */
export function lineOfError(
  formula: {tex: string; display: boolean; line: number},
  error: unknown,
): number {
  const offset = error instanceof katex.ParseError ? error.position : 0;
  const linesBefore = formula.tex.slice(0, offset).split('\n').length - 1;
  return formula.line + (formula.display ? 1 : 0) + linesBefore;
}

/** Why KaTeX refuses a formula under the site's options, and on which line; undefined if it does not. */
export function typesetProblem(formula: Formula): {reason: string; line: number} | undefined {
  try {
    katex.renderToString(formula.tex, {
      ...KATEX_OPTIONS,
      displayMode: formula.display,
      throwOnError: true,
    });
    return undefined;
  } catch (error) {
    return {reason: katexReason(error), line: lineOfError(formula, error)};
  }
}
