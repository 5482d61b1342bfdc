/**
 * Prism's core and the six languages our pages use (about 8 KB brotli): what a
 * code block needs only when it renders its lines itself. The server always
 * does; in the browser a page first rendered from its HTML keeps the server's
 * tokens (src/serverMarkup), so src/prism/index.tsx loads this module when a
 * block first has to render on its own, and the browser prefetches it, at the
 * lowest priority, once a page with code has loaded.
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
