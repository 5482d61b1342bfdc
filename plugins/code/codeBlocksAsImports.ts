/**
 * Makes each page that shows code import the code block itself, its code
 * highlighted. Docusaurus renders fenced code through the components every
 * Markdown page shares, so the code block came with every doc, also the Study
 * guides and concept pages that have no code at all. Here each fenced block
 * becomes `<OxbowCodeBlock>` with its meta line read and its lines highlighted
 * (plugins/code/highlight.ts), and the page
 * imports `@theme/CodeBlock` under that name: the bundler puts it with the
 * pages that use it, and Docusaurus preloads it with them.
 * src/theme/MDXComponents no longer renders code blocks. Runs after every
 * plugin that fills or titles code blocks.
 */

import {esmImport} from '../shared/esmImport';
import type {MarkdownNode} from '../shared/markdownNode';
import {highlightedLines} from './highlight';
import {explicitTitle, markedLines, showsLineNumbers} from './codeMeta';

/** The name a page imports the code block under, chosen not to clash with an author's. */
export const CODE_BLOCK_NAME = 'OxbowCodeBlock';
const CODE_BLOCK_MODULE = '@theme/CodeBlock';

interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  /** `null` for an attribute written bare, which MDX passes as `true`. */
  value: string | null;
}

interface JsxElement {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: JsxAttribute[];
  children: [];
}

function attribute(name: string, value: string | null): JsxAttribute {
  return {type: 'mdxJsxAttribute', name, value};
}

/** The theme's magic comments, which mark lines in the code itself; ours are marked in the meta line. */
const MAGIC_COMMENT = /highlight-(next-line|start|end)/;

/**
 * The props of our code block (src/theme/CodeBlock) for a fenced block: its
 * language (lower case, `text` without one), what its meta line asks for (a
 * title, line numbers, marked lines) and its lines highlighted as HTML, one
 * line of HTML per line of text (a line's HTML holds no line break, Prism's
 * tokens are split at each). The code itself is not passed: the code block
 * reads it back from the HTML, so a page's chunk carries each sample once.
 */
function codeBlockElement(code: MarkdownNode): JsxElement {
  const text = code.value ?? '';
  const language = code.lang?.toLowerCase() ?? 'text';
  const meta = code.meta ?? '';
  const magicComment = MAGIC_COMMENT.exec(text)?.[0];
  if (magicComment !== undefined) {
    throw new Error(
      `A code block marks lines with a magic comment (${magicComment}), which this site ` +
        'does not read: mark them in the meta line instead, {3,5-7}.',
    );
  }
  const title = explicitTitle(meta);
  const marked = markedLines(meta);
  return {
    type: 'mdxJsxFlowElement',
    name: CODE_BLOCK_NAME,
    attributes: [
      attribute('language', language),
      ...(title === undefined ? [] : [attribute('title', title)]),
      ...(showsLineNumbers(meta) ? [attribute('showLineNumbers', null)] : []),
      ...(marked.length > 0 ? [attribute('markedLines', marked.join(','))] : []),
      attribute('highlighted', highlightedLines(text, language).join('\n')),
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
