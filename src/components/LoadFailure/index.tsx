import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

interface LoadFailureProps {
  error: unknown;
  onRetry: () => void;
}

/** The red box shown when the code of a page could not be downloaded, with a Retry button. */
export default function LoadFailure({error, onRetry}: LoadFailureProps): ReactNode {
  return (
    <div className={styles.errorBox} role="alert">
      <p className={styles.errorLead}>
        {translate({
          id: 'oxbow.loading.failed',
          message: 'This page could not be loaded.',
          description: 'Shown when the code of a page failed to download',
        })}
      </p>
      <p className={styles.errorDetail}>{String(error)}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {translate({
          id: 'oxbow.loading.retry',
          message: 'Retry',
          description: 'Button that loads a page again after its code failed to download',
        })}
      </button>
    </div>
  );
}
