/**
 * `npm run bench:hydration`: the main thread's work while a page loads and
 * hydrates, timed inside the page. Lighthouse's TBT moves by 100 ms or more
 * between runs of one build on a loaded or slower machine; counting the long
 * tasks of many loads in a real (throttled) browser separates changes smaller
 * than that. Prints figures, asserts nothing; not part of `npm test`.
 *
 * Each load: a phone-sized window (412 × 823), CPU slowed down 4× as in
 * Lighthouse's mobile profile, the built site served locally. It records every
 * long task (over 50 ms) until the page has hydrated and the main thread has
 * been quiet for two seconds, and prints per page the medians of: blocking
 * time (the part of each long task past 50 ms), in all and from the first
 * contentful paint on (as TBT counts it: the browser's first layout of a long
 * page comes before it), long tasks in all, the longest task, and when
 * hydration finished.
 *
 *   npm run bench:hydration                          # the bench's doc pages, both locales, 8 loads
 *   npm run bench:hydration -- --loads 4 --paths /zh/sdk/v3/reference/classes/Pool
 *   npm run bench:hydration -- --dir /tmp/old-build  # another build, to compare
 *   npm run bench:hydration -- --cpuprofile          # also one CPU profile per page in .bench/
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Page} from '@playwright/test';
import {median} from './lib/benchReport';
import {ensureChineseFont} from './lib/chineseFont';
import {startServer} from './lib/staticServer';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.bench');

const DEFAULT_PATHS = [
  '/study/product/swap/trade_guide',
  '/contract/oxbow-v2/concepts/core-concepts/pools',
  '/contract/oxbow-v3/technical-reference/core/OxbowV3Pool',
  '/sdk/v3/guides/swaps/quoting',
  '/sdk/v3/reference/classes/Pool',
  '/category/classes',
];

const {values: options} = parseArgs({
  options: {
    loads: {type: 'string', default: '8'},
    paths: {type: 'string'},
    dir: {type: 'string'},
    cpuprofile: {type: 'boolean', default: false},
    slowdown: {type: 'string', default: '4'},
  },
});

const BUILD = options.dir ? path.resolve(options.dir) : path.join(ROOT, 'build');
const LOADS = Number(options.loads);
const SLOWDOWN = Number(options.slowdown);
const PATHS = options.paths
  ? options.paths.split(',')
  : DEFAULT_PATHS.flatMap((page) => [page, `/zh${page}`]);

interface LoadFigures {
  blockingMs: number;
  blockingAfterPaintMs: number;
  longTasksMs: number;
  longestMs: number;
  hydratedMs: number;
}

interface PageRecord {
  longTasks: {start: number; duration: number}[];
  hydratedAt: number | null;
  firstContentfulPaintAt: number | null;
}

/** Runs before any of the page's scripts: records long tasks and the moment of hydration. */
function recordMainThread(): void {
  const record: PageRecord = {longTasks: [], hydratedAt: null, firstContentfulPaintAt: null};
  (window as unknown as {mainThread: PageRecord}).mainThread = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      record.longTasks.push({start: entry.startTime, duration: entry.duration});
    }
  }).observe({type: 'longtask', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) {
      record.firstContentfulPaintAt = entry.startTime;
    }
  }).observe({type: 'paint', buffered: true});
  new MutationObserver(() => {
    const root = document.documentElement;
    // Docusaurus marks the commit of the hydrated page.
    if (record.hydratedAt === null && root.dataset.hasHydrated === 'true') {
      record.hydratedAt = performance.now();
    }
  }).observe(document, {subtree: true, attributeFilter: ['data-has-hydrated']});
}

async function quietRecord(page: Page): Promise<PageRecord> {
  const read = (): Promise<PageRecord> =>
    page.evaluate(() => (window as unknown as {mainThread: PageRecord}).mainThread);
  for (;;) {
    await page.waitForTimeout(500);
    const record = await read();
    const lastEnd = Math.max(0, ...record.longTasks.map((task) => task.start + task.duration));
    const now = await page.evaluate(() => performance.now());
    if (record.hydratedAt !== null && now - Math.max(lastEnd, record.hydratedAt) > 2000) {
      return record;
    }
  }
}

async function load(url: string, profileFile: string | null): Promise<LoadFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      viewport: {width: 412, height: 823},
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: SLOWDOWN});
    await page.addInitScript(recordMainThread);
    if (profileFile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', {interval: 200});
      await cdp.send('Profiler.start');
    }
    await page.goto(url, {waitUntil: 'load'});
    const record = await quietRecord(page);
    if (profileFile) {
      const {profile} = await cdp.send('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
    }
    const durations = record.longTasks.map((task) => task.duration);
    const blocking = (tasks: readonly {duration: number}[]): number =>
      tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    const paintedAt = record.firstContentfulPaintAt ?? 0;
    return {
      blockingMs: blocking(record.longTasks),
      blockingAfterPaintMs: blocking(record.longTasks.filter((task) => task.start >= paintedAt)),
      longTasksMs: durations.reduce((sum, duration) => sum + duration, 0),
      longestMs: Math.max(0, ...durations),
      hydratedMs: record.hydratedAt ?? NaN,
    };
  } finally {
    await browser.close();
  }
}

if (PATHS.some((pagePath) => pagePath.startsWith('/zh/'))) {
  ensureChineseFont();
}
const server = await startServer(BUILD, 0, 'localhost', {compress: true});
try {
  if (options.cpuprofile) mkdirSync(OUT, {recursive: true});
  console.log(
    `${LOADS} loads per page, 412 × 823, CPU ${SLOWDOWN}× slower; medians in ms (${BUILD})\n`,
  );
  console.log('| Page | Blocking | After first paint | Long tasks | Longest | Hydrated at |');
  console.log('| ---- | -------: | ----------------: | ---------: | ------: | ----------: |');
  for (const pagePath of PATHS) {
    const figures: LoadFigures[] = [];
    for (let index = 0; index < LOADS; index += 1) {
      const profileFile =
        options.cpuprofile && index === 0
          ? path.join(OUT, `${pagePath.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`)
          : null;
      figures.push(await load(`${server.url}${pagePath}`, profileFile));
    }
    const column = (key: keyof LoadFigures): string =>
      median(figures.map((figure) => figure[key])).toFixed(0);
    console.log(
      `| ${pagePath} | ${column('blockingMs')} | ${column('blockingAfterPaintMs')} | ${column('longTasksMs')} | ${column('longestMs')} | ${column('hydratedMs')} |`,
    );
  }
} finally {
  await server.close();
}
