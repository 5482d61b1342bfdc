import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {SearchSection} from '@site/src/lib/search';
import type {SearchHit} from './usePagefindSearch';
import styles from './styles.module.css';

export function sectionLabel(section: SearchSection): string {
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

/** One result: title, section and an excerpt with the matched words highlighted. */
export default function SearchResult({hit, compact = false}: SearchResultProps): ReactNode {
  return (
    <span className={compact ? styles.compact : styles.result}>
      <span className={styles.heading}>
        <span className={styles.title}>{hit.title}</span>
        <span className={styles.section}>{sectionLabel(hit.section)}</span>
      </span>
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
