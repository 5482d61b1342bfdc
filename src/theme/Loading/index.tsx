// Replaced, not wrapped: the framework's fallback shows an untranslated "Retry" button.
import type {ComponentProps, ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type ThemeLoading from '@theme/Loading';
import LoadFailure from '@site/src/components/LoadFailure';
import styles from './styles.module.css';

export default function Loading({
  error,
  retry,
  pastDelay,
}: ComponentProps<typeof ThemeLoading>): ReactNode {
  if (error) {
    return <LoadFailure error={error as unknown} onRetry={retry} />;
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerWrapper}>
        <span
          className={styles.spinner}
          role="status"
          aria-label={translate({
            id: 'oxbow.loading.inProgress',
            message: 'Loading…',
            description: 'Accessible label of the spinner shown while a page loads',
          })}
        />
      </div>
    );
  }
  return null;
}
