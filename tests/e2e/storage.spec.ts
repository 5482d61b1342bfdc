import {expect, test} from '@playwright/test';
import {hydrated} from './support';

test.describe('announcement bar', () => {
  test('comes back when its id changes', async ({page}) => {
    await page.goto('/study/');
    await hydrated(page);
    const bar = page.getByRole('banner').filter({hasText: 'New to Oxbow?'});
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe(
      'true',
    );
    await page.reload();
    await expect(page.getByText('New to Oxbow?')).toBeHidden();
    // A new announcement ships with a new id: pretend the dismissed one was an older bar.
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    });
    await page.reload();
    await expect(page.getByText('New to Oxbow?')).toBeVisible();
  });
});

test.describe('preferred docs version', () => {
  test('is kept in localStorage while that version exists, and forgotten when it does not', async ({
    page,
  }) => {
    await page.goto('/study/');
    await page.evaluate(() => {
      localStorage.setItem('docs-preferred-version-default', 'current');
    });
    await page.goto('/sdk/');
    await hydrated(page);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(
      'current',
    );
    await page.evaluate(() => {
      localStorage.setItem('docs-preferred-version-default', '0.9');
    });
    await page.reload();
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
      .toBeNull();
  });
});

test.describe('without browser storage', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });

  test('the site renders and works, with only a console warning', async ({page}) => {
    const problems: string[] = [];
    const warnings: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(message.text());
      } else if (message.type() === 'warning') {
        warnings.push(message.text());
      }
    });
    await page.goto('/study/');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Welcome to Oxbow');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'SDK', exact: true})
      .click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Oxbow SDKs');
    expect(problems).toEqual([]);
    expect(warnings.some((text) => text.includes('browser storage is not available'))).toBe(true);
  });
});
