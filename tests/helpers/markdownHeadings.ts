/**
 * The headings of a Markdown page as a writer sees them, and the lines they
 * stand among: what is inside fenced code (indented fences, in lists,
 * included) is no heading and gives no anchor.
 */

/** A line of a page outside its fenced code, numbered from 1. */
export interface MarkdownLine {
  text: string;
  line: number;
}

const FENCE = /^\s*(`{3,}|~{3,})/;

/** The lines of a page outside its fenced code blocks. */
export function linesOutsideCode(markdown: string): MarkdownLine[] {
  const lines: MarkdownLine[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const marker = FENCE.exec(text)?.[1];
    if (marker && (fence === undefined || text.trim().startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
    } else if (fence === undefined) {
      lines.push({text, line: index + 1});
    }
  });
  return lines;
}

export interface Heading {
  /** As written, its `{#id}` included. */
  text: string;
  /** The explicit `{#id}` it ends with, if any. */
  id: string | undefined;
  line: number;
}

const HEADING = /^#{1,6} (.*)$/;
const EXPLICIT_ID = /\{#([^}\s]+)\}\s*$/;

/** The headings of a page, in order. */
export function headingsOf(markdown: string): Heading[] {
  return linesOutsideCode(markdown).flatMap(({text, line}) => {
    const heading = HEADING.exec(text)?.[1];
    return heading === undefined ? [] : [{text: heading, id: EXPLICIT_ID.exec(heading)?.[1], line}];
  });
}
