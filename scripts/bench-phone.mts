/**
 * `npm run bench:phone`: the site on a slow phone, timed inside the page. It
 * prints figures and asserts nothing; not part of `npm test`.
 *
 * Every load: a phone-sized window (412 × 823, touch), the CPU slowed down 4×
 * as in Lighthouse's mobile profile, the built site served locally, a fresh
 * browser. Two kinds of load:
 *
 * - Loading: every long task (over 50 ms) until the page has hydrated and the
 *   main thread has been quiet for two seconds; per page the medians of the
 *   blocking time (the part of each long task past 50 ms) in all and from the
 *   first contentful paint on (as TBT counts it), the longest task, and when
 *   hydration ended. Lighthouse's TBT moves by tens of milliseconds between
 *   runs; many loads in a real throttled browser separate smaller changes.
 * - The first interactions a reader makes, each in a load of its own, started
 *   as soon as the page has hydrated: open the mobile menu, type in the
 *   navbar's search box, switch the colour mode (from the menu, where a phone
 *   has the toggle), change a calculator's field. Each is timed as INP times
 *   an interaction (Event Timing: from the input to the next paint, the longest
 *   event of the interaction; several keystrokes count as their slowest). The
 *   target is 200 ms. Event Timing reports nothing under 16 ms: "≤ 16".
 *
 *   npm run bench:phone                              # both kinds, the default pages, 5 loads
 *   npm run bench:phone -- --only interactions --loads 3
 *   npm run bench:phone -- --paths /zh/sdk/v3/reference/classes/Pool --only load
 *   npm run bench:phone -- --dir /tmp/old-build      # another build, to compare
 *   npm run bench:phone -- --cpuprofile              # also one CPU profile per page in .bench/
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Page} from '@playwright/test';
import {median} from './lib/benchReport';
import {ensureChineseFont} from './lib/chineseFont';
import {startServer} from './lib/staticServer';
import {DEFAULT_LOCALE, LOCALES, localePrefix} from '../config/locale';
import {pathInLocale} from '../src/lib/localeUrls';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.bench');
const INP_TARGET_MS = 200;
/** Event Timing's smallest reported duration. */
const EVENT_TIMING_FLOOR_MS = 16;

const DEFAULT_PATHS = [
  '/',
  '/study/product/swap/trade_guide',
  '/contract/oxbow-v2/concepts/core-concepts/pools',
  '/contract/oxbow-v3/technical-reference/core/OxbowV3Pool',
  '/sdk/v3/guides/swaps/quoting',
  '/sdk/v3/reference/classes/Pool',
  '/category/classes',
];
/** A page with calculators, for the fourth interaction. */
const CALCULATOR_PATH = '/study/product/liquidity/pool';

const {values: options} = parseArgs({
  options: {
    loads: {type: 'string', default: '5'},
    paths: {type: 'string'},
    dir: {type: 'string'},
    only: {type: 'string'},
    cpuprofile: {type: 'boolean', default: false},
    slowdown: {type: 'string', default: '4'},
  },
});

const BUILD = options.dir ? path.resolve(options.dir) : path.join(ROOT, 'build');
const LOADS = Number(options.loads);
const SLOWDOWN = Number(options.slowdown);
const inEveryLocale = (paths: readonly string[]): string[] =>
  paths.flatMap((page) => LOCALES.map((locale) => pathInLocale(page, DEFAULT_LOCALE, locale)));
const PATHS = options.paths ? options.paths.split(',') : inEveryLocale(DEFAULT_PATHS);
const KINDS = options.only ? [options.only] : ['load', 'interactions'];

interface PageRecord {
  longTasks: {start: number; duration: number}[];
  hydratedAt: number | null;
  firstContentfulPaintAt: number | null;
  /** Event Timing entries of interactions: the id of their interaction, when, how long. */
  events: {interaction: number; start: number; duration: number}[];
}

