/**
 * Runs queries against the Pagefind index of the reader's locale. The index,
 * its runtime and our query side (readerQuery.ts) are fetched only when first
 * needed (focus on the search box or the search page), never as part of the
 * site's own bundles.
 */
import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  CONTRACT_LOOKUP_PATH,
  contractMatches,
  isContractQuery,
  type ContractLookupEntry,
} from '@site/src/lib/contractLookup';
import {rankingFor} from '@site/src/lib/searchRanking';
import {
  normalizeQuery,
  sectionOfUrl,
  WORD_JOINER_FOR_INDEX,
  type ExcerptSegment,
  type SearchSection,
} from '@site/src/lib/search';
import type {PagefindPage} from '@site/src/lib/searchExcerpt';

interface PagefindHit {
  id: string;
  score: number;
  data: () => Promise<PagefindPage>;
}

interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{results: PagefindHit[]} | null>;
}

/** A section of a result's page that the query matched, besides the one the result leads to. */
export interface SearchHitSection {
  url: string;
  heading: string;
  excerpt: ExcerptSegment[];
}

export interface SearchHit {
  id: string;
  /** The page, at the heading of its best match when that lies under one. */
  url: string;
  title: string;
  /** The heading of the page's best match; absent when it lies before the first heading. */
  heading?: string;
  section: SearchSection;
  /** The breadcrumbs above the page, in its language; none for a page at the top of its section. */
  path: string[];
  excerpt: ExcerptSegment[];
  /** Other sections of the page that matched, best first. */
  more: SearchHitSection[];
  /** Set when the query named this row of a contract's ABI tables exactly: by its hash or its signature. */
  row?: ContractLookupEntry & {matched: 'hash' | 'signature'};
}

export type SearchState =
  | {status: 'idle'}
  | {status: 'searching'; query: string}
  | {
      status: 'done';
      query: string;
      hits: SearchHit[];
      total: number;
      /** How many of the results, the first ones, contain every word of the query. */
      complete: number;
      /** The words searched instead when few pages contain them all, as the reader typed them. */
      relaxedTo?: string;
    }
  /** The query has nothing to search for: no letter, no digit. */
  | {status: 'noWords'; query: string}
  | {status: 'unavailable'};

/**
 * Whether `state` is the answer to `rawQuery`, rather than a search on its way or an earlier
 * query's answer still shown while the next one runs.
 */
export function answers(state: SearchState, rawQuery: string): boolean {
  switch (state.status) {
    case 'unavailable':
      return true;
    case 'done':
    case 'noWords':
      return state.query === normalizeQuery(rawQuery);
    default:
      return false;
  }
}

interface SearchRuntime {
  pagefind: PagefindModule;
  reader: typeof import('./readerQuery');
}

const runtimes = new Map<string, Promise<SearchRuntime>>();

/** The Pagefind runtime of a locale and our query side, loaded once and kept. */
export function loadPagefind(baseUrl: string, locale: string): Promise<SearchRuntime> {
  let runtime = runtimes.get(baseUrl);
  if (!runtime) {
    const url = `${baseUrl}pagefind/pagefind.js`;
    const pagefind = (import(/* webpackIgnore: true */ url) as Promise<PagefindModule>).then(
      async (module) => {
        // Results are indexed relative to the locale's folder; baseUrl makes their URLs absolute.
        await module.options({baseUrl, excerptLength: 24, ranking: rankingFor(locale)});
        await module.init();
        return module;
      },
    );
    const reader = import(/* webpackChunkName: "search-query" */ './readerQuery');
    runtime = Promise.all([pagefind, reader]).then(([module, query]) => ({
      pagefind: module,
      reader: query,
    }));
    // A failed load (no index in development, a network error) may be retried later.
    runtime.catch(() => runtimes.delete(baseUrl));
    runtimes.set(baseUrl, runtime);
  }
  return runtime;
}

const contractLookups = new Map<string, Promise<ContractLookupEntry[]>>();

/** The locale's table of selectors, topics and signatures, fetched the first time a query names one. */
function loadContractLookup(baseUrl: string): Promise<ContractLookupEntry[]> {
  let lookup = contractLookups.get(baseUrl);
  if (!lookup) {
    lookup = fetch(`${baseUrl}${CONTRACT_LOOKUP_PATH}`).then(async (response) => {
      if (!response.ok) {
        throw new Error(`${CONTRACT_LOOKUP_PATH}: HTTP ${String(response.status)}`);
      }
      return (await response.json()) as ContractLookupEntry[];
    });
    lookup.catch(() => contractLookups.delete(baseUrl));
    contractLookups.set(baseUrl, lookup);
  }
  return lookup;
}

