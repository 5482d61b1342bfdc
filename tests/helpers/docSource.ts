import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT} from './paths';

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

/**
 * The file of a doc id under a docs root as a writer opens it: from the
 * repository's folder, with its extension (`docs/study/index.md`).
 */
export function docFile(root: string, doc: string): string {
  const file = ['.mdx', '.md']
    .map((extension) => path.join(root, doc + extension))
    .find((candidate) => existsSync(candidate));
  return path
    .relative(ROOT, file ?? path.join(root, `${doc}.md`))
    .split(path.sep)
    .join('/');
}
