/**
 * Reading and completing the meta line of a fenced code block
 * (```ts file=<rootDir>/examples/sdk/v3/quoting.ts#L12-L30 title="…").
 */

/** The title a block gives itself with `title="…"` (or single quotes, as Docusaurus allows). */
export function explicitTitle(meta: string): string | undefined {
  return /(?:^|\s)title=(["'])(.*?)\1/.exec(meta)?.[2];
}

/**
 * The meta line with a title naming the sample's file (and its lines, GitHub
 * style: `examples/sdk/v3/quoting.ts#L12-L30`), unless the block has a title
 * of its own: every sample filled from a file says where it comes from.
 */
export function withFileTitle(meta: string): string {
  const source = /(?:^|\s)file=<rootDir>\/(\S+)/.exec(meta)?.[1];
  if (source === undefined || explicitTitle(meta) !== undefined) {
    return meta;
  }
  return `${meta.trimEnd()} title="${source}"`;
}

/** Whether the meta line asks for line numbers (`showLineNumbers`, as Docusaurus spells it). */
export function showsLineNumbers(meta: string): boolean {
  return /(?:^|\s)showLineNumbers(?:\s|$|=)/.test(meta);
}

/**
 * The lines the meta line marks (`{3,5-7}`, numbered from 1), in order, each once; the title is
 * read past, so braces in it mark nothing.
 */
export function markedLines(meta: string): number[] {
  const withoutTitle = meta.replace(/(?:^|\s)title=(["']).*?\1/, ' ');
  const ranges = /(?:^|\s)\{([\d\s,-]+)\}(?:\s|$)/.exec(withoutTitle)?.[1];
  if (ranges === undefined) {
    return [];
  }
  const lines = new Set<number>();
  for (const range of ranges.split(',')) {
    const [first = '', last = first] = range.split('-').map((end) => end.trim());
    for (let line = Number(first); line <= Number(last); line += 1) {
      lines.add(line);
    }
  }
  return [...lines].filter((line) => line > 0).sort((a, b) => a - b);
}
