// Wrapped: marks the doc's content for the Pagefind index, so navbars, sidebars
// and footers repeated on every page stay out of search results.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <div data-pagefind-body="">
      <Content {...props} />
    </div>
  );
}
