/**
 * Line-level edits of a page's YAML front matter that leave every other byte
 * of the file as it was, so a restamp shows up in review as the one line it
 * changed. Only top-level keys are handled: a key's block is its own line plus
 * the indented lines under it.
 */

const OPENING = /^---\r?\n/;
const CLOSING = /\r?\n---(\r?\n|$)/;

interface Split {
  lines: string[];
  /** Everything from the closing `---` on. */
  rest: string;
}

function split(text: string): Split | undefined {
  if (!OPENING.test(text)) {
    return undefined;
  }
  const bodyStart = text.indexOf('\n') + 1;
  const closing = CLOSING.exec(text.slice(bodyStart - 1));
  if (!closing) {
    return undefined;
  }
  const end = bodyStart - 1 + closing.index;
  const block = text.slice(bodyStart, end);
  return {lines: block === '' ? [] : block.split('\n'), rest: text.slice(end)};
}

function withoutKeys(lines: readonly string[], keys: readonly string[]): string[] {
  const kept: string[] = [];
  let dropping = false;
  for (const line of lines) {
    const key = /^([A-Za-z0-9_-]+)\s*:/.exec(line)?.[1];
    if (key !== undefined) {
      dropping = keys.includes(key);
    } else if (!/^\s/.test(line) && line.trim() !== '') {
      dropping = false;
    }
    if (!dropping) {
      kept.push(line);
    }
  }
  return kept;
}

/** The file with the given top-level front matter keys removed. */
export function removeFrontMatterKeys(text: string, keys: readonly string[]): string {
  const parts = split(text);
  if (!parts) {
    return text;
  }
  return ['---', ...withoutKeys(parts.lines, keys)].join('\n') + parts.rest;
}

/**
 * The file with each key set to its YAML lines (`['translated_from: 3fa4…']`),
 * replacing the key where it was or adding it at the end of the front matter.
 */
export function setFrontMatterKeys(text: string, entries: Record<string, string[]>): string {
  const parts = split(text);
  if (!parts) {
    throw new Error('The page has no front matter to set keys in');
  }
  let lines = [...parts.lines];
  for (const [key, yaml] of Object.entries(entries)) {
    const at = lines.findIndex((line) => new RegExp(`^${key}\\s*:`).test(line));
    if (at === -1) {
      lines = [...lines, ...yaml];
    } else {
      const before = lines.slice(0, at);
      const after = withoutKeys(lines.slice(at), [key]);
      lines = [...before, ...yaml, ...after];
    }
  }
  return ['---', ...lines].join('\n') + parts.rest;
}
