/**
 * Hands each typeset formula to React as one string of HTML instead of a tree
 * of elements. KaTeX writes a dozen nested spans per symbol: as JSX they made
 * math pages the slowest to hydrate (the worst had 2,700 elements, most of
 * them KaTeX's) and the heaviest to download. As `dangerouslySetInnerHTML`
 * React neither builds nor compares them, and the server renders the same
 * markup. A page with formulas also imports KaTeX's stylesheet, which pages
 * without formulas never load (plugins/formulas/index.ts). Runs after rehype-katex and
 * failOnMathErrors.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {esmImport} from '../shared/esmImport';

interface MdxJsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string | MdxJsxExpression;
}

interface MdxJsxExpression {
  type: 'mdxJsxAttributeValueExpression';
  value: string;
  data: {estree: unknown};
}

interface MdxJsxElement {
  type: 'mdxJsxTextElement';
  name: string;
  attributes: MdxJsxAttribute[];
  children: [];
}

type Parent = Root | Element;

/**
 * Resolved by plugins/formulas/index.ts to KaTeX's stylesheet as the site ships it; a
 * page imports it for its effect, and the bundler links it with the page.
 */
export const KATEX_STYLESHEET_MODULE = '@oxbow/katex.css';

function classesOf(node: Element): string[] {
  const value: unknown = node.properties.className;
  if (Array.isArray(value)) {
    return value.map(String);
  }
  return typeof value === 'string' ? value.split(' ') : [];
}

function isFormula(node: Element): boolean {
  return classesOf(node).some((name) => name === 'katex' || name === 'katex-display');
}

/** `{__html: "…"}` as the estree MDX compiles to JavaScript. */
function innerHtmlExpression(html: string): MdxJsxExpression {
  const literal = JSON.stringify(html);
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: `{__html: ${literal}}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'ObjectExpression',
              properties: [
                {
                  type: 'Property',
                  kind: 'init',
                  method: false,
                  shorthand: false,
                  computed: false,
                  key: {type: 'Identifier', name: '__html'},
                  value: {type: 'Literal', value: html, raw: literal},
                },
              ],
            },
          },
        ],
      },
    },
  };
}

export function formulaAsHtml(node: Element): MdxJsxElement {
  return {
    type: 'mdxJsxTextElement',
    name: node.tagName,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: classesOf(node).join(' ')},
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: innerHtmlExpression(toHtml(node.children)),
      },
    ],
    children: [],
  };
}

/** Replaces every formula under `parent`; returns how many it replaced. */
function replaceFormulas(parent: Parent): number {
  let replaced = 0;
  parent.children = parent.children.map((child: RootContent | ElementContent) => {
    if (child.type !== 'element') {
      return child;
    }
    if (isFormula(child)) {
      replaced += 1;
      return formulaAsHtml(child);
    }
    replaced += replaceFormulas(child);
    return child;
  }) as typeof parent.children;
  return replaced;
}

export default function katexAsHtml() {
  return (tree: Root): void => {
    if (replaceFormulas(tree) > 0) {
      // MDX's syntax tree carries its imports among the content, whatever hast's types say.
      (tree.children as unknown[]).unshift(esmImport(KATEX_STYLESHEET_MODULE));
    }
  };
}
