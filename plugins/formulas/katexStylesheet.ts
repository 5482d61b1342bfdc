/**
 * A page with formulas imports KaTeX's stylesheet for its effect, and the
 * bundler links it with the page; pages without formulas never load it
 * (plugins/formulas/index.ts). Runs after rehype-katex and failOnMathErrors.
 */
import type {Element, Root, RootContent} from 'hast';
import {esmImport} from '../shared/esmImport';

/**
 * Resolved by plugins/formulas/index.ts to KaTeX's stylesheet as the site ships it.
 */
export const KATEX_STYLESHEET_MODULE = '@oxbow/katex.css';

function isFormula(node: Element): boolean {
  const value: unknown = node.properties.className;
  const classes = Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? value.split(' ')
      : [];
  return classes.some((name) => name === 'katex' || name === 'katex-display');
}

function hasFormula(node: Root | RootContent): boolean {
  if (node.type === 'element' && isFormula(node)) {
    return true;
  }
  return 'children' in node && node.children.some(hasFormula);
}

export default function katexStylesheet() {
  return (tree: Root): void => {
    if (hasFormula(tree)) {
      // MDX's syntax tree carries its imports among the content, whatever hast's types say.
      (tree.children as unknown[]).unshift(esmImport(KATEX_STYLESHEET_MODULE));
    }
  };
}
