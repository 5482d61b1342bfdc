// Wrapped: the docs below the navbar (a version's metadata and providers, the sidebar, the doc with
// its breadcrumbs, table of contents and pagination) hydrate in a task after the site's shell
// (src/hydration). Its only element is the docs' wrapper; the rest is metadata and providers.
import type {ReactNode} from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type {Props} from '@theme/DocVersionRoot';
import {HydrationSlice} from '@site/src/hydration';

export default function DocVersionRootWrapper(props: Props): ReactNode {
  return (
    <HydrationSlice>
      <DocVersionRoot {...props} />
    </HydrationSlice>
  );
}