/** Runs before any of the page's scripts: records long tasks, paints, interactions, hydration. */
function recordMainThread(): void {
  const record: PageRecord = {
    longTasks: [],
    hydratedAt: null,
    firstContentfulPaintAt: null,
    events: [],
  };
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
  new PerformanceObserver((list) => {
    // interactionId is newer than TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEntry & {interactionId?: number})[]) {
      if (entry.interactionId) {
        record.events.push({
          interaction: entry.interactionId,
          start: entry.startTime,
          duration: entry.duration,
        });
      }
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true} as PerformanceObserverInit);
  new MutationObserver(() => {
    // Docusaurus marks the page hydrated once React has committed it.
    if (record.hydratedAt === null && document.documentElement.dataset.hasHydrated === 'true') {
      record.hydratedAt = performance.now();
    }
  }).observe(document, {subtree: true, attributeFilter: ['data-has-hydrated']});
}

function readRecord(page: Page): Promise<PageRecord> {
  return page.evaluate(() => (window as unknown as {mainThread: PageRecord}).mainThread);
}

/** Waits until the page has hydrated and its main thread has been quiet for `quietMs`. */
async function quietRecord(page: Page, quietMs: number): Promise<PageRecord> {
  for (;;) {
    await page.waitForTimeout(250);
    const record = await readRecord(page);
    const lastEnd = Math.max(0, ...record.longTasks.map((task) => task.start + task.duration));
    const now = await page.evaluate(() => performance.now());
    if (record.hydratedAt !== null && now - Math.max(lastEnd, record.hydratedAt) > quietMs) {
      return record;
    }
  }
}

/** A fresh phone, slowed down, with the recorder installed. */
async function openPhone<T>(run: (page: Page) => Promise<T>, profileFile?: string): Promise<T> {
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
    const result = await run(page);
    if (profileFile) {
      const {profile} = await cdp.send('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
    }
    return result;
  } finally {
    await browser.close();
  }
}

interface LoadFigures {
  blockingMs: number;
  blockingAfterPaintMs: number;
  longestMs: number;
  hydratedMs: number;
}

async function timeLoad(url: string, profileFile?: string): Promise<LoadFigures> {
  return openPhone(async (page) => {
    await page.goto(url, {waitUntil: 'load'});
    const record = await quietRecord(page, 2000);
    const blocking = (tasks: readonly {duration: number}[]): number =>
      tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    const paintedAt = record.firstContentfulPaintAt ?? 0;
    return {
      blockingMs: blocking(record.longTasks),
      blockingAfterPaintMs: blocking(record.longTasks.filter((task) => task.start >= paintedAt)),
      longestMs: Math.max(0, ...record.longTasks.map((task) => task.duration)),
      hydratedMs: record.hydratedAt ?? NaN,
    };
  }, profileFile);
}

/** The first interactions a reader makes: what to do first (untimed), then the timed step. */
const INTERACTIONS: Record<
  string,
  {pages: (paths: readonly string[]) => readonly string[]; prepare?: Step; step: Step}
> = {
  'open the menu': {
    pages: (paths) => paths,
    step: (page) => page.locator('button.navbar__toggle').tap(),
  },
  'type in search': {
    pages: (paths) => paths,
    prepare: (page) => page.locator('.navbar').getByRole('combobox').tap(),
    step: (page) => page.keyboard.type('pool', {delay: 120}),
  },
  'switch colour mode': {
    pages: (paths) => paths,
    prepare: async (page) => {
      await page.locator('button.navbar__toggle').tap();
      await page.locator('.navbar-sidebar .color-mode-toggle').waitFor({state: 'visible'});
    },
    step: (page) => page.locator('.navbar-sidebar .color-mode-toggle').tap(),
  },
  'change a calculator field': {
    pages: (paths) =>
      inEveryLocale([CALCULATOR_PATH]).filter(
        (calculator) => !options.paths || paths.includes(calculator),
      ),
    prepare: (page) => page.locator('article section[aria-labelledby] input').first().tap(),
    step: (page) => page.keyboard.type('5'),
  },
};

