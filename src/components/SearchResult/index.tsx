import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {SearchSection} from '@site/src/lib/search';
import type {SearchHit, SearchState} from './usePagefindSearch';
import styles from './styles.module.css';

function sectionLabel(section: SearchSection): string {
  switch (section) {
    case 'study':
      return translate({id: 'search.section.study', message: 'Learn'});
    case 'contract':
      return translate({id: 'search.section.contract', message: 'Developers'});
    case 'sdk':
      return translate({id: 'search.section.sdk', message: 'SDK'});
    case 'other':
      return translate({id: 'search.section.other', message: 'Docs'});
  }
}

interface SearchResultProps {
  hit: SearchHit;
  /** Compact layout for the navbar suggestions. */
  compact?: boolean;
}

/** The row of a contract's ABI table a query named: its signature and hash, the matched one marked. */
function ContractRow({row}: {row: NonNullable<SearchHit['row']>}): ReactNode {
  const signature = <code>{row.signature}</code>;
  const hash = <code>{row.hash}</code>;
  const hashLabel =
    row.kind === 'function'
      ? translate({id: 'search.contract.selector', message: 'selector'})
      : translate({id: 'search.contract.topic', message: 'topic0'});
  return (
    <span className={clsx(styles.excerpt, styles.contractRow)}>
      {row.matched === 'signature' ? <mark>{signature}</mark> : signature} · {hashLabel}{' '}
      {row.matched === 'hash' ? <mark>{hash}</mark> : hash} · {row.contract}
    </span>
  );
}

/** One result: title, section and an excerpt with the matched words highlighted. */
export default function SearchResult({hit, compact = false}: SearchResultProps): ReactNode {
  return (
    <span className={compact ? styles.compact : styles.result}>
      <span className={styles.heading}>
        <span className={styles.title}>{hit.title}</span>
        <span className={styles.section}>{sectionLabel(hit.section)}</span>
      </span>
      {hit.row && <ContractRow row={hit.row} />}
      <span className={styles.excerpt}>
        {hit.excerpt.map((segment, index) =>
          // Segments come in reading order and never move, so their position is their identity.
          segment.highlighted ? (
            <mark key={index}>{segment.text}</mark>
          ) : (
            <span key={index}>{segment.text}</span>
          ),
        )}
      </span>
    </span>
  );
}

/** Says that few pages contain every word of the query, and which words the results after them contain. */
export function RelaxedSearchNote({
  state,
}: {
  state: Extract<SearchState, {status: 'done'}>;
}): ReactNode {
  const values = {query: state.query, words: state.relaxedTo ?? '', count: state.complete};
  return state.complete === 0
    ? translate(
        {
          id: 'search.relaxed',
          message: 'No page contains every word of “{query}”; these contain “{words}”.',
        },
        values,
      )
    : translate(
        {
          id: 'search.relaxedAfter',
          message:
            '{count} pages contain every word of “{query}”; pages that contain “{words}” follow.',
        },
        values,
      );
}

/** Says that a query has nothing to search for (punctuation or symbols only). */
export function NoWordsNote({query}: {query: string}): ReactNode {
  return translate(
    {
      id: 'search.noWords',
      message: 'Type a word to search for: “{query}” has no letters or digits.',
    },
    {query},
  );
}
