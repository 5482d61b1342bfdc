/**
 * The exact side of the search for a contract's surface: a query that is a
 * 4-byte selector, a 32-byte event topic or a signature (`getPool(address,
 * address,uint24)`, or its name and types separated by spaces) is looked up in
 * the table the build writes (plugins/contract-abi), and answered with the
 * page and the row that shows it.
 */

/** One row of a reference page's tables, as the build writes it for the search. */
export interface ContractLookupEntry {
  /** Canonical: `getPool(address,address,uint24)`. */
  signature: string;
  kind: 'function' | 'event';
  /** The function's selector or the event's topic0. */
  hash: string;
  contract: string;
  /** The page that shows the row, and the row's anchor. */
  url: string;
  pageTitle: string;
  /** Where that page sits: its breadcrumbs, less the page, in its language. */
  pagePath: string[];
}

/** Where the build writes the table, under each locale's base URL. */
export const CONTRACT_LOOKUP_PATH = 'search/contract-surface.json';

const HASH_QUERY = /^0x(?:[0-9a-f]{8}|[0-9a-f]{64})$/i;

/** A signature's words: its name, then each type, struct parentheses and commas dropped. */
function signatureWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,()]+/)
    .filter((word) => word !== '');
}

const SIGNATURE_QUERY = /^[A-Za-z_]\w*\s*\(.*\)$|^[A-Za-z_]\w*(?:\s+[a-z]\w*(?:\[\d*\])*)+$/;
const SOLIDITY_TYPE = /^(?:address|bool|string|bytes\d*|u?int\d*)(?:\[\d*\])*$/;

/** Whether a query asks for a selector, a topic or a signature, so the table is worth fetching. */
export function isContractQuery(query: string): boolean {
  const trimmed = query.trim();
  if (HASH_QUERY.test(trimmed)) {
    return true;
  }
  if (!SIGNATURE_QUERY.test(trimmed)) {
    return false;
  }
  // "getPool address uint24" is a signature; "swap fee tier" is not.
  const types = signatureWords(trimmed).slice(1);
  return (
    trimmed.includes('(') || (types.length > 0 && types.every((word) => SOLIDITY_TYPE.test(word)))
  );
}

/** The rows a query names exactly: by selector or topic, or by name and argument types. */
export function contractMatches(
  query: string,
  entries: readonly ContractLookupEntry[],
): ContractLookupEntry[] {
  const trimmed = query.trim();
  if (HASH_QUERY.test(trimmed)) {
    return entries.filter((entry) => entry.hash === trimmed.toLowerCase());
  }
  if (!isContractQuery(trimmed)) {
    return [];
  }
  const words = signatureWords(trimmed).join(' ');
  return entries.filter((entry) => signatureWords(entry.signature).join(' ') === words);
}