type Step = (page: Page) => Promise<unknown>;

/** The latency of the slowest interaction that started after `since`, as INP counts it. */
function slowestInteraction(record: PageRecord, since: number): number {
  const byInteraction = new Map<number, number>();
  for (const event of record.events.filter((entry) => entry.start >= since)) {
    byInteraction.set(
      event.interaction,
      Math.max(byInteraction.get(event.interaction) ?? 0, event.duration),
    );
  }
  return Math.max(EVENT_TIMING_FLOOR_MS, ...byInteraction.values());
}

async function timeInteraction(url: string, name: string): Promise<number> {
  const interaction = INTERACTIONS[name];
  if (!interaction) {
    throw new Error(`no interaction named ${name}`);
  }
  return openPhone(async (page) => {
    await page.goto(url, {waitUntil: 'load'});
    await quietRecord(page, 0);
    if (interaction.prepare) {
      await interaction.prepare(page);
      await quietRecord(page, 1000);
    }
    const since = await page.evaluate(() => performance.now());
    await interaction.step(page);
    // Event Timing reports an interaction once its next frame is painted.
    await page.waitForTimeout(1000);
    return slowestInteraction(await readRecord(page), since);
  });
}

const floor = (ms: number): string =>
  ms <= EVENT_TIMING_FLOOR_MS ? `≤ ${String(EVENT_TIMING_FLOOR_MS)}` : ms.toFixed(0);

if (PATHS.some((pagePath) => pagePath.startsWith(`${localePrefix('zh')}/`))) {
  ensureChineseFont();
}
const server = await startServer(BUILD, 0, 'localhost', {compress: true});
try {
  if (options.cpuprofile) mkdirSync(OUT, {recursive: true});
  console.log(
    `${String(LOADS)} loads per figure, 412 × 823, CPU ${String(SLOWDOWN)}× slower (${BUILD})\n`,
  );
  if (KINDS.includes('load')) {
    console.log('### Loading (medians, ms)\n');
    console.log('| Page | Blocking | After first paint | Longest task | Hydrated at |');
    console.log('| ---- | -------: | ----------------: | -----------: | ----------: |');
    for (const pagePath of PATHS) {
      const figures: LoadFigures[] = [];
      for (let index = 0; index < LOADS; index += 1) {
        const profileFile =
          options.cpuprofile && index === 0
            ? path.join(OUT, `${pagePath.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`)
            : undefined;
        figures.push(await timeLoad(`${server.url}${pagePath}`, profileFile));
      }
      const column = (key: keyof LoadFigures): string =>
        median(figures.map((figure) => figure[key])).toFixed(0);
      console.log(
        `| ${pagePath} | ${column('blockingMs')} | ${column('blockingAfterPaintMs')} | ${column('longestMs')} | ${column('hydratedMs')} |`,
      );
    }
    console.log('');
  }
  if (KINDS.includes('interactions')) {
    console.log(
      `### First interactions, each in a load of its own (latency as INP counts it, ms; target ${String(INP_TARGET_MS)})\n`,
    );
    console.log('| Page | Interaction | Median | Slowest | Target |');
    console.log('| ---- | ----------- | -----: | ------: | ------ |');
    for (const [name, interaction] of Object.entries(INTERACTIONS)) {
      for (const pagePath of interaction.pages(PATHS)) {
        const latencies: number[] = [];
        for (let index = 0; index < LOADS; index += 1) {
          latencies.push(await timeInteraction(`${server.url}${encodeURI(pagePath)}`, name));
        }
        const slowest = Math.max(...latencies);
        console.log(
          `| ${pagePath} | ${name} | ${floor(median(latencies))} | ${floor(slowest)} | ${slowest <= INP_TARGET_MS ? 'met' : 'missed'} |`,
        );
      }
    }
  }
} finally {
  await server.close();
}
