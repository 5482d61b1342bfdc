// Wrapped: on a phone, the desktop table of contents is hydrated only to be unmounted right
// after; skip it (see PhoneSkipsDesktopOnly).
import type {ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import PhoneSkipsDesktopOnly from '@site/src/components/PhoneSkipsDesktopOnly';

export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <PhoneSkipsDesktopOnly>
      <DocItemTOCDesktop />
    </PhoneSkipsDesktopOnly>
  );
}
