import type {Page} from '@playwright/test';
import {expect, test} from '../e2e/fixtures';
import {shards, sitemapPaths} from '../helpers/sitemap';
import {hydrated} from '../e2e/support';

/**
 * Every page of both sitemaps, opened in the browser with JavaScript behind
 * nginx with the shipped headers: it answers 200, hydrates without a console
 * error, an uncaught exception or a Content-Security-Policy violation (the
 * fixture), and never asks another origin for anything (no fonts, scripts or
 * beacons from elsewhere: the site is self-contained). It runs once, here: the
 * same crawl under npm run serve would check a subset of this.
 *
 * The browser is the narrowest phone we support, so the crawl also checks that
 * no page is wider than its screen and that nothing in an article reaches past
 * it outside a box of its own that scrolls (or clips, as KaTeX's hidden MathML
 * does): a long formula or number inside a sentence would (KaTeX breaks an
 * inline formula only after a relation or an operator).
 */
// A test opens its pages one after another in one tab. The first page of a tab costs about 2.5 s
// more CPU than the next (a new renderer process, cold caches), so a few long tests: eight, which
// two workers still share evenly.
const PAGES_PER_TEST = 32;
const PHONE = {width: 320, height: 640};

test.use({viewport: PHONE, isMobile: true, hasTouch: true});

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
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const origin = new URL(baseURL ?? '').origin;
      const problems: string[] = [];
      let current = '';
      page.on('console', (message) => {
        if (message.type() === 'error') {
          problems.push(`${current}: console error: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => {
        problems.push(`${current}: uncaught ${error.name}: ${error.message}`);
      });
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^https?:$/.test(url.protocol) && url.origin !== origin) {
          problems.push(`${current}: request to ${url.origin}`);
        }
      });

      for (const path of shard) {
        current = path;
        const response = await page.goto(path);
        expect.soft(response?.status(), `${path} status`).toBe(200);
        await hydrated(page);
        for (const overflow of await widerThanScreen(page)) problems.push(`${path}: ${overflow}`);
      }
      expect(problems).toEqual([]);
    });
  });
}
