/**
 * The parts of link prefetching that need no browser: which route a link
 * target names, which chunks a route needs, and a queue that runs work only
 * while the main thread is idle (src/prefetch uses them).
 */

/** A route's chunk names as the generated table nests them. */
export interface ChunkNameTree {
  [propName: string]: string | ChunkNameTree | ChunkNameTree[];
}

/**
 * The path a link target asks the router for: query and fragment dropped.
 * Null for a link within the page ("#fees", "?tab=v3#x", ""), which needs no
 * code the page has not already loaded.
 */
export function routePathOf(target: string): string | null {
  const end = target.search(/[?#]/);
  const pathname = end === -1 ? target : target.slice(0, end);
  return pathname === '' ? null : pathname;
}

function leafNames(tree: ChunkNameTree | ChunkNameTree[] | string, into: string[]): void {
  if (typeof tree === 'string') {
    into.push(tree);
    return;
  }
  const children: (ChunkNameTree | ChunkNameTree[] | string)[] = Array.isArray(tree)
    ? tree
    : Object.values(tree);
  for (const child of children) {
    leafNames(child, into);
  }
}

/**
 * Chunk names per route path, built once. The generated table keys each
 * route by its path plus "-" and a short hash ("/zh/sdk/v3-1a2"); Docusaurus
 * strips that suffix with a regular expression for every entry on every
 * prefetch, which made one screen of links cost a long task on a phone.
 */
export function chunkNamesByRoute(table: Record<string, ChunkNameTree>): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const [hashedPath, tree] of Object.entries(table)) {
    const routePath = hashedPath.replace(/-[^-]+$/, '');
    const names = byRoute.get(routePath) ?? [];
    leafNames(tree, names);
    byRoute.set(routePath, names);
  }
  return byRoute;
}

export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export type IdleScheduler = (run: (deadline: IdleDeadlineLike) => void) => void;

/** Below this many milliseconds of idle time left, the queue waits for the next idle period. */
export const MIN_IDLE_SLICE_MS = 2;

/**
 * At most this many milliseconds of jobs per idle period. A browser offers up
 * to 50 ms of idle time, and a queue that filled it made tasks of nearly 50 ms;
 * Lighthouse's mobile profile replays each task four times slower, so every
 * one of them counted as about 150 ms of blocking time. Eight milliseconds stay
 * below its 50 ms threshold even four times slower.
 */
export const MAX_IDLE_SLICE_MS = 8;

/**
 * Runs queued jobs in idle periods, in order: at least one per period so the
 * queue always moves, then more while the period lasts, up to
 * MAX_IDLE_SLICE_MS. Each job's result comes back through the promise `run`
 * returns. `now` is the clock the slice is measured with.
 */
export function createIdleQueue(
  schedule: IdleScheduler,
  now: () => number = () => performance.now(),
): {
  run<T>(job: () => T | Promise<T>): Promise<T>;
  readonly size: number;
} {
  const jobs: (() => void)[] = [];
  let scheduled = false;

  const drain = (deadline: IdleDeadlineLike): void => {
    scheduled = false;
    const started = now();
    let ranOne = false;
    while (
      jobs.length > 0 &&
      (!ranOne ||
        (deadline.timeRemaining() > MIN_IDLE_SLICE_MS && now() - started < MAX_IDLE_SLICE_MS))
    ) {
      jobs.shift()?.();
      ranOne = true;
    }
    if (jobs.length > 0) {
      scheduled = true;
      schedule(drain);
    }
  };

  return {
    run<T>(job: () => T | Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        jobs.push(() => {
          try {
            resolve(job());
          } catch (error: unknown) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        if (!scheduled) {
          scheduled = true;
          schedule(drain);
        }
      });
    },
    get size() {
      return jobs.length;
    },
  };
}
