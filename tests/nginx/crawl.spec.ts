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
 */
const PAGES_PER_TEST = 16;

for (const [language, localeDir] of [
  ['English', ''],
  ['Chinese', 'zh'],
] as const) {
  const paths = sitemapPaths(localeDir);

  test(`${language} sitemap lists the whole site`, () => {
    expect(paths.length).toBeGreaterThan(100);
  });

  shards(paths, PAGES_PER_TEST).forEach((shard, index) => {
    test(`${language} pages, part ${index + 1}: 200, no console error, same origin only`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
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
      }
      expect(problems).toEqual([]);
    });
  });
}
