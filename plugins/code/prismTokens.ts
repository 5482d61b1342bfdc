/**
 * Turns Prism's token stream into lines of flat tokens, which
 * plugins/code/highlight.ts writes as HTML: each token carries the types of every token
 * it is nested in (with their aliases), and text outside any token is "plain". An
 * empty line has no tokens.
 */
export interface CodeToken {
  types: string[];
  content: string;
}

export interface PrismTokenLike {
  type: string;
  alias?: string | string[];
  content: PrismStream;
}

export type PrismStream = string | PrismTokenLike | PrismStream[];

export function linesOfTokens(stream: PrismStream): CodeToken[][] {
  const lines: CodeToken[][] = [[]];
  const visit = (node: PrismStream, types: string[]): void => {
    if (typeof node === 'string') {
      node.split(/\r\n|\r|\n/).forEach((part, index) => {
        if (index > 0) {
          lines.push([]);
        }
        if (part !== '') {
          lines[lines.length - 1]?.push({
            types: types.length > 0 ? types : ['plain'],
            content: part,
          });
        }
      });
      return;
    }
    if (Array.isArray(node)) {
      for (const child of node) {
        visit(child, types);
      }
      return;
    }
    const aliases = node.alias === undefined ? [] : ([] as string[]).concat(node.alias);
    visit(node.content, [...types, node.type, ...aliases]);
  };
  visit(stream, []);
  return lines;
}

export interface ThemeStyle {
  types: string[];
  languages?: string[];
  style: Record<string, string | number | undefined>;
}

export interface CodeTheme {
  plain: Record<string, string | number | undefined>;
  styles: ThemeStyle[];
}

function declarations(style: Record<string, string | number | undefined>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${String(value)}`,
    )
    .join(';');
}

/**
 * A code theme as CSS for one colour mode: the block's colours as the
 * variables the code block container reads, each token type as a class rule.
 * Later entries win over earlier ones, as in the theme object.
 */
export function codeThemeCss(theme: CodeTheme, colourMode: 'light' | 'dark'): string {
  const scope = `html[data-theme='${colourMode}']`;
  const rules = [
    `${scope}{--prism-color:${String(theme.plain.color ?? 'inherit')};--prism-background-color:${String(theme.plain.backgroundColor ?? 'transparent')}}`,
  ];
  for (const entry of theme.styles) {
    const body = declarations(entry.style);
    if (body === '') {
      continue;
    }
    const blocks = entry.languages?.map((language) => `.prism-code.language-${language}`) ?? [
      '.prism-code',
    ];
    const selectors = blocks.flatMap((block) =>
      entry.types.map((type) => `${scope} ${block} .token.${type}`),
    );
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return `${rules.join('\n')}\n`;
}
