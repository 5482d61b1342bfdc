import {createContext} from 'react';

/**
 * A code block's code and its lines as HTML, highlighted when the page was
 * compiled (plugins/code/codeBlocksAsImports.ts): src/theme/CodeBlock hands
 * them down to the theme's code block, whose `Highlight` (src/prism) sets them.
 */
export interface HighlightedCode {
  code: string;
  lines: string[];
}

export const HighlightedCodeContext = createContext<HighlightedCode | null>(null);
