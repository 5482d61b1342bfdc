import {expect, test, type Page, type Route} from '@playwright/test';
import {hydrated} from './support';

/** Every script except the two that start the app: the code of routes and pages. */
const PAGE_CHUNKS = /\/assets\/js\/(?!runtime~main\.|main\.)[^/]+\.js$/;

// Links prefetch their pages' code in idle time, so a request can still be in a route
// handler when the test ends; closing the page must not fail the test.
test.afterEach(async ({page}) => {
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

async function failPageChunks(page: Page): Promise<void> {
  await page.route(PAGE_CHUNKS, (route) => route.abort('internetdisconnected'));
}

test.describe('a page whose code fails to download', () => {
  test('shows the error box, and Retry loads the page once the network is back', async ({page}) => {
    await failPageChunks(page);
    await page.goto('/study/product/');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This page could not be loaded.');
    // The server-rendered text stays readable under the box.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Product tour');
    await page.unroute(PAGE_CHUNKS);
    await alert.getByRole('button', {name: 'Retry'}).click();
    await hydrated(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Product tour');
  });

  test('speaks Chinese on Chinese pages', async ({page}) => {
    await failPageChunks(page);
    await page.goto('/zh/study/product/');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('页面加载失败。');
    await expect(alert.getByRole('button', {name: '重试'})).toBeVisible();
  });

  test('during navigation: logs a warning and reloads the page', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') {
        warnings.push(message.text());
      }
    });
    await page.goto('/study/');
    await hydrated(page);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await failPageChunks(page);
    await page.locator('.pagination-nav__link--next').click();
    await expect.poll(() => loads).toBeGreaterThan(0);
    await expect(page).toHaveURL('/study/product/');
    expect(warnings.some((text) => /ChunkLoadError|Loading chunk/.test(text))).toBe(true);
    await expect(page.getByRole('alert')).toContainText('This page could not be loaded.');
  });
});

/** Rewrites the page's content module so that rendering it throws. */
async function crashOnRender(page: Page, docId: string): Promise<void> {
  await page.route(PAGE_CHUNKS, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    const isContent =
      body.includes(`"id":"${docId}"`) &&
      body.includes('frontMatter') &&
      body.includes('children:"');
    await route.fulfill({
      response,
      body: isContent
        ? body.replace(
            'children:"',
            'children:(()=>{throw new Error("Injected render failure",{cause:new Error("Injected cause")})})(),injected:"',
          )
        : body,
    });
  });
}

test.describe('a page that throws while rendering', () => {
  test('shows "This page crashed." with Try again and the error messages', async ({page}) => {
    await crashOnRender(page, 'study/product/index');
    await page.goto('/study/product/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expect(page.getByText('Injected render failure')).toBeVisible();
    await expect(page.getByText('Injected cause')).toBeVisible();
    // The site around the page still works.
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  });

  test('in Chinese', async ({page}) => {
    await crashOnRender(page, 'study/product/index');
    await page.goto('/zh/study/product/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('页面已崩溃。');
    await expect(page.getByRole('button', {name: '重试'})).toBeVisible();
    await expect(page.getByText('原因：')).toBeVisible();
    await expect(page.getByText('Injected render failure')).toBeVisible();
  });
});
