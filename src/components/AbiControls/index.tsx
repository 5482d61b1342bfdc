import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCopyFetchedText} from '@site/src/hooks/useCopyFetchedText';
import styles from './styles.module.css';

interface AbiControlsProps {
  /** The interface's name, as in examples/solidity/interfaces. */
  contract: string;
  /** The URL of its ABI file, written by plugins/contract-abi. */
  href: string;
}

function copyLabel(contract: string): string {
  return translate(
    {
      id: 'oxbow.abi.copy',
      message: 'Copy the ABI of {contract}',
      description: 'Button that copies the JSON ABI of a contract interface to the clipboard',
    },
    {contract},
  );
}

/**
 * Downloads or copies the JSON ABI of the interface whose selectors and topics
 * follow (plugins/contract-abi/remarkAbiTables.ts places it). Without
 * JavaScript the download is a plain link; the copy button takes its place
 * once the page is interactive, its space kept by an invisible copy meanwhile.
 */
export default function AbiControls({contract, href}: AbiControlsProps): ReactNode {
  const isBrowser = useIsBrowser();
  const [state, copy] = useCopyFetchedText(href);

  const buttonClasses = clsx('button button--sm button--outline button--primary', styles.control);
  return (
    <div
      className={clsx('oxbow-abi-controls', styles.controls)}
      role="group"
      aria-label={translate(
        {
          id: 'oxbow.abi.group',
          message: 'ABI of {contract}',
          description: 'Accessible name of the ABI download and copy controls of a contract',
        },
        {contract},
      )}>
      <a
        className={clsx('button button--sm button--secondary', styles.control)}
        href={href}
        download={`${contract}.json`}
        type="application/json">
        {translate(
          {
            id: 'oxbow.abi.download',
            message: 'Download {file}',
            description: 'Link to the JSON ABI file of a contract interface',
          },
          {file: `${contract}.json`},
        )}
      </a>
      {isBrowser ? (
        <button
          type="button"
          className={buttonClasses}
          onClick={copy}
          aria-busy={state === 'copying'}>
          {copyLabel(contract)}
        </button>
      ) : (
        <span aria-hidden="true" className={clsx(buttonClasses, styles.placeholder)}>
          {copyLabel(contract)}
        </span>
      )}
      <span role="status" className={styles.status}>
        {state === 'copied' &&
          translate({
            id: 'oxbow.abi.copied',
            message: 'ABI copied to the clipboard.',
            description: 'Announced after the ABI of a contract was copied',
          })}
        {state === 'failed' &&
          translate({
            id: 'oxbow.abi.failed',
            message: 'Could not copy the ABI: download the file instead.',
            description: 'Announced when copying the ABI of a contract failed',
          })}
      </span>
    </div>
  );
}
