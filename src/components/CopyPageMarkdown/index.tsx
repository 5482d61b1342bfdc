import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCopyFetchedText} from '@site/src/hooks/useCopyFetchedText';
import styles from './styles.module.css';

function copyLabel(): string {
  return translate({
    id: 'oxbow.copyPage.button',
    message: 'Copy page as Markdown',
    description: 'Button that copies the Markdown source of the doc to the clipboard',
  });
}

function openMarkdownLabel(): string {
  return translate({
    id: 'oxbow.copyPage.openMarkdown',
    message: 'Open this page as Markdown',
    description:
      'Link to the Markdown file of the doc, shown without JavaScript or when copying failed',
  });
}

const BUTTON_CLASSES = 'button button--sm button--outline button--secondary';

/**
 * Holds the place of the control the other rendering shows: the server's link
 * and the browser's button share one grid cell with an invisible copy of the
 * other, so the box keeps its size when hydration swaps them. It floats beside
 * the title, and a box of another size re-wrapped long titles (a 40 px layout
 * shift on the Chinese OxbowV3Pool page).
 */
function Placeholder({of}: {of: 'link' | 'button'}): ReactNode {
  return of === 'button' ? (
    <span aria-hidden="true" className={clsx(BUTTON_CLASSES, styles.button, styles.placeholder)}>
      {copyLabel()}
    </span>
  ) : (
    <span aria-hidden="true" className={clsx(styles.link, styles.placeholder)}>
      {openMarkdownLabel()}
    </span>
  );
}

/**
 * Copies the doc's Markdown twin (plugins/markdown-twins/index.ts writes it next to the page)
 * to the clipboard. Without JavaScript it is a link to that file.
 */
export default function CopyPageMarkdown({markdownUrl}: {markdownUrl: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const [state, copy] = useCopyFetchedText(markdownUrl);

  if (!isBrowser) {
    return (
      <div className={clsx('oxbow-doc-tools', styles.tools)}>
        <span className={styles.control}>
          <a className={styles.link} href={markdownUrl}>
            {openMarkdownLabel()}
          </a>
          <Placeholder of="button" />
        </span>
      </div>
    );
  }

  return (
    <div className={clsx('oxbow-doc-tools', styles.tools)}>
      <span className={styles.control}>
        <button
          type="button"
          className={clsx(BUTTON_CLASSES, styles.button)}
          onClick={copy}
          aria-busy={state === 'copying'}>
          {copyLabel()}
        </button>
        <Placeholder of="link" />
      </span>
      <span role="status" className={styles.status}>
        {state === 'copied' &&
          translate({
            id: 'oxbow.copyPage.copied',
            message: 'Copied to the clipboard.',
            description: 'Announced after the Markdown of the doc was copied',
          })}
        {state === 'failed' && (
          <>
            {translate({
              id: 'oxbow.copyPage.failed',
              message: 'Could not copy the page.',
              description: 'Announced when copying the Markdown of the doc failed',
            })}{' '}
            <a href={markdownUrl}>{openMarkdownLabel()}</a>
          </>
        )}
      </span>
    </div>
  );
}
