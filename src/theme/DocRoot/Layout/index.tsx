// Wrapped: the docs' page (sidebar, the doc with its breadcrumbs, table of contents and pagination)
// hydrates in a task after the site's shell (src/hydration).
import type {ReactNode} from 'react';
import DocRootLayout from '@theme-original/DocRoot/Layout';
import type {Props} from '@theme/DocRoot/Layout';
import {HydrationSlice} from '@site/src/hydration';

export default function DocRootLayoutWrapper(props: Props): ReactNode {
  return (
    <HydrationSlice>
      <DocRootLayout {...props} />
    </HydrationSlice>
  );
}
