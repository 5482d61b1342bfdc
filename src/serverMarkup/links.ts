/**
 * Links inside Markdown kept from the server (./index.tsx) are plain anchors:
 * no <Link> was hydrated for them. One set of listeners for the whole page
 * gives them what <Link> gives the others: a click opens the page within the
 * app (route preload, progress bar, no reload), hovering or touching preloads
 * it, and scrolling it into view prefetches its code. Links React manages
 * handle themselves first (a handled click is `defaultPrevented`).
 */
import {useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import docusaurus from '../prefetch';
import {pagePathOfLocation} from '../clientRoutes';
import {appLinkTarget} from '../lib/appLinkTarget';
import {isInKeptMarkup, keptMarkupRoots} from './state';

function targetOf(node: EventTarget | null): string | null {
  const anchor = node instanceof Element ? node.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !isInKeptMarkup(anchor)) {
    return null;
  }
  return appLinkTarget(
    {href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download')},
    window.location,
    (pathname) => pagePathOfLocation(pathname) !== null,
  );
}

/** The path of the page a kept link leads to, for prefetching and preloading it. */
function pagePathnameOf(node: EventTarget | null): string | null {
  const target = targetOf(node);
  return target === null ? null : new URL(target, window.location.href).pathname;
}

function prefetchLinksInView(): () => void {
  if (typeof IntersectionObserver !== 'function') {
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        observer.unobserve(entry.target);
        const pathname = pagePathnameOf(entry.target);
        if (pathname !== null) {
          void docusaurus.prefetch(pathname);
        }
      }
    }
  });
  for (const root of keptMarkupRoots()) {
    root.querySelectorAll('a[href]').forEach((anchor) => {
      observer.observe(anchor);
    });
  }
  return () => {
    observer.disconnect();
  };
}

/** Installed once, at the root of the app. */
export function useKeptMarkupLinks(): void {
  const history = useHistory();
  const {pathname} = useLocation();

  useEffect(() => {
    const onClick = (event: MouseEvent): void => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      ) {
        return;
      }
      const target = targetOf(event.target);
      if (target !== null) {
        event.preventDefault();
        history.push(target);
      }
    };
    const preloaded = new Set<string>();
    const onApproach = (event: Event): void => {
      const pathname = pagePathnameOf(event.target);
      if (pathname !== null && !preloaded.has(pathname)) {
        preloaded.add(pathname);
        void docusaurus.preload(pathname);
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onApproach, {passive: true});
    document.addEventListener('touchstart', onApproach, {passive: true});
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onApproach);
      document.removeEventListener('touchstart', onApproach);
    };
  }, [history]);

  // Kept markup exists only on the page the reader arrived at; the next page renders normally.
  useEffect(prefetchLinksInView, [pathname]);
}
