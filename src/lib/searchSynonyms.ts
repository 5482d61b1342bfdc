/**
 * The search's synonym groups: the reviewed table beside the glossary
 * (i18n/search-synonyms.json), asked the same way of a page (the index gives
 * it the other names of what it names) and of a query (which searches every
 * name). The index adds to it each glossary term with the variants the
 * glossary tells writers to avoid, which readers still type (仓位 for 头寸):
 * pages never hold those, so a query needs no search for them.
 */
import table from '../../i18n/search-synonyms.json';
import type {SynonymGroups} from './searchQuery';

export const SYNONYM_GROUPS: SynonymGroups = table.groups;

/** A glossary term as pages write it, without its gloss in brackets (tick（价格刻度） → tick). */
function bareTerms(term: string): string[] {
  return term
    .replace(/[（(][^）)]*[）)]/g, '')
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The synonym groups of the index: the table's, and each glossary term with its banned variants. */
export function indexSynonymGroups(
  terms: readonly {zh: string; avoid?: readonly string[]}[],
): SynonymGroups {
  return [
    ...SYNONYM_GROUPS,
    ...terms.flatMap((term) => (term.avoid ? [[...bareTerms(term.zh), ...term.avoid]] : [])),
  ];
}
