import {expect, test} from '@playwright/test';
import {hydrated} from './support';

test.use({viewport: {width: 412, height: 823}});

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
