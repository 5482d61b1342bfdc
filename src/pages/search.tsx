import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from 'react-router-dom';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import SearchResult, {
  MoreSections,
  NoWordsNote,
  RelaxedSearchNote,
} from '@site/src/components/SearchResult';
import {
  usePagefindSearch,
  type SearchHit,
} from '@site/src/components/SearchResult/usePagefindSearch';
import {normalizeQuery} from '@site/src/lib/search';
import styles from './search.module.css';

/** Results listed at a time: each costs its page's fragment of the index and an excerpt. */
const PAGE_SIZE = 10;

function queryOf(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** A result of the list: a link to the section its page matched best, and its other sections. */
function ResultItem({hit}: {hit: SearchHit}): ReactNode {
  const excerptId = useId();
  return (
    <li className={styles.item}>
      <Link to={hit.url} className={styles.link} aria-describedby={excerptId}>
        <SearchResult hit={hit} excerptId={excerptId} />
      </Link>
      <MoreSections hit={hit} />
    </li>
  );
}

/** The full results page: reads ?q= so results can be linked, and writes it as the reader types. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  // The address is the one source of the query: links, the navbar box and history all land here.
  // The server wrote the page without one, so hydration renders it without one too (React errors
  // #418/#423 otherwise), and the address's query follows in the render right after.
  const isBrowser = useIsBrowser();
  const query = isBrowser ? queryOf(location.search) : '';
  const [shown, setShown] = useState({query, count: PAGE_SIZE});
  const limit = shown.query === query ? shown.count : PAGE_SIZE;
  const state = usePagefindSearch(query, baseUrl, limit);
  const title = translate({id: 'search.page.title', message: 'Search the documentation'});

  const update = (next: string): void => {
    history.replace({...location, search: next === '' ? '' : `?q=${encodeURIComponent(next)}`});
  };

  // Words typed before the page's script has run are in the box but not in the address: adopt them.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '' && typed !== queryOf(location.search)) {
      history.replace({...location, search: `?q=${encodeURIComponent(typed)}`});
    }
  }, [history, location]);

  return (
    <Layout title={title} description={title}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form
          role="search"
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
          }}>
          <input
            ref={input}
            className={styles.input}
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            aria-label={title}
            placeholder={translate({
              id: 'search.page.placeholder',
              message: 'Type a word, a concept or an identifier',
            })}
            value={query}
            onChange={(event) => {
              update(event.target.value);
            }}
          />
        </form>
        <div aria-live="polite" className={styles.status}>
          {state.status === 'idle' && normalizeQuery(query) === '' && (
            <Translate id="search.page.empty">
              Type what you are looking for: a word, a concept or an identifier.
            </Translate>
          )}
          {state.status === 'searching' && <Translate id="search.searching">Searching…</Translate>}
          {state.status === 'noWords' && <NoWordsNote query={state.query} />}
          {state.status === 'unavailable' && (
            <Translate id="search.unavailable">
              Search is unavailable: its index is built with the production site.
            </Translate>
          )}
          {state.status === 'done' && state.total === 0 && (
            <Translate id="search.noResults" values={{query: state.query}}>
              {'No results for “{query}”'}
            </Translate>
          )}
          {state.status === 'done' && state.relaxedTo !== undefined && (
            <RelaxedSearchNote state={state} />
          )}
          {state.status === 'done' && state.total > 0 && state.relaxedTo === undefined && (
            <Translate id="search.page.count" values={{count: state.total, query: state.query}}>
              {'{count} pages match “{query}”'}
            </Translate>
          )}
        </div>
        {state.status === 'done' && state.hits.length > 0 && (
          <ol className={styles.results}>
            {state.hits.map((hit) => (
              <ResultItem key={hit.id} hit={hit} />
            ))}
          </ol>
        )}
        {state.status === 'done' && state.total > state.hits.length && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setShown({query, count: limit + PAGE_SIZE});
            }}>
            <Translate id="search.page.more">Show more results</Translate>
          </button>
        )}
      </main>
    </Layout>
  );
}
