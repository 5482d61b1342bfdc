import {test as base, devices, expect, type Page} from '@playwright/test';
import {recordCspViolations} from '../e2e/fixtures';
import {shards, sitemapPaths} from '../helpers/sitemap';
import {hydrated} from '../e2e/support';

/**
 * Every page of both sitemaps, opened in the browser with JavaScript behind
 * nginx with the shipped headers: it answers 200, hydrates without a console
 * error, an uncaught exception or a Content-Security-Policy violation, and
 * never asks another origin for anything (no fonts, scripts or beacons from
 * elsewhere: the site is self-contained). It runs once, here: the same crawl
 * under npm run serve would check a subset of this.
 *
 * The browser is the narrowest phone we support, so the crawl also checks that
 * no page is wider than its screen and that nothing in an article reaches past
 * it outside a box of its own that scrolls (or clips, as KaTeX's hidden MathML
 * does): a long formula or number inside a sentence would (KaTeX breaks an
 * inline formula only after a relation or an operator).
 */
// A test opens eight pages: about 3 s on an idle machine, 4 s with two tests on the two cores, so
// Playwright's default timeout holds without being raised. The pages open one after another in one
// tab per worker, kept from test to test: the first page of a tab costs about 2.5 s more CPU than
// the next (a new renderer process, cold caches), which 32 tests each with a tab of their own would
// pay 32 times instead of once a worker.
const PAGES_PER_TEST = 8;
const PHONE = {width: 320, height: 640};

interface CrawlTab {
  page: Page;
  /** The page being checked, which what the browser reports is put down to. */
  current: string;
  /** What went wrong in the current test: console errors, uncaught exceptions, other origins. */
  problems: string[];
  /** Every Content-Security-Policy violation the tab has reported (tests/e2e/fixtures.ts). */
  violations: string[];
}

const test = base.extend<{tab: CrawlTab}, {workerTab: CrawlTab}>({
  workerTab: [
    async ({browser}, use, workerInfo) => {
      const {baseURL} = workerInfo.project.use;
      // The project's device, at a phone's width (test.use does not reach a worker's fixtures).
      const context = await browser.newContext({
        ...devices['Desktop Chrome'],
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        baseURL,
      });
      const violations = await recordCspViolations(context);
      const page = await context.newPage();
      const origin = new URL(baseURL ?? '').origin;
      const tab: CrawlTab = {page, current: '', problems: [], violations};
      page.on('console', (message) => {
        if (message.type() === 'error') {
          tab.problems.push(`${tab.current}: console error: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => {
        tab.problems.push(`${tab.current}: uncaught ${error.name}: ${error.message}`);
      });
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^https?:$/.test(url.protocol) && url.origin !== origin) {
          tab.problems.push(`${tab.current}: request to ${url.origin}`);
        }
      });
      await use(tab);
      await context.close();
    },
    {scope: 'worker'},
  ],
  tab: async ({workerTab}, use) => {
    const seen = workerTab.violations.length;
    workerTab.problems = [];
    await use(workerTab);
    expect(workerTab.violations.slice(seen), 'Content-Security-Policy violations').toEqual([]);
  },
});

/** What sticks out past the right edge of the screen, once the page's fonts are in. */
async function widerThanScreen(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((screenWidth) => {
    const inOwnBox = (element: Element): boolean => {
      for (
        let box = element.parentElement;
        box && box.tagName !== 'ARTICLE';
        box = box.parentElement
      ) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > screenWidth) found.push(`the page is ${String(pageWidth)} px wide`);
    const outside = Array.from(document.querySelectorAll('article *')).find(
      (element) => element.getBoundingClientRect().right > screenWidth + 0.5 && !inOwnBox(element),
    );
    if (outside) {
      const right = Math.round(outside.getBoundingClientRect().right);
      const text = outside.textContent.replace(/\s+/g, ' ').slice(0, 60);
      found.push(`<${outside.tagName.toLowerCase()}> reaches ${String(right)} px: ${text}`);
    }
    return found;
  }, PHONE.width);
}

for (const [language, localeDir] of [
  ['English', ''],
  ['Chinese', 'zh'],
] as const) {
  const paths = sitemapPaths(localeDir);

  test(`${language} sitemap lists the whole site`, () => {
    expect(paths.length).toBeGreaterThan(100);
  });

  shards(paths, PAGES_PER_TEST).forEach((shard, index) => {
    test(`${language} pages, part ${index + 1}: 200, no console error, same origin only, fits a phone`, async ({
      tab,
    }) => {
      for (const path of shard) {
        tab.current = path;
        const response = await tab.page.goto(path);
        expect.soft(response?.status(), `${path} status`).toBe(200);
        await hydrated(tab.page);
        for (const overflow of await widerThanScreen(tab.page)) {
          tab.problems.push(`${path}: ${overflow}`);
        }
      }
      expect(tab.problems).toEqual([]);
    });
  });
}
