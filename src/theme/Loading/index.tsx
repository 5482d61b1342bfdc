// Replaced, not wrapped: the framework's fallback shows an untranslated "Retry" button.
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {LoadingComponentProps} from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
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
        <button type="button" className={styles.retry} onClick={retry}>
          {translate({
            id: 'oxbow.loading.retry',
            message: 'Retry',
            description: 'Button that loads a page again after its code failed to download',
          })}
        </button>
      </div>
    );
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
