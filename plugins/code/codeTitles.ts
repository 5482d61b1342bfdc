/**
 * Gives every code block filled from a file (`file=<rootDir>/examples/…`) a
 * title naming that file, so a reader can find the sample in the repository
 * and an author cannot forget it. A block's own `title="…"` wins.
 */
import {withFileTitle} from './codeMeta';
import type {MarkdownNode} from '../shared/markdownNode';

function addTitles(node: MarkdownNode): void {
  if (node.type === 'code') {
    if (node.meta) {
      node.meta = withFileTitle(node.meta);
    }
    return;
  }
  node.children?.forEach(addTitles);
}

export default function remarkCodeTitles(): (tree: MarkdownNode) => void {
  return addTitles;
}