/** The rows of the contract tables a query names exactly; none when the table cannot be had. */
async function contractHits(query: string, baseUrl: string): Promise<SearchHit[]> {
  if (!isContractQuery(query)) {
    return [];
  }
  const entries = await loadContractLookup(baseUrl).catch(() => []);
  const matched = query.trim().startsWith('0x') ? 'hash' : 'signature';
  return contractMatches(query, entries).map((entry) => ({
    id: `abi:${entry.url}`,
    url: entry.url,
    title: entry.pageTitle,
    section: 'contract',
    path: entry.pagePath,
    excerpt: [],
    more: [],
    row: {...entry, matched},
  }));
}

/** How many sections of a page a result lists besides the one it leads to, as DocSearch does. */
const MORE_SECTIONS = 2;

/** A result of the index: its page, led to the section of its best match, and its other sections. */
function pageHit(
  reader: SearchRuntime['reader'],
  id: string,
  data: PagefindPage,
  {query, locale, baseUrl}: {query: string; locale: string; baseUrl: string},
): SearchHit {
  const [best, ...others] = reader.pageSections(data, {query, locale, limit: 1 + MORE_SECTIONS});
  return {
    id,
    url: best?.url ?? data.url,
    // The index's title keeps the zero-width spaces between Chinese words; a reader's does not.
    title: (data.meta.title ?? data.url).replaceAll(WORD_JOINER_FOR_INDEX, ''),
    ...(best?.heading !== undefined && {heading: best.heading}),
    section: sectionOfUrl(data.url, baseUrl),
    path: reader.pagePath(data),
    excerpt: best?.excerpt ?? [],
    more: others.flatMap(({url, heading, excerpt}) =>
      heading === undefined ? [] : [{url, heading, excerpt}],
    ),
  };
}

/** A page's address without its anchor or the trailing slash the index writes. */
function pageOf(url: string): string {
  return url.replace(/#.*$/, '').replace(/\/$/, '');
}

async function search(
  baseUrl: string,
  locale: string,
  query: string,
  limit: number,
): Promise<SearchState> {
  const exactRows = contractHits(query, baseUrl);
  const {pagefind, reader} = await loadPagefind(baseUrl, locale);
  const units = reader.unitsOf(query, locale);
  if (units.length === 0) {
    return {status: 'noWords', query};
  }
  const found = await reader.searchUnits((words) => pagefind.search(words), units);
  if (!found) {
    return {status: 'searching', query};
  }
  const rows = await exactRows;
  const top = await Promise.all(
    found.results.slice(0, limit).map(async (hit) => ({hit, data: await hit.data()})),
  );
  // A page whose row was found exactly is listed once, at that row.
  const rowPages = new Set(rows.map((row) => pageOf(row.url)));
  const pages = top.filter(({data}) => !rowPages.has(pageOf(data.url)));
  return {
    status: 'done',
    query,
    total: found.results.length + rows.length - (top.length - pages.length),
    complete: found.complete + rows.length,
    ...(found.relaxedTo && {relaxedTo: found.relaxedTo.map((unit) => unit[0]).join(' ')}),
    hits: [
      ...rows,
      ...pages.map(({hit, data}) => pageHit(reader, hit.id, data, {query, locale, baseUrl})),
    ].slice(0, limit),
  };
}

/** The results of `rawQuery`, at most `limit` of them, updated as the reader types. */
export function usePagefindSearch(rawQuery: string, baseUrl: string, limit: number): SearchState {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const query = normalizeQuery(rawQuery);
  const [state, setState] = useState<SearchState>({status: 'idle'});

  useEffect(() => {
    if (query === '') {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState((previous) => (previous.status === 'done' ? previous : {status: 'searching', query}));
    // A short pause lets fast typing settle before the index is asked.
    const timer = window.setTimeout(() => {
      search(baseUrl, currentLocale, query, limit).then(
        (next) => {
          if (current) {
            setState(next);
          }
        },
        () => {
          if (current) {
            setState({status: 'unavailable'});
          }
        },
      );
    }, 80);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, baseUrl, currentLocale, limit]);

  return state;
}
