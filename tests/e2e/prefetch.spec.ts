import {expect, test} from '@playwright/test';
import {hydrated, prefetched, settle} from './support';

test.describe('prefetching linked pages', () => {
  test('fetches, once each, the scripts of a page linked on screen before it is opened', async ({
    page,
  }) => {
    await page.goto('/study/');
    await hydrated(page);
    await settle(page);
    await expect.poll(async () => (await prefetched(page)).length).toBeGreaterThan(0);
    const fetchedAhead = await prefetched(page);
    expect(new Set(fetchedAhead).size).toBe(fetchedAhead.length);

    const loadedOnClick: string[] = [];
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (request.resourceType() === 'script') {
        loadedOnClick.push(pathname);
      }
    });
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL('/study/product/');
    await expect(page.locator('article h1')).toBeVisible();
    expect(loadedOnClick.length).toBeGreaterThan(0);
    for (const script of loadedOnClick) {
      expect(fetchedAhead, `${script} was not prefetched`).toContain(script);
    }
  });

  test('asks for nothing on a link within the page', async ({page}) => {
    await page.goto('/contract/oxbow-v2/concepts/core-concepts/pools');
    await hydrated(page);
    await settle(page);
    const before = await prefetched(page);
    await page.evaluate(() => {
      void window.docusaurus.prefetch('#fees');
      void window.docusaurus.prefetch('?tab=v3#fees');
    });
    await settle(page);
    expect(await prefetched(page)).toEqual(before);
  });

  for (const [name, connection] of [
    ['in data-saver mode', {effectiveType: '4g', saveData: true}],
    ['on a 2g connection', {effectiveType: 'slow-2g', saveData: false}],
  ] as const) {
    test(`is skipped ${name}`, async ({page}) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {value, configurable: true});
      }, connection);
      await page.goto('/study/');
      await hydrated(page);
      await settle(page);
      expect(await prefetched(page)).toEqual([]);
    });
  }
});
