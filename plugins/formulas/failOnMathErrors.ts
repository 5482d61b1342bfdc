/**
 * A formula KaTeX cannot typeset, named with its page and line.
 *
 * In the production build, rehype-katex reports such a formula as a warning on
 * the file and renders the raw TeX in red; Docusaurus does not print such
 * warnings. `failOnMathErrors` runs after it and turns them into a build
 * failure that names the page, the line and KaTeX's reason.
 *
 * In `npm start` a failure would take the page down with it, so
 * `showMathErrors` runs before rehype-katex instead: it puts an alert naming
 * the place and the reason where the formula stands, and logs a warning. The
 * writer sees the mistake on the page being edited, and the build still fails
 * on it.
 */
import path from 'node:path';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Formula} from './typeset';
import {katexReason, lineOfError, typesetProblem} from './typeset';

const ROOT = path.resolve(__dirname, '..', '..');

interface MathMessage {
  source?: string | null;
  reason: string;
  line?: number | null;
  cause?: unknown;
  /** The math element rehype-katex could not typeset, last. */
  ancestors?: unknown[];
}

interface MarkdownFile {
  path?: string;
  messages: MathMessage[];
}

/** `docs/x.md:12`: the path from the site's folder, as a writer opens it, and the line. */
function placeOf(file: {path?: string}, line: number | null | undefined): string {
  const name = file.path ? path.relative(ROOT, path.resolve(ROOT, file.path)) : '(unknown file)';
  return `${name}:${line === null || line === undefined ? '?' : String(line)}`;
}

const WHAT_TO_DO =
  'Fix the TeX (KaTeX, strict mode: https://katex.org/docs/supported); `npm start` shows each on its page.';

export default function failOnMathErrors() {
  return (_tree: unknown, file: MarkdownFile): void => {
    const errors = file.messages
      .filter((message) => message.source === 'rehype-katex')
      .map((message) => {
        const ancestors = (message.ancestors ?? []).filter(isElement);
        const math = ancestors.at(-1);
        // A displayed formula's `code` has no place of its own; its `pre` has.
        const start =
          message.line ??
          [...ancestors].reverse().find((ancestor) => ancestor.position)?.position?.start.line;
        const formula = math && start ? formulaOf(math, start) : undefined;
        const line = formula ? lineOfError(formula, message.cause) : start;
        return `${placeOf(file, line)}: ${katexReason(message.cause)}`;
      });
    if (errors.length > 0) {
      throw new Error(`KaTeX could not typeset:\n${errors.join('\n')}\n${WHAT_TO_DO}`);
    }
  };
}

function classesOf(element: Element): string[] {
  const value: unknown = element.properties.className;
  return Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? value.split(' ')
      : [];
}

function textOf(node: RootContent): string {
  if (node.type === 'text') {
    return node.value;
  }
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/**
 * The formula an element of the page holds, as rehype-katex finds it: remark-math's inline
 * `code.math-inline` and displayed `pre > code.math-display`, or a ```math block.
 */
function formulaOf(element: Element, line: number): Formula | undefined {
  const code = element.tagName === 'pre' ? element.children.find(isElement) : undefined;
  if (code && classesOf(code).includes('language-math')) {
    return {tex: textOf(code), display: true, line};
  }
  const classes = classesOf(element);
  if (['language-math', 'math-display', 'math-inline'].some((name) => classes.includes(name))) {
    return {
      tex: textOf(element),
      display: classes.includes('math-display'),
      line,
    };
  }
  return undefined;
}

function isElement(node: unknown): node is Element {
  return typeof node === 'object' && node !== null && 'type' in node && node.type === 'element';
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[]) {
  return {type: 'element', tagName, properties, children} satisfies Element;
}

/** What stands in place of a formula KaTeX refused: where it is, why, and its TeX. */
function mathErrorAlert(display: boolean, place: string, reason: string, tex: string): Element {
  const why: ElementContent = {
    type: 'text',
    value: `KaTeX cannot typeset this formula (${place}): ${reason} `,
  };
  const source = element('samp', {}, [{type: 'text', value: tex}]);
  const properties = {role: 'alert', className: ['alert', 'alert--danger']};
  return display
    ? element('div', properties, [element('p', {}, [why]), source])
    : element('span', properties, [why, source]);
}

export function showMathErrors() {
  return (tree: Root, file: {path?: string}): void => {
    const visit = (parent: Root | Element): void => {
      parent.children.forEach((child, index) => {
        if (!isElement(child)) {
          return;
        }
        const formula = formulaOf(child, child.position?.start.line ?? 0);
        if (!formula) {
          visit(child);
          return;
        }
        const problem = typesetProblem(formula);
        if (problem) {
          const place = placeOf(file, problem.line || undefined);
          const tex = formula.tex.trim();
          const oneLine = tex.replace(/\s+/g, ' ');
          console.warn(`[formulas] ${place}: KaTeX cannot typeset ${oneLine}: ${problem.reason}`);
          parent.children[index] = mathErrorAlert(formula.display, place, problem.reason, tex);
        }
      });
    };
    visit(tree);
  };
}
