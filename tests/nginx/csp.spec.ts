import {test as base} from '@playwright/test';
import {hydrated} from '../e2e/support';
import {expect, recordCspViolations, test} from '../e2e/fixtures';

/**
 * The Content-Security-Policy at work in the browser. The crawl and the other
 * specs of this run prove the site needs nothing the policy forbids; these
 * prove the policy actually forbids, and that the violation detection they
 * rely on sees it.
 */
base('an inline script the build did not emit is blocked and reported', async ({context}) => {
  const violations = await recordCspViolations(context);
  const page = await context.newPage();
  await page.goto('/study/');
  await hydrated(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "ran";';
    document.head.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toMatch(/script-src/);
  await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'ran');
});

base('a script from another origin is blocked and reported', async ({context}) => {
  const violations = await recordCspViolations(context);
  const page = await context.newPage();
  await page.goto('/zh/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://cdn.example.com/tracker.js';
    document.head.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toMatch(/cdn\.example\.com/);
});

test('search runs its WebAssembly engine in a worker under the policy', async ({page}) => {
  const workers: string[] = [];
  const warnings: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      warnings.push(message.text());
    }
  });
  await page.goto('/study/');
  await hydrated(page);
  await page.getByRole('combobox', {name: 'Search the docs'}).fill('impermanent loss');
  await expect(
    page.getByRole('listbox', {name: 'Search the docs'}).getByRole('option').first(),
  ).toBeVisible();
  // Playwright reports a worker after it has started, which can be after the first results.
  await expect.poll(() => workers).toContain('/pagefind/pagefind-worker.js');
  expect(warnings).toEqual([]);
});
