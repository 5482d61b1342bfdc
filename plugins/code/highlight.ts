/**
 * Highlights code at build time: Prism's core and the six languages our pages
 * use, run once per block while the page compiles. The page gets each line as
 * a string of HTML (plugins/code/codeBlocksAsImports.ts) and React sets it as
 * it is (src/prism), so no reader's browser downloads Prism, tokenises a sample
 * or hydrates a span per token.
 */
import type {ElementContent} from 'hast';
import {toHtml} from 'hast-util-to-html';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-solidity';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import {linesOfTokens, type CodeToken} from './prismTokens';

export function tokenize(code: string, language: string): CodeToken[][] {
  const grammar = Prism.languages[language];
  const stream = grammar ? Prism.tokenize(code, grammar) : code;
  return linesOfTokens(stream);
}

/** A token as HTML: text outside every token needs no element (no colour rule names `plain`). */
function tokenNode(token: CodeToken): ElementContent {
  const text: ElementContent = {type: 'text', value: token.content};
  if (token.types.length === 1 && token.types[0] === 'plain') {
    return text;
  }
  return {
    type: 'element',
    tagName: 'span',
    properties: {className: ['token', ...token.types]},
    children: [text],
  };
}

/** Each line of `code` as HTML, tokens as `<span class="token …">` the code colours style. */
export function highlightedLines(code: string, language: string): string[] {
  return tokenize(code, language).map((line) =>
    toHtml({type: 'root', children: line.map(tokenNode)}),
  );
}
