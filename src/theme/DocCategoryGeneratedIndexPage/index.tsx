// Wrapped: marks a category's index page for the Pagefind index (see DocItem/Content).
import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <div data-pagefind-body="">
      <DocCategoryGeneratedIndexPage {...props} />
    </div>
  );
}
