/**
 * Makes each page that shows code import the code block itself, its code
 * highlighted. Docusaurus renders fenced code through the components every
 * Markdown page shares, so the code block came with every doc, also the Study
 * guides and concept pages that have no code at all. Here each fenced block
 * becomes `<OxbowCodeBlock>` with the props the shared component would have
 * passed on and its lines highlighted (plugins/code/highlight.ts), and the page
 * imports `@theme/CodeBlock` under that name: the bundler puts it with the
 * pages that use it, and Docusaurus preloads it with them.
 * src/theme/MDXComponents no longer renders code blocks. Runs after every
 * plugin that fills or titles code blocks.
 */

import {esmImport} from '../shared/esmImport';
import type {MarkdownNode} from '../shared/markdownNode';
import {highlightedLines} from './highlight';

/** The name a page imports the code block under, chosen not to clash with an author's. */
export const CODE_BLOCK_NAME = 'OxbowCodeBlock';
const CODE_BLOCK_MODULE = '@theme/CodeBlock';

interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string;
}

interface JsxElement {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: JsxAttribute[];
  children: [];
}

function attribute(name: string, value: string): JsxAttribute {
  return {type: 'mdxJsxAttribute', name, value};
}

/**
 * The props Docusaurus gives its code component for a fenced block, the
 * language as a class and the meta line as `metastring`, and ours: the code's
 * lines highlighted as HTML, for the language the theme's code block picks
 * (the block's, lower case, or none), one line of HTML per line of text (a
 * line's HTML holds no line break, Prism's tokens are split at each). The code
 * itself is not passed: src/theme/CodeBlock reads it back from the HTML, so a
 * page's chunk carries each sample once.
 */
function codeBlockElement(code: MarkdownNode): JsxElement {
  return {
    type: 'mdxJsxFlowElement',
    name: CODE_BLOCK_NAME,
    attributes: [
      ...(code.lang ? [attribute('className', `language-${code.lang}`)] : []),
      ...(code.meta ? [attribute('metastring', code.meta)] : []),
      attribute(
        'highlighted',
        highlightedLines(code.value ?? '', code.lang?.toLowerCase() ?? 'text').join('\n'),
      ),
    ],
    children: [],
  };
}

/** Replaces every fenced block under `node`; returns how many it replaced. */
function replaceCodeBlocks(node: MarkdownNode): number {
  let replaced = 0;
  node.children?.forEach((child, index, siblings) => {
    if (child.type === 'code') {
      siblings[index] = codeBlockElement(child);
      replaced += 1;
    } else {
      replaced += replaceCodeBlocks(child);
    }
  });
  return replaced;
}

export default function remarkCodeBlocksAsImports(): (tree: MarkdownNode) => void {
  return (tree) => {
    if (replaceCodeBlocks(tree) > 0) {
      tree.children?.unshift(esmImport(CODE_BLOCK_MODULE, CODE_BLOCK_NAME));
    }
  };
}
