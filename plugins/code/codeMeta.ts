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

/**
 * The code remark-code-import fills a block with: the whole file without its
 * final newline, or the lines of `#L12-L30` (`#L12` alone is one line,
 * `#L12-` runs to the end). `readFile` reads a path relative to the project root.
 */
export function importedCode(
  meta: string,
  readFile: (relativePath: string) => string,
): string | undefined {
  const token = meta.split(/(?<!\\) /).find((part) => part.startsWith('file=<rootDir>/'));
  const parts = token
    ? /^file=<rootDir>\/(?<file>.+?)(?:#L(?<from>\d+)(?<dash>-)?(?:L(?<to>\d+))?)?$/.exec(token)
        ?.groups
    : undefined;
  if (!parts?.file) {
    return undefined;
  }
  const lines = readFile(parts.file.replace(/\\ /g, ' ')).split('\n');
  const from = parts.from ? Number(parts.from) : 1;
  const runsToEnd = parts.from === undefined || parts.dash !== undefined;
  const lastLine = lines[lines.length - 1] === '' ? lines.length - 1 : lines.length;
  const to = parts.to ? Number(parts.to) : runsToEnd ? lastLine : from;
  return lines.slice(from - 1, to).join('\n');
}
