/**
 * Finds English words left in Chinese text. Product names, acronyms, code
 * identifiers and version tags are allowed; ordinary English words are not.
 */

const WORD = /[A-Za-z][A-Za-z0-9_]*(?:['’-][A-Za-z0-9_]+)*/g;

/** Terms that stay in Latin script in Chinese copy. */
export const LATIN_TERMS_ALLOWED_IN_CHINESE: readonly string[] = [
  'Oxbow',
  // The protocol Oxbow's design comes from, named in the Contract section's "从 Uniswap 转到 Oxbow".
  'Uniswap',
  'SDK',
  'API',
  'TypeScript',
  'JavaScript',
  'Solidity',
  'calldata',
  'NFT',
  'LP',
  'Gas',
  'DEX',
  'TWAP',
  'MEV',
  'Web3',
  'ID',
  'URL',
  'RPC',
  'ERC',
  // A file format, named like TypeScript ("复制本页 Markdown").
  'Markdown',
  // The glossary keeps the v3 price step as “tick”.
  'tick',
];

function looksLikeIdentifier(word: string): boolean {
  // Versions (v2, V3), ALLCAPS acronyms, standards (ERC-20), camel/Pascal-case code names and
  // names with a digit (reserve0, token1).
  return (
    /\d/.test(word) ||
    /^[vV]\d/.test(word) ||
    /^[A-Z0-9]{2,}$/.test(word) ||
    /^[A-Z]{2,}-\d+$/.test(word) ||
    /^[a-z]+[A-Z]/.test(word) ||
    /^[A-Z][a-z0-9]+[A-Z]/.test(word)
  );
}

export function englishWordsIn(
  text: string,
  allowed: Iterable<string> = LATIN_TERMS_ALLOWED_IN_CHINESE,
): string[] {
  const allow = new Set(allowed);
  const withoutInterpolations = text.replace(/\{[^}]*\}/g, ' ');
  const words = withoutInterpolations.match(WORD) ?? [];
  // Single letters are math variables (x, y, k, L), not words.
  return words.filter((word) => word.length > 1 && !allow.has(word) && !looksLikeIdentifier(word));
}
