import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
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

/** Where a result's page sits: its section, then its breadcrumbs, in the page's language. */
export function resultPath(hit: SearchHit): string[] {
  return [sectionLabel(hit.section), ...hit.path];
}

/**
 * The text of an excerpt, the matched words highlighted. What holds a result
 * takes its name from its title, heading and path, and its description from
 * the excerpt (aria-describedby): a screen reader reads the excerpt once, after
 * the name, rather than as part of it.
 */
function Excerpt({segments, id}: {segments: SearchHit['excerpt']; id?: string}): ReactNode {
  return (
    <span id={id} className={styles.excerpt} aria-hidden="true">
      {segments.map((segment, index) =>
        // Segments come in reading order and never move, so their position is their identity.
        segment.highlighted ? (
          <mark key={index}>{segment.text}</mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </span>
  );
}

interface SearchResultProps {
  hit: SearchHit;
  /** Compact layout for the navbar suggestions. */
  compact?: boolean;
  /** The id of the excerpt, for aria-describedby on what holds the result. */
  excerptId?: string;
}

/** Where a page sits, after its title: a comma for a screen reader to pause at, not for the eye. */
function Path({path}: {path: string[]}): ReactNode {
  return (
    <span className={styles.path}>
      <span className={styles.visuallyHidden}>, </span>
      {path.join(' › ')}
    </span>
  );
}

/** The row of a contract's ABI table a query named: its signature and hash, the matched one marked. */
function ContractRow({row, id}: {row: NonNullable<SearchHit['row']>; id?: string}): ReactNode {
  const signature = <code>{row.signature}</code>;
  const hash = <code>{row.hash}</code>;
  const hashLabel =
    row.kind === 'function'
      ? translate({id: 'search.contract.selector', message: 'selector'})
      : translate({id: 'search.contract.topic', message: 'topic0'});
  return (
    <span id={id} className={clsx(styles.excerpt, styles.contractRow)} aria-hidden="true">
      {row.matched === 'signature' ? <mark>{signature}</mark> : signature} · {hashLabel}{' '}
      {row.matched === 'hash' ? <mark>{hash}</mark> : hash} · {row.contract}
    </span>
  );
}

/**
 * One result: its page's title and the heading of the section it leads to,
 * where the page sits, and an excerpt with the matched words highlighted.
 */
export default function SearchResult({
  hit,
  compact = false,
  excerptId,
}: SearchResultProps): ReactNode {
  return (
    <span className={compact ? styles.compact : styles.result}>
      <span className={styles.title}>
        {hit.title}
        {hit.heading !== undefined && (
          <>
            <span className={styles.separator}> › </span>
            <span className={styles.heading}>{hit.heading}</span>
          </>
        )}
      </span>
      <Path path={resultPath(hit)} />
      {hit.row ? (
        <ContractRow row={hit.row} id={excerptId} />
      ) : (
        <Excerpt segments={hit.excerpt} id={excerptId} />
      )}
    </span>
  );
}

/** The other sections of a result's page that matched, each a link to its heading, under the result. */
export function MoreSections({hit}: {hit: SearchHit}): ReactNode {
  const id = useId();
  const path = resultPath(hit);
  if (hit.more.length === 0) {
    return null;
  }
  return (
    <ul
      className={styles.more}
      aria-label={translate(
        {id: 'search.result.more', message: 'Other sections of “{title}”'},
        {title: hit.title},
      )}>
      {hit.more.map((section, index) => {
        const excerptId = `${id}-${String(index)}`;
        return (
          <li key={section.url}>
            <Link to={section.url} className={styles.moreLink} aria-describedby={excerptId}>
              <span className={styles.heading}>
                <span className={styles.visuallyHidden}>{`${hit.title} › `}</span>
                {section.heading}
              </span>
              <span className={styles.visuallyHidden}>{`, ${path.join(' › ')}`}</span>
              <Excerpt segments={section.excerpt} id={excerptId} />
            </Link>
          </li>
        );
      })}
    </ul>
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
