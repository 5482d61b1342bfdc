/**
 * The Markdown twin of a doc: the page's own source as a reader (or a language
 * model) can use it outside the site. Code samples filled at build time are
 * written out, links point at the published pages, math stays TeX, and what
 * only the site can render (MDX imports, interactive components, heading ids)
 * is left out. The "Copy page as Markdown" button and llms-full.txt serve it.
 */
import {explicitTitle, withFileTitle} from '../code/codeMeta';

export interface TwinPage {
  title: string;
  description: string;
  /** The page's absolute URL. */
  url: string;
  /** "Source" in the page's language, the label of the line with the page's URL. */
  sourceLabel: string;
}

export interface TwinResolvers {
  /** The code a block is filled with at build time (from its meta line); undefined for a block written on the page. */
  code: (meta: string) => string | undefined;
  /** The absolute URL of a link target written on the page; undefined leaves the target as written. */
  link: (target: string) => string | undefined;
  /** The Markdown the site generates in place of a directive line (`::abi{…}`); undefined for any other line. */
  generated?: (line: string) => string | undefined;
}

const FENCE = /^(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;
const MDX_IMPORT = /^import\s.+\sfrom\s+['"][^'"]+['"];?\s*$/;
const COMPONENT_LINE = /^<[A-Z][\w.]*(\s[^>]*)?\/>\s*$/;
const HEADING_ID = /^(#{1,6}\s.*?)\s*\{#[^}\s]+\}\s*$/;
const INLINE_LINK = /\]\(([^()\s]+)((?:\s+"[^"]*")?)\)/g;
const CODE_SPAN = /(`+)[\s\S]*?\1/g;

/** Rewrites link targets outside inline code spans. */
function rewriteLinks(line: string, link: TwinResolvers['link']): string {
  const rewrite = (text: string): string =>
    text.replace(
      INLINE_LINK,
      (_whole, target: string, linkTitle: string) => `](${link(target) ?? target}${linkTitle})`,
    );
  let result = '';
  let last = 0;
  for (const span of line.matchAll(CODE_SPAN)) {
    result += rewrite(line.slice(last, span.index)) + span[0];
    last = span.index + span[0].length;
  }
  return result + rewrite(line.slice(last));
}

/** A fence longer than any backtick run in the code, so the code cannot close it. */
function fenceFor(code: string): string {
  const longest = Math.max(0, ...Array.from(code.matchAll(/`+/g), (run) => run[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

function codeBlock(language: string, meta: string, code: string): string[] {
  const title = explicitTitle(withFileTitle(meta));
  const fence = fenceFor(code);
  const info = [language, title === undefined ? '' : `title="${title}"`].filter(Boolean).join(' ');
  return [`${fence}${info}`, ...code.replace(/\n$/, '').split('\n'), fence];
}

function body(content: string, resolvers: TwinResolvers): string[] {
  const lines = content.replace(/\r\n/g, '\n').split('\n');
  const output: string[] = [];
  // Left-out lines leave runs of blank lines behind; code keeps its own.
  const pushProse = (text: string): void => {
    if (text.trim() !== '' || (output.length > 0 && output[output.length - 1] !== '')) {
      output.push(text);
    }
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const fence = FENCE.exec(line);
    if (fence) {
      const [, marker = '```', language = '', meta = ''] = fence;
      const written: string[] = [];
      let end = index + 1;
      while (end < lines.length && !(lines[end] ?? '').startsWith(marker)) {
        written.push(lines[end] ?? '');
        end += 1;
      }
      output.push(...codeBlock(language, meta, resolvers.code(meta) ?? written.join('\n')));
      index = end;
    } else if (!MDX_IMPORT.test(line) && !COMPONENT_LINE.test(line)) {
      const generated = resolvers.generated?.(line);
      for (const text of generated === undefined ? [line] : generated.split('\n')) {
        pushProse(rewriteLinks(text.replace(HEADING_ID, '$1'), resolvers.link));
      }
    }
  }
  return output;
}

/** The twin of a page, from its Markdown without the front matter. */
export function markdownTwin(content: string, page: TwinPage, resolvers: TwinResolvers): string {
  const lines = [
    `# ${page.title}`,
    '',
    ...(page.description === '' ? [] : [`> ${page.description}`, '']),
    `${page.sourceLabel}: ${page.url}`,
    '',
    ...body(content, resolvers),
  ];
  while (lines[lines.length - 1] === '') {
    lines.pop();
  }
  return `${lines.join('\n')}\n`;
}
