import path from 'node:path';
import {markdownFilesUnder} from '../../scripts/lib/files';

/** Relative paths of the Markdown/MDX files under a docs root, without extension. */
export function listDocFiles(root: string): string[] {
  return markdownFilesUnder(root)
    .map((file) => file.replace(/\.mdx?$/, ''))
    .sort();
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
