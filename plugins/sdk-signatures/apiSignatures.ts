/**
 * Fills code blocks of the SDK reference from the packages' type declarations
 * at build time, so a signature on a page is always the installed one:
 *
 *   ```ts api="v3-sdk:Pool#getOutputAmount"      → the method's declaration
 *   ```ts api="v3-sdk:SwapOptions"               → the whole interface
 *   ```ts api-import="v3-sdk:Pool"               → import {Pool} from '@uniswap/v3-sdk';
 *
 * A reference to something the package does not export fails the build.
 */
import {importLine, resolveApiReference} from './sdkApi';
import type {MarkdownNode} from '../shared/markdownNode';

function fill(node: MarkdownNode): void {
  if (node.type === 'code') {
    const meta = node.meta ?? '';
    const signature = /\bapi="([^"]+)"/.exec(meta)?.[1];
    const importOf = /\bapi-import="([^"]+)"/.exec(meta)?.[1];
    if (signature) {
      node.value = resolveApiReference(signature);
    } else if (importOf) {
      node.value = importLine(importOf);
    }
    return;
  }
  node.children?.forEach(fill);
}

export default function remarkApiSignatures(): (tree: MarkdownNode) => void {
  return fill;
}
