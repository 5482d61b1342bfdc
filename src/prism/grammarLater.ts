/**
 * What the browser's bundle has of Prism at once: nothing. src/prism/index.tsx
 * loads src/prism/grammar.ts when a code block first needs it.
 */
export const tokenize = null;
