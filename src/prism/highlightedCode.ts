import {createContext, type CSSProperties} from 'react';

/**
 * A code block's code and its lines as HTML, highlighted when the page was
 * compiled (plugins/code/codeBlocksAsImports.ts), and the room the code takes
 * (src/prism/codeSize.ts): src/theme/CodeBlock works them out once per block
 * and hands them down to the theme's code block, whose `Highlight`
 * (src/prism) sets them.
 */
export interface HighlightedCode {
  code: string;
  lines: string[];
  style: CSSProperties;
}

export const HighlightedCodeContext = createContext<HighlightedCode | null>(null);

const TAG = /<[^>]*>/g;
const CHARACTER_REFERENCE = /&#(x[0-9a-f]+|\d+);/gi;

/**
 * The text of a line of highlighted HTML: its tags dropped and the characters
 * hast-util-to-html wrote as references (`&#x3C;`, `&#x26;`) restored. A page
 * carries each sample once, as HTML, and the code comes back from it.
 */
export function textOfHighlightedLine(html: string): string {
  return html
    .replace(TAG, '')
    .replace(CHARACTER_REFERENCE, (_reference, number: string) =>
      String.fromCodePoint(
        number[0] === 'x' || number[0] === 'X' ? parseInt(number.slice(1), 16) : Number(number),
      ),
    );
}
