/**
 * Measures how much prose a Markdown/MDX page carries, so that tests can hold
 * every page to a floor. Code, math, markup, link targets and front matter do
 * not count: only the words a reader reads.
 */

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;
// The body may be empty: a block filled from a file is just its opening and closing lines.
const FENCED_CODE = /^(```|~~~)[^\n]*\n(?:[\s\S]*?\n)??\1[^\n]*$/gm;
const DISPLAY_MATH = /\$\$[\s\S]*?\$\$/g;
const INLINE_MATH = /\$[^$\n]+\$/g;
const INLINE_CODE = /`[^`\n]*`/g;
const MODULE_LINE = /^(import|export)\s.*$/gm;
const JSX_OR_HTML_TAG = /<\/?[A-Za-z][^>]*>/g;
const LINK_TARGET = /\]\([^)]*\)/g;
const ADMONITION_FENCE = /^:::[\w-]*/gm;

/** The prose of a page: what remains once code, math, markup and link targets are removed. */
export function proseOf(markdown: string): string {
  return markdown
    .replace(FRONT_MATTER, '')
    .replace(FENCED_CODE, ' ')
    .replace(DISPLAY_MATH, ' ')
    .replace(INLINE_MATH, ' ')
    .replace(INLINE_CODE, ' ')
    .replace(MODULE_LINE, ' ')
    .replace(JSX_OR_HTML_TAG, ' ')
    .replace(LINK_TARGET, '] ')
    .replace(ADMONITION_FENCE, ' ');
}

/** Words in Latin script (numbers included), as an English reader counts them. */
export function englishWordCount(markdown: string): number {
  return proseOf(markdown).match(/[A-Za-z0-9]+(?:['’.,-][A-Za-z0-9]+)*/g)?.length ?? 0;
}

/** Chinese characters (Han script) in the prose. */
export function chineseCharCount(markdown: string): number {
  return proseOf(markdown).match(/\p{Script=Han}/gu)?.length ?? 0;
}
