import {readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * Every file under a directory, as paths relative to it with forward slashes,
 * sorted. The one directory walk of the scripts and tests.
 */
export function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(dir, relative), {withFileTypes: true})) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        walk(child);
      } else if (entry.isFile()) {
        found.push(child);
      }
    }
  };
  walk('');
  return found.sort();
}

/** The Markdown and MDX files under a directory, relative to it. */
export function markdownFilesUnder(dir: string): string[] {
  return filesUnder(dir).filter((file) => /\.mdx?$/.test(file));
}
