// Wrapped: marks the end of hydration for the Markdown that keeps the server's markup, and gives
// the links inside that markup what <Link> gives the others (src/serverMarkup).
import {useLayoutEffect, type ReactNode} from 'react';
import Root from '@theme-original/Root';
import {endOfHydration} from '@site/src/serverMarkup/state';
import {useKeptMarkupLinks} from '@site/src/serverMarkup/links';

export default function RootWrapper({children}: {children: ReactNode}): ReactNode {
  useLayoutEffect(endOfHydration, []);
  useKeptMarkupLinks();
  return <Root>{children}</Root>;
}
