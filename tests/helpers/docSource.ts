import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The Markdown or MDX source of a doc id under a docs root. */
export function readDoc(root: string, doc: string): string {
  for (const extension of ['.md', '.mdx']) {
    try {
      return readFileSync(path.join(root, doc + extension), 'utf8');
    } catch {
      // Try the next extension.
    }
  }
  throw new Error(`No source for ${doc} under ${root}`);
}
