import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {routesForLocale, type RouteInventory} from '../helpers/routeInventory';
import contract from '../contract/routes.json';
import {BUILD_DIR} from '../helpers/paths';

const inventory: RouteInventory = contract;

/** The HTML file a static host serves for a URL path. */
function htmlFileFor(route: string): string[] {
  const relative = route.replace(/^\//, '');
  return route.endsWith('/')
    ? [path.join(BUILD_DIR, relative, 'index.html')]
    : [path.join(BUILD_DIR, relative, 'index.html'), path.join(BUILD_DIR, `${relative}.html`)];
}

const LOCALES = [
  {locale: 'en', prefix: ''},
  {locale: 'zh', prefix: '/zh'},
] as const;

describe.each(LOCALES)('the $locale build', ({locale, prefix}) => {
  const expected = routesForLocale(inventory, locale, prefix);

  it('declares every route of the contract', () => {
    expect(expected.length).toBe(3 + 14 + 107);
  });

  it('contains an HTML page for every route', () => {
    const missing = expected.filter((route) => !htmlFileFor(route).some(existsSync));
    expect(missing).toEqual([]);
  });

  it('has a not-found page', () => {
    expect(existsSync(path.join(BUILD_DIR, prefix, '404.html'))).toBe(true);
  });
});
