// Replaced, not wrapped: Docusaurus's root fallback hard-codes English text.
// It renders without the site layout because it only shows when the layout itself failed.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Error';
import ErrorPageContent from '@theme/ErrorPageContent';

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <>
      <Head>
        <title>
          {translate({
            id: 'oxbow.error.documentTitle',
            message: 'Page error',
            description: 'Browser tab title when the whole page failed to render',
          })}
        </title>
      </Head>
      <ErrorPageContent error={error} tryAgain={tryAgain} />
    </>
  );
}
