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
