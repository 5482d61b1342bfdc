/**
 * Where a click on a link should take the reader inside the app, the way
 * Docusaurus's <Link> decides it: an address of this site that is one of its
 * pages, opened in the same tab. Anything else (another site, a file such as
 * llms.txt, a new tab, a download, a jump within the page) is left to the
 * browser.
 */
export interface LinkFacts {
  /** The link's resolved address (`anchor.href`). */
  href: string;
  /** Its `target` attribute, '' when absent. */
  target: string;
  download: boolean;
}

export interface Here {
  origin: string;
  pathname: string;
  search: string;
}

/** The path (with query and hash) to push into the router's history, or null. */
export function appLinkTarget(
  link: LinkFacts,
  here: Here,
  isPage: (pathname: string) => boolean,
): string | null {
  if ((link.target !== '' && link.target !== '_self') || link.download) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) {
    return null;
  }
  const samePage = url.pathname === here.pathname && url.search === here.search;
  if (samePage && url.hash !== '') {
    return null;
  }
  return isPage(url.pathname) ? `${url.pathname}${url.search}${url.hash}` : null;
}
