// Wrapped: the server-rendered links cannot carry the reader's ?query and #hash, and React
// keeps server-rendered attributes when it hydrates, so the item is mounted again in the browser.
import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';

export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return <LocaleDropdownNavbarItem key={isBrowser ? 'browser' : 'server'} {...props} />;
}
