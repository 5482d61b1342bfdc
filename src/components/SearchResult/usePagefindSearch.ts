/**
 * Runs queries against the Pagefind index of the reader's locale. The index
 * and its runtime are fetched only when first needed (focus on the search box
 * or the search page), never as part of the site's own bundles.
 */
import {useEffect, useState} from 'react';
import {
  excerptSegments,
  normalizeQuery,
  sectionOfUrl,
  type ExcerptSegment,
  type SearchSection,
} from '@site/src/lib/search';

interface PagefindData {
  url: string;
  meta: {title?: string};
  excerpt: string;
}

interface PagefindHit {
  id: string;
  data: () => Promise<PagefindData>;
}

interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{results: PagefindHit[]} | null>;
}

export interface SearchHit {
  id: string;
  url: string;
  title: string;
  section: SearchSection;
  excerpt: ExcerptSegment[];
}

export type SearchState =
  | {status: 'idle'}
  | {status: 'searching'; query: string}
  | {status: 'done'; query: string; hits: SearchHit[]; total: number}
  | {status: 'unavailable'};

const bundles = new Map<string, Promise<PagefindModule>>();

/** The Pagefind runtime of a locale, loaded once and kept. */
export function loadPagefind(baseUrl: string): Promise<PagefindModule> {
  let bundle = bundles.get(baseUrl);
  if (!bundle) {
    const url = `${baseUrl}pagefind/pagefind.js`;
    bundle = (import(/* webpackIgnore: true */ url) as Promise<PagefindModule>).then(
      async (pagefind) => {
        // Results are indexed relative to the locale's folder; baseUrl makes their URLs absolute.
        await pagefind.options({baseUrl, excerptLength: 24});
        await pagefind.init();
        return pagefind;
      },
    );
    // A failed load (no index in development, a network error) may be retried later.
    bundle.catch(() => bundles.delete(baseUrl));
    bundles.set(baseUrl, bundle);
  }
  return bundle;
}

async function search(baseUrl: string, query: string, limit: number): Promise<SearchState> {
  const pagefind = await loadPagefind(baseUrl);
  const response = await pagefind.search(query);
  if (!response) {
    return {status: 'searching', query};
  }
  const top = await Promise.all(
    response.results.slice(0, limit).map(async (hit) => ({hit, data: await hit.data()})),
  );
  return {
    status: 'done',
    query,
    total: response.results.length,
    hits: top.map(({hit, data}) => ({
      id: hit.id,
      url: data.url,
      title: data.meta.title ?? data.url,
      section: sectionOfUrl(data.url, baseUrl),
      excerpt: excerptSegments(data.excerpt),
    })),
  };
}

/** The results of `rawQuery`, at most `limit` of them, updated as the reader types. */
export function usePagefindSearch(rawQuery: string, baseUrl: string, limit: number): SearchState {
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
      search(baseUrl, query, limit).then(
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
  }, [query, baseUrl, limit]);

  return state;
}
