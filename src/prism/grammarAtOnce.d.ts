// Resolved by config/prism.ts: src/prism/grammar.ts for the server, src/prism/grammarLater.ts for the browser.
declare module '@oxbow/prism-grammar-at-once' {
  import type {CodeToken} from '@site/src/lib/prismTokens';

  /** Prism's tokenizer when the bundle carries it, or null when it is loaded on demand. */
  export const tokenize: ((code: string, language: string) => CodeToken[][]) | null;
}
