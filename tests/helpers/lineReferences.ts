/**
 * Which lines of a code sample a page's text talks about ("lines 37 and 39",
 * "Lines 12–15", "第 43、44 行", "第 18 到 20 行"), so that the lines a code
 * block highlights can be checked against what the text really refers to.
 */

const NUMBER = String.raw`\d+`;
const JOIN_EN = String.raw`(?:\s*(?:,|and|or|to|–|-)\s*)`;
const JOIN_ZH = String.raw`(?:\s*(?:、|，|,|和|或|到|至|–|-)\s*)`;

const ENGLISH = new RegExp(String.raw`\blines?\s+(${NUMBER}(?:${JOIN_EN}${NUMBER})*)`, 'gi');
const CHINESE = new RegExp(
  String.raw`第\s*(${NUMBER}(?:${JOIN_ZH}(?:第\s*)?${NUMBER})*)\s*行`,
  'g',
);

/** The numbers of a list like "26 to 33", "39, 68 and 85" or "43、44": ranges expanded. */
function expand(list: string): number[] {
  const lines: number[] = [];
  const tokens = Array.from(list.matchAll(/\d+|to|到|至|–|-/g), (match) => match[0]);
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] ?? '';
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    if (/^\d+$/.test(token) && next !== undefined && !/^\d+$/.test(next) && after !== undefined) {
      for (let line = Number(token); line <= Number(after); line += 1) {
        lines.push(line);
      }
      index += 2;
    } else if (/^\d+$/.test(token)) {
      lines.push(Number(token));
    }
  }
  return lines;
}

/** Every line number the text refers to, in English or Chinese. */
export function referencedLines(text: string): Set<number> {
  const found = new Set<number>();
  for (const pattern of [ENGLISH, CHINESE]) {
    for (const match of text.matchAll(pattern)) {
      expand(match[1] ?? '').forEach((line) => found.add(line));
    }
  }
  return found;
}

/** The lines a code block's meta highlights: `{34,37-39}` → 34, 37, 38, 39. */
export function highlightedLines(meta: string): number[] {
  const range = /\{([\d,-]+)\}/.exec(meta)?.[1];
  if (range === undefined) {
    return [];
  }
  return range.split(',').flatMap((part) => {
    const [from = '', to = from] = part.split('-');
    const lines: number[] = [];
    for (let line = Number(from); line <= Number(to); line += 1) {
      lines.push(line);
    }
    return lines;
  });
}
