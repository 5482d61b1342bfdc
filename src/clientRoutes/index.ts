/**
 * The site's pages as the browser's router knows them: which page a path
 * shows, by the generated route table, or null for the not-found page.
 */
import {matchPath} from 'react-router-dom';
import routes from '@generated/routes';
import {pagePathOf, type RouteNode} from '../lib/knownRoutes';

function matchesRoute(pathname: string, route: RouteNode): boolean {
  return matchPath(pathname, {path: route.path, exact: true}) !== null;
}

export function pagePathOfLocation(pathname: string): string | null {
  return pagePathOf(pathname, routes, matchesRoute);
}
