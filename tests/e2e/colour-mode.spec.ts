import {expect, test} from './fixtures';
import {hydrated} from './support';

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('is light by default even when the system prefers dark', async ({page}) => {
    await page.goto('/study/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('switches, is stored under "theme" and survives a reload', async ({page}) => {
    await page.goto('/zh/study/');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: /切换浅色\/深色模式/});
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await hydrated(page);
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a second tab follows within a second', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/study/');
    await second.goto('/contract/');
    await hydrated(first);
    await hydrated(second);
    await first.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark', {timeout: 1000});
  });

  test('the toggle is disabled until the page has hydrated', async ({page, request}) => {
    const html = await (await request.get('/study/')).text();
    const toggle =
      /<button[^>]*aria-label="Switch between dark and light mode[^>]*>/.exec(html)?.[0] ?? '';
    expect(toggle).toMatch(/\sdisabled(=|\s|>)/);
    await page.goto('/study/');
    await hydrated(page);
    await expect(
      page.getByRole('button', {name: /Switch between dark and light mode/}),
    ).toBeEnabled();
  });
});
