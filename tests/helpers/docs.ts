import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Relative paths of the Markdown/MDX files under a docs root, without extension. */
export function listDocFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (/\.mdx?$/.test(entry.name)) {
        found.push(
          path
            .relative(root, full)
            .replace(/\.mdx?$/, '')
            .split(path.sep)
            .join('/'),
        );
      }
    }
  };
  walk(root);
  return found.sort();
}

/** The URL path Docusaurus gives a doc file when docs are served from the site root. */
export function docRoute(docPath: string): string {
  return docPath.endsWith('/index') || docPath === 'index'
    ? `/${docPath.replace(/\/?index$/, '')}/`.replace(/^\/\/$/, '/')
    : `/${docPath}`;
}

/** The SDK pages that teach with runnable samples: the landing page, the overviews and every guide. */
export const SDK_GUIDES: readonly string[] = listDocFiles(
  path.join(__dirname, '..', '..', 'docs'),
).filter(
  (doc) =>
    doc === 'sdk/index' ||
    doc === 'sdk/v2/overview' ||
    doc === 'sdk/v3/overview' ||
    doc.startsWith('sdk/v2/guides/') ||
    doc.startsWith('sdk/v3/guides/'),
);
