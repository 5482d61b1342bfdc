/**
 * Which page of the site a path shows, if any. The not-found page is served at
 * any unknown URL, so it has no canonical address and no translation to point
 * at; the metadata leaves those links out for it. A page reached by another
 * spelling of its address (/study for /study/, a final slash added) gets the
 * address the build gave it, the one the sitemap lists.
 */
export interface RouteNode {
  path?: string | string[];
  exact?: boolean;
  routes?: readonly RouteNode[];
}

/** Decides whether `pathname` is the page `route` describes (react-router's `matchPath` in the site). */
export type RouteMatcher = (pathname: string, route: RouteNode) => boolean;

function leafRoutes(routes: readonly RouteNode[]): RouteNode[] {
  // Only leaves render a page; the docs layout routes above them match every path under
  // their base (that is how a doc-looking unknown path still gets the not-found content).
  return routes.flatMap((route) =>
    route.routes ? leafRoutes(route.routes) : route.exact === true ? [route] : [],
  );
}

// The route table is one array for the whole site; flatten it once, not on every page render.
const flattened = new WeakMap<readonly RouteNode[], RouteNode[]>();

function pageRoutes(routes: readonly RouteNode[]): RouteNode[] {
  let pages = flattened.get(routes);
  if (pages === undefined) {
    pages = leafRoutes(routes);
    flattened.set(routes, pages);
  }
  return pages;
}

/** The route path of the page `pathname` shows, or null for the not-found page. */
export function pagePathOf(
  pathname: string,
  routes: readonly RouteNode[],
  matches: RouteMatcher,
): string | null {
  const route = pageRoutes(routes).find((candidate) => matches(pathname, candidate));
  if (route === undefined) {
    return null;
  }
  return typeof route.path === 'string' ? route.path : pathname;
}
