// Wrapped: before hydration an inline script hides a dismissed bar through an attribute on
// <html>. When the bar's id changes the dismissal is reset, but the attribute stayed until the
// next page load; clearing it once the bar is active shows the new announcement right away.
import {useEffect, type ReactNode} from 'react';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
    }
  }, [isActive]);
  return <AnnouncementBar />;
}
