// Wrapped: on a phone, the desktop sidebar is hydrated only to be unmounted right after; skip it
// (see PhoneSkipsDesktopOnly).
import type {ReactNode} from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type {Props} from '@theme/DocSidebar/Desktop';
import PhoneSkipsDesktopOnly from '@site/src/components/PhoneSkipsDesktopOnly';

export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <PhoneSkipsDesktopOnly>
      <DocSidebarDesktop {...props} />
    </PhoneSkipsDesktopOnly>
  );
}
