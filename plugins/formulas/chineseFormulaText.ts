import path from 'node:path';
import type {Node} from 'unist';
import {englishWordsIn} from '../shared/englishWords';

/**
 * A Chinese page writes the words inside its formulas in Chinese: KaTeX sets `\text{虚拟}` in the
 * page's own font, and an English `\text{otherwise}` is the one English phrase a Chinese reader
 * meets in the middle of a formula. Code names (`\text{sqrtPriceX96}`, `reserve0`) and the terms the
 * glossary keeps in Latin script stay; a code name that is a plain English word goes in
 * `\texttt{…}`, as code does. This remark plugin fails the build on any other English word in
 * `\text{}` (or `\textrm`, `\mathrm`, `\textit`, `\textbf`, `\mbox`) of a page under i18n/zh/,
 * naming the file, the line and the words.
 */
const WORDS_IN_FORMULA = /\\(?:text|textrm|mathrm|textit|textbf|mbox)\{([^{}]*)\}/g;
const CHINESE_PAGES = `${path.sep}i18n${path.sep}zh${path.sep}`;

interface MathNode extends Node {
  value: string;
}

function isMath(node: Node): node is MathNode {
  return (node.type === 'math' || node.type === 'inlineMath') && 'value' in node;
}

function mathNodes(node: Node): MathNode[] {
  const children = 'children' in node && Array.isArray(node.children) ? node.children : [];
  return [...(isMath(node) ? [node] : []), ...(children as Node[]).flatMap(mathNodes)];
}

/** The English words inside the text of one formula, in order. */
export function englishInFormula(tex: string): string[] {
  return Array.from(tex.matchAll(WORDS_IN_FORMULA), (match) =>
    englishWordsIn(match[1] ?? ''),
  ).flat();
}

export default function chineseFormulaText() {
  return (tree: Node, file: {path?: string}): void => {
    if (!file.path?.includes(CHINESE_PAGES)) {
      return;
    }
    const problems = mathNodes(tree).flatMap((node) => {
      const words = englishInFormula(node.value);
      return words.length === 0
        ? []
        : [`${file.path ?? ''}:${String(node.position?.start.line ?? '?')} ${words.join(', ')}`];
    });
    if (problems.length > 0) {
      throw new Error(
        `English words in a Chinese page's formula: write them in Chinese, or a code name in \\texttt{…}:\n${problems.join('\n')}`,
      );
    }
  };
}
