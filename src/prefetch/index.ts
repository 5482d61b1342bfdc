/**
 * Stands in for @docusaurus/core/lib/client/docusaurus.js, the object the
 * client entry mounts on window.docusaurus (plugins/idle-prefetch swaps it in).
 *
 * Links still prefetch the code of the pages they point to once they scroll
 * into view, still skip it on 2g or in data-saver mode, and still fall back to
 * a plain request where <link rel=prefetch> is unsupported (Docusaurus's own
 * helper does the fetching). What changes is when and how much: the work waits
 * for idle time instead of running in the observer's callback, a route's
 * chunks come from a table built once, a chunk already asked for is not asked
 * for again, and links within the page ask for nothing. Measured on a long
 * reference page with a phone's CPU, the stock version spent two long tasks
 * (about 330 ms at 4× slowdown) right after hydration.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import prefetchAsset from '@docusaurus/core/lib/client/prefetch';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import {
  chunkNamesByRoute,
  createIdleQueue,
  routePathOf,
  type IdleScheduler,
} from '../lib/prefetchPlan';

/** The bundler's runtime: a chunk's URL from its name (Docusaurus adds the function). */
declare const __webpack_require__: {gca(chunkName: string): string};

/** Not in every browser, hence not in TypeScript's DOM types. */
interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

const scheduleWhenIdle: IdleScheduler = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, {timeout: 3000});
  } else {
    // Safari has no idle callbacks: a timer at least leaves the current task.
    window.setTimeout(() => {
      run({timeRemaining: () => 0});
    }, 50);
  }
};

const idle = createIdleQueue(scheduleWhenIdle);
const fetchedRoutes = new Set<string>();
const loadedRoutes = new Set<string>();
const requestedAssets = new Set<string>();
let chunksOfRoute: Map<string, string[]> | undefined;

function isSlowConnection(): boolean {
  const {connection} = navigator as Navigator & {connection?: NetworkInformation};
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/** A chunk's URL not asked for yet (the runtime answers a name it does not know with "undefined" in it). */
function isUnrequestedAsset(asset: string): boolean {
  return Boolean(asset) && !asset.includes('undefined') && !requestedAssets.has(asset);
}

function assetsOf(routePath: string): string[] {
  chunksOfRoute ??= chunkNamesByRoute(routesChunkNames);
  const table = chunksOfRoute;
  return matchRoutes(routes, routePath)
    .flatMap((match) => table.get(match.route.path) ?? [])
    .map((chunkName) => __webpack_require__.gca(chunkName))
    .filter(isUnrequestedAsset);
}

function prefetch(target: string): false | Promise<unknown> {
  const routePath = routePathOf(target);
  if (
    routePath === null ||
    isSlowConnection() ||
    loadedRoutes.has(routePath) ||
    fetchedRoutes.has(routePath)
  ) {
    return false;
  }
  fetchedRoutes.add(routePath);
  return idle.run(() => {
    const assets = [...new Set(assetsOf(routePath))];
    for (const asset of assets) {
      requestedAssets.add(asset);
    }
    return Promise.all(assets.map((asset) => prefetchAsset(asset)));
  });
}

/** Unchanged from Docusaurus: a route about to be shown loads its code at once. */
function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loadedRoutes.has(routePath)) {
    return false;
  }
  loadedRoutes.add(routePath);
  return preloadRoute(routePath);
}

export default Object.freeze({prefetch, preload});
