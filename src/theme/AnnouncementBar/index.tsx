// Wrapped: before hydration an inline script hides a dismissed bar through an attribute on
// <html>, which Docusaurus leaves in place, so a bar whose id changed (and whose dismissal the
// provider reset) stayed hidden until the next page load: once hydrated, the attribute follows
// the bar's state. A close tapped before hydration (src/lib/earlyTaps.ts) is carried out here.
import {useEffect, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {EARLY_TAPS, takeEarlyTap} from '@site/src/lib/earlyTaps';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive, close} = useAnnouncementBar();
  // While hydrating, the provider reports every bar active; its real state comes with the browser.
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (!isBrowser) {
      return;
    }
    if (takeEarlyTap(EARLY_TAPS.announcementClosedAttribute) !== null) {
      close();
      return;
    }
    document.documentElement.setAttribute(
      EARLY_TAPS.announcementDismissedAttribute,
      String(!isActive),
    );
  }, [isBrowser, isActive, close]);
  // The theme's bar has no class of its own that the theme promises: ours styles and hides it.
  return (
    <div className="oxbow-announcement">
      <AnnouncementBar />
    </div>
  );
}
