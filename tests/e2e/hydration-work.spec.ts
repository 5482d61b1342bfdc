import {expect, test} from '@playwright/test';
import {hydrated} from './support';

interface Calls {
  localeCompare: number;
  dateTimeFormat: number;
}

// The first collator and the first date format a page asks the browser for load locale data, a
// task of 15–20 ms on this machine inside hydration; doc pages need neither (Performance, change 9).
const PAGES = [
  {
    path: '/zh/contract/oxbow-v3/technical-reference/core/OxbowV3Pool',
    date: /^\d{4}年\d{1,2}月\d{1,2}日$/,
  },
  {path: '/sdk/v3/guides/swaps/quoting', date: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/},
];

test.use({viewport: {width: 412, height: 823}});

for (const {path, date} of PAGES) {
  test(`hydrating ${path} builds no collator and no date format`, async ({page}) => {
    await page.addInitScript(() => {
      const calls: Calls = {localeCompare: 0, dateTimeFormat: 0};
      (window as unknown as {intlCalls: Calls}).intlCalls = calls;
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its string
      const localeCompare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (
        this: string,
        ...args: Parameters<typeof localeCompare>
      ) {
        calls.localeCompare += 1;
        return localeCompare.apply(this, args);
      };
      const handler: ProxyHandler<typeof Intl.DateTimeFormat> = {
        construct(target, args: Parameters<typeof Intl.DateTimeFormat>) {
          calls.dateTimeFormat += 1;
          return new target(...args);
        },
        apply(target, _thisArg, args: Parameters<typeof Intl.DateTimeFormat>) {
          calls.dateTimeFormat += 1;
          return target(...args);
        },
      };
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, handler);
    });
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('.theme-last-updated time')).toHaveText(date);
    await expect(page.locator('pre').first()).toBeVisible();
    await page.waitForTimeout(500);
    const calls = await page.evaluate(() => (window as unknown as {intlCalls: Calls}).intlCalls);
    expect(calls).toEqual({localeCompare: 0, dateTimeFormat: 0});
  });
}

test('a phone widened to a desktop gets the desktop sidebar and contents', async ({page}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/zh/sdk/v3/reference/classes/Pool');
  await hydrated(page);
  await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
  await page.setViewportSize({width: 1280, height: 800});
  await expect(page.locator('.theme-doc-sidebar-container a[aria-current="page"]')).toBeVisible();
  await expect(page.locator('.theme-doc-toc-desktop a').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a phone has the mobile menu ready once hydrated, and it still slides in', async ({page}) => {
  await page.goto('/sdk/v3/guides/swaps/quoting');
  await hydrated(page);
  // Rendered before the reader reaches for the toggle, so the tap only slides it in.
  await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
  await expect(page.locator('.navbar-sidebar')).toBeHidden();
  const transition = await page
    .locator('.navbar-sidebar')
    .evaluate((element) => getComputedStyle(element).transitionDuration);
  expect(transition).not.toBe('0s');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await expect(
    page.locator('.navbar-sidebar').getByRole('link', {name: 'Quoting', exact: true}),
  ).toBeVisible();
});

test('a keyboard reader gets the mobile menu from the toggle too', async ({page}) => {
  await page.goto('/zh/study/');
  await hydrated(page);
  await page.getByRole('button', {name: '切换导航栏'}).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
});
