/**
 * Whether a path is a page of the site or lands on the not-found page. The
 * not-found page is served at any unknown URL, so it has no canonical address
 * and no translation to point at; the metadata leaves those links out for it.
 */
export interface RouteNode {
  path?: string | string[];
  exact?: boolean;
  routes?: readonly RouteNode[];
}

/** Decides whether `pathname` is the page `route` describes (react-router's `matchPath` in the site). */
export type RouteMatcher = (pathname: string, route: RouteNode) => boolean;

function pageRoutes(routes: readonly RouteNode[]): RouteNode[] {
  // Only leaves render a page; the docs layout routes above them match every path under
  // their base (that is how a doc-looking unknown path still gets the not-found content).
  return routes.flatMap((route) =>
    route.routes ? pageRoutes(route.routes) : route.exact === true ? [route] : [],
  );
}

export function isKnownPage(
  pathname: string,
  routes: readonly RouteNode[],
  matches: RouteMatcher,
): boolean {
  return pageRoutes(routes).some((route) => matches(pathname, route));
}
