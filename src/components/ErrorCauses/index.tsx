import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {getErrorCausalChain} from '@docusaurus/utils-common';
import styles from './styles.module.css';

interface ErrorCausesProps {
  error: Error;
}

/** An error's message followed by each of its causes, with a translated "Cause" label. */
export default function ErrorCauses({error}: ErrorCausesProps): ReactNode {
  const [first, ...causes] = getErrorCausalChain(error);
  const causeLabel = translate({
    id: 'oxbow.error.cause',
    message: 'Cause:',
    description: 'Label in front of each underlying cause of a page error',
  });
  return (
    <div className={styles.chain}>
      <p className={styles.message}>{first.message}</p>
      {causes.map((cause, index) => (
        // A causal chain never reorders, so the position is a stable key.
        <p key={index} className={styles.message}>
          <strong>{causeLabel}</strong> {cause.message}
        </p>
      ))}
    </div>
  );
}
