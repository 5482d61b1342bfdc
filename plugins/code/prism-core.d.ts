// prismjs ships no types; these are the parts plugins/code/highlight.ts uses.
declare module 'prismjs/components/prism-core' {
  interface PrismToken {
    type: string;
    alias?: string | string[];
    content: PrismStream;
  }
  type PrismStream = string | PrismToken | PrismStream[];
  type Grammar = Record<string, unknown>;
  const Prism: {
    languages: Record<string, Grammar | undefined>;
    tokenize: (text: string, grammar: Grammar) => PrismStream[];
  };
  export default Prism;
}
