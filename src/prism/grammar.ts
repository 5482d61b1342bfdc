/**
 * Prism's core and the six languages our pages use (about 8 KB brotli), in the
 * code block's chunk: pages without code load neither.
 */
import './manual';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-solidity';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import {linesOfTokens, type CodeToken} from '../lib/prismTokens';

export {Prism};

export function tokenize(code: string, language: string): CodeToken[][] {
  const grammar = Prism.languages[language];
  const stream = grammar ? Prism.tokenize(code, grammar) : code;
  return linesOfTokens(stream);
}
