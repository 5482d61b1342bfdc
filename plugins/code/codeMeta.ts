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
