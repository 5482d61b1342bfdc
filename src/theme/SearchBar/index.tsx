// Provides the navbar search box (the classic theme ships none): suggestions from the
// locale's Pagefind index, loaded in the browser on first focus, and a link to /search.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from 'react-router-dom';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchResult, {NoWordsNote, RelaxedSearchNote} from '@site/src/components/SearchResult';
import {
  answers,
  loadPagefind,
  usePagefindSearch,
} from '@site/src/components/SearchResult/usePagefindSearch';
import {normalizeQuery} from '@site/src/lib/search';
import styles from './styles.module.css';

const SUGGESTIONS = 8;

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export default function SearchBar(): ReactNode {
  // React's ids contain colons, which would need escaping in CSS selectors.
  const id = useId().replace(/:/g, '');
  const baseUrl = useBaseUrl('/');
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const searchPage = useBaseUrl('/search');
  const history = useHistory();
  const input = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const state = usePagefindSearch(query, baseUrl, SUGGESTIONS);
  const hits = state.status === 'done' ? state.hits : [];
  const pageUrl = `${searchPage}?q=${encodeURIComponent(normalizeQuery(query))}`;
  // The last option always opens the full results page.
  const optionCount = normalizeQuery(query) === '' ? 0 : hits.length + 1;
  // Results can shrink under the highlighted option while the reader types.
  const current = active < optionCount ? active : -1;

  // "/" and Ctrl/⌘+K focus the box from anywhere on the page.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent): void => {
      const shortcut =
        (event.key === '/' && !isEditable(event.target)) ||
        (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey));
      if (shortcut) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent): void => {
      if (!container.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  const go = useCallback(
    (url: string) => {
      setOpen(false);
      setQuery('');
      input.current?.blur();
      history.push(url);
    },
    [history],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' && optionCount > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current + 1) % optionCount);
    } else if (event.key === 'ArrowUp' && optionCount > 0) {
      event.preventDefault();
      setActive(current <= 0 ? optionCount - 1 : current - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[current];
      if (hit) {
        go(hit.url);
      } else if (normalizeQuery(query) !== '') {
        go(pageUrl);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        // Only the list closes: a search field's own Escape would also empty it. Opened again,
        // the list starts from its first option.
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        setQuery('');
        input.current?.blur();
      }
    }
  };

  const listboxId = `${id}-suggestions`;
  const optionId = (index: number): string => `${id}-option-${String(index)}`;
  const expanded = open && optionCount > 0;
  const label = translate({id: 'search.box.label', message: 'Search the docs'});

  return (
    <div ref={container} className={styles.container}>
      {/* Without JavaScript, Enter still submits the query to the results page. */}
      <form
        action={searchPage}
        method="get"
        role="search"
        aria-label={label}
        className={styles.form}>
        <input
          ref={input}
          className={styles.input}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          placeholder={translate({id: 'search.box.placeholder', message: 'Search'})}
          aria-label={label}
          aria-keyshortcuts="/ Control+K Meta+K"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && current >= 0 ? optionId(current) : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => {
            setOpen(true);
            // Warm the index while the reader starts typing.
            loadPagefind(baseUrl, currentLocale).catch(() => undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <kbd className={styles.hint} aria-hidden="true">
          /
        </kbd>
      </form>
      {expanded && (
        <ul
          id={listboxId}
          role="listbox"
          aria-label={label}
          // Until the suggestions answer what is in the box, they are an earlier query's or none.
          aria-busy={!answers(state, query)}
          className={styles.listbox}>
          {state.status === 'done' && state.relaxedTo !== undefined && (
            <li className={styles.message} role="presentation">
              <RelaxedSearchNote state={state} />
            </li>
          )}
          {hits.map((hit, index) => (
            <li
              key={hit.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              aria-describedby={`${optionId(index)}-excerpt`}
              className={index === current ? styles.activeOption : styles.option}>
              <Link
                to={hit.url}
                tabIndex={-1}
                onClick={() => {
                  go(hit.url);
                }}
                className={styles.optionLink}>
                <SearchResult hit={hit} compact excerptId={`${optionId(index)}-excerpt`} />
              </Link>
            </li>
          ))}
          {state.status === 'done' && hits.length === 0 && (
            <li className={styles.message} role="presentation">
              {translate(
                {id: 'search.noResults', message: 'No results for “{query}”'},
                {query: state.query},
              )}
            </li>
          )}
          {state.status === 'noWords' && (
            <li className={styles.message} role="presentation">
              <NoWordsNote query={state.query} />
            </li>
          )}
          {state.status === 'unavailable' && (
            <li className={styles.message} role="presentation">
              {translate({
                id: 'search.unavailable',
                message: 'Search is unavailable: its index is built with the production site.',
              })}
            </li>
          )}
          <li
            id={optionId(hits.length)}
            role="option"
            aria-selected={current === hits.length}
            className={current === hits.length ? styles.activeOption : styles.option}>
            <Link
              to={pageUrl}
              tabIndex={-1}
              onClick={() => {
                go(pageUrl);
              }}
              className={styles.seeAll}>
              {translate(
                {id: 'search.box.seeAll', message: 'See all results for “{query}”'},
                {query: normalizeQuery(query)},
              )}
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
