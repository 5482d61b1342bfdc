import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {holdHydration, hydrated, isSameDocument, markDocument} from './support';

/**
 * Waits until a new tab at `path` shows the dark mode the page stored. Chromium passes a tab's
 * localStorage write on to the browser process asynchronously: a reload within milliseconds of
 * the write came back light twice, in clean-clone runs in slow hours. A second tab sees the value
 * once the browser process has it, as a reader's reload a moment later does.
 */
async function storedForEveryTab(page: Page, path: string): Promise<void> {
  const otherTab = await page.context().newPage();
  await otherTab.goto(path);
  await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'dark');
  await otherTab.close();
}

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('is light by default even when the system prefers dark', async ({page}) => {
    await page.goto('/study/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('switches, is stored under "theme" and survives a reload', {tag: '@csp'}, async ({page}) => {
    await page.goto('/zh/study/');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: /切换浅色\/深色模式/});
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await storedForEveryTab(page, '/zh/study/');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await hydrated(page);
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a second tab follows, without reloading', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/study/');
    await second.goto('/contract/');
    await hydrated(second);
    // The reader clicks in the tab in front, the other following from behind. Only the tab in front
    // paints, and a page starts its scripts after its first paint (or 3 s without one).
    await first.bringToFront();
    await hydrated(first);
    await markDocument(second);
    await first.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Told by the storage event: the page it had open, not a new one.
    expect(await isSameDocument(second)).toBe(true);
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

  test(
    'the toggle shows the chosen mode in the next frame, and the page follows',
    {tag: '@csp'},
    async ({page}) => {
      await page.goto('/zh/contract/oxbow-v3/technical-reference/core/OxbowV3Pool');
      await hydrated(page);
      const firstFrame = await page.evaluate(async () => {
        const toggle = document.querySelector<HTMLButtonElement>('.navbar .color-mode-toggle');
        toggle?.click();
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const shown = Array.from(toggle?.querySelectorAll('svg') ?? []).map(
          (icon) => getComputedStyle(icon).display !== 'none',
        );
        return {shown, theme: document.documentElement.dataset.theme};
      });
      // The light icon first, the dark one second: the dark one shows while the page is still light.
      expect(firstFrame).toEqual({shown: [false, true], theme: 'light'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('.navbar .color-mode-toggle')).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    },
  );

  test.describe('a tap before the page has hydrated', () => {
    test.use({hasTouch: true});

    // The toggle sits in the navbar on a tablet or desktop screen; a phone's is in the menu.
    test('takes effect at once, and the hydrated page keeps it', {tag: '@csp'}, async ({page}) => {
      const hydration = await holdHydration(page);
      await page.goto('/study/', {waitUntil: 'commit'});
      const html = page.locator('html');
      const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
      await expect(toggle).toBeVisible();
      await expect(toggle).toBeDisabled();
      await toggle.tap({force: true});
      // At once: without the page's scripts, held back until after this, so what changed the page
      // is the inline script answering the tap. How many milliseconds that took is the machine's.
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await expect(html).toHaveAttribute('data-has-hydrated', 'false');

      hydration.release();
      await hydrated(page);
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await expect(toggle).toBeEnabled();
      await expect(toggle).toHaveAttribute('aria-label', /currently dark mode/);
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await storedForEveryTab(page, '/study/');
      await page.reload();
      await expect(html).toHaveAttribute('data-theme', 'dark');
    });

    test('closes the announcement at once, and it stays closed', {tag: '@csp'}, async ({page}) => {
      await page.setViewportSize({width: 412, height: 823});
      const hydration = await holdHydration(page);
      await page.goto('/zh/study/', {waitUntil: 'commit'});
      const bar = page.getByRole('banner').filter({hasText: '第一次使用 Oxbow'});
      await bar.getByRole('button', {name: '关闭'}).tap();
      // At once, as above: closed by the inline script, the page's scripts being held back.
      await expect(bar).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');

      hydration.release();
      await hydrated(page);
      await expect(page.getByText('第一次使用 Oxbow')).toBeHidden();
      expect(
        await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')),
      ).toBe('true');
      await page.reload();
      await hydrated(page);
      await expect(page.getByText('第一次使用 Oxbow')).toBeHidden();
    });
  });
});
