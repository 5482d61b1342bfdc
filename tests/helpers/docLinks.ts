import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {headingsOf, linesOutsideCode} from './markdownHeadings';
import {ROOT} from './paths';

/**
 * The links of the docs' Markdown sources, checked against the files they name
 * and the heading ids of those files, so that a broken link or anchor is
 * reported with its file and line before a build (whose own check names only
 * the page's URL, and checks anchors only in a production build).
 */
export interface SourceLink {
  url: string;
  line: number;
}

interface MarkdownNode {
  type: string;
  url?: string;
  position?: {start: {line: number}};
  children?: MarkdownNode[];
}

// Tables need no GFM here: a row's links parse as inline text all the same, and GFM doubles the time.
const parser = unified().use(remarkParse).use(remarkMath).freeze();

/** Every link and image of a Markdown page, code and formulas left out, with its line. */
export function linksIn(markdown: string): SourceLink[] {
  const found: SourceLink[] = [];
  const visit = (node: MarkdownNode): void => {
    if (
      (node.type === 'link' || node.type === 'image' || node.type === 'definition') &&
      node.url !== undefined
    ) {
      found.push({url: node.url, line: node.position?.start.line ?? 0});
    }
    node.children?.forEach(visit);
  };
  visit(parser.parse(markdown));
  return found;
}

const ELEMENT_ID = /\bid=["']([^"']+)["']/g;

/** The anchors a page gives: its headings' `{#id}`s and the ids of its HTML elements. */
export function anchorsIn(markdown: string): Set<string> {
  const ids = new Set<string>();
  for (const {id} of headingsOf(markdown)) {
    if (id !== undefined) {
      ids.add(id);
    }
  }
  for (const {text} of linesOutsideCode(markdown)) {
    for (const [, id] of text.matchAll(ELEMENT_ID)) {
      ids.add(id ?? '');
    }
  }
  return ids;
}

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;
const PAGE = /\.mdx?$/;

function relative(file: string): string {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

/**
 * What is wrong with each link of one page, as `file:line: (link): problem — what to do`.
 * `readPage` gives the Markdown of another page, or undefined when there is none.
 */
export function linkProblems(
  file: string,
  markdown: string,
  readPage: (file: string) => string | undefined = readIfExists,
): string[] {
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (target: string, text: string | undefined): Set<string> => {
    let ids = anchorsOf.get(target);
    if (!ids) {
      ids = anchorsIn(text ?? '');
      anchorsOf.set(target, ids);
    }
    return ids;
  };
  return linksIn(markdown).flatMap(({url, line}) => {
    const place = `${relative(file)}:${String(line)}: (${url})`;
    if (EXTERNAL.test(url) || url === '') {
      return [];
    }
    const [pathPart = '', hash] = url.split('#', 2);
    const anchor = hash === undefined ? '' : decodeURIComponent(hash);
    if (pathPart !== '' && !PAGE.test(pathPart)) {
      if (pathPart.startsWith('/') && existsSync(path.join(ROOT, 'static', pathPart))) {
        return [];
      }
      return [
        `${place}: link a page by its file path with the extension (../fees.md), which the build checks and which works in both languages`,
      ];
    }
    const target =
      pathPart === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(pathPart));
    const text = target === file ? markdown : readPage(target);
    if (text === undefined) {
      return [
        `${place}: no such page, ${relative(target)} — link an existing file by its path relative to this one`,
      ];
    }
    if (anchor !== '' && !anchors(target, text).has(anchor)) {
      const where = target === file ? 'this page' : relative(target);
      return [
        `${place}: ${where} has no heading {#${anchor}} — link one of its {#…} ids, or give the heading that id`,
      ];
    }
    return [];
  });
}

function readIfExists(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
