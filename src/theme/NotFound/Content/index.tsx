// Wrapped: the stock not-found page has no description and asks to be indexed; inside the docs
// (any unknown path) it is rendered without the page title too. This gives it all three.
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundContent from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        description={translate({
          id: 'oxbow.notFound.description',
          message:
            'There is no page at this address. Search the documentation or start from the home page.',
          description: 'The search-engine description of the not-found page',
        })}>
        <meta name="robots" content="noindex" />
      </PageMetadata>
      <NotFoundContent {...props} />
    </>
  );
}
