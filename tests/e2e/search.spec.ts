import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import relevance from './search-relevance.json';
import {hydrated} from './support';

interface RelevanceCase {
  query: string;
  expect: string;
}

/** The top three result paths of each query, searched with the locale's own index in the browser. */
async function topThree(page: Page, baseUrl: string, queries: string[]): Promise<string[][]> {
  return page.evaluate(
    async ({baseUrl: base, queries: all}) => {
      interface Pagefind {
        options: (options: object) => Promise<void>;
        init: () => Promise<void>;
        search: (query: string) => Promise<{results: {data: () => Promise<{url: string}>}[]}>;
      }
      const pagefind = (await import(`${base}pagefind/pagefind.js`)) as Pagefind;
      await pagefind.options({baseUrl: base});
      await pagefind.init();
      const tops: string[][] = [];
      for (const query of all) {
        const {results} = await pagefind.search(query);
        const data = await Promise.all(results.slice(0, 3).map((result) => result.data()));
        tops.push(data.map((entry) => decodeURI(entry.url).slice(base.length).replace(/\/$/, '')));
      }
      return tops;
    },
    {baseUrl, queries},
  );
}

test.describe('search relevance', () => {
  for (const [locale, baseUrl] of [
    ['en', '/'],
    ['zh', '/zh/'],
  ] as const) {
    test(`${locale}: every query of the relevance set finds its page in the top 3`, async ({
      page,
    }) => {
      const cases: RelevanceCase[] = relevance[locale];
      expect(cases.length).toBeGreaterThanOrEqual(30);
      await page.goto(baseUrl);
      const tops = await topThree(
        page,
        baseUrl,
        cases.map((entry) => entry.query),
      );
      const misses = cases
        .map((entry, index) => ({...entry, got: tops[index] ?? []}))
        .filter((entry) => !entry.got.includes(entry.expect));
      expect(misses).toEqual([]);
    });
  }
});

test.describe('search box', () => {
  test('loads the index only when the reader focuses the box', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) {
        indexRequests.push(request.url());
      }
    });
    await page.goto('/zh/study/');
    await hydrated(page);
    expect(indexRequests).toEqual([]);
    await page.getByRole('combobox', {name: '搜索文档'}).focus();
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
    expect(indexRequests.every((url) => new URL(url).pathname.startsWith('/zh/pagefind/'))).toBe(
      true,
    );
  });

  test('suggests pages as the reader types and opens the chosen one', async ({page}) => {
    await page.goto('/zh/study/');
    await hydrated(page);
    const box = page.getByRole('combobox', {name: '搜索文档'});
    await box.fill('无常损失');
    const suggestions = page.getByRole('listbox', {name: '搜索文档'});
    await expect(suggestions.getByRole('option').first()).toContainText('理解收益');
    await expect(suggestions.getByRole('option').first().locator('mark').first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
    // The server wrote the box; the browser rendered the list. Their ids must meet.
    const listboxId = await suggestions.getAttribute('id');
    const firstOptionId = await suggestions.getByRole('option').first().getAttribute('id');
    expect(listboxId).toBeTruthy();
    await expect(box).toHaveAttribute('aria-controls', listboxId ?? '');
    await expect(box).toHaveAttribute('aria-activedescendant', firstOptionId ?? '');
    await box.press('Enter');
    await expect(page).toHaveURL(
      /\/zh\/contract\/oxbow-v2\/concepts\/advanced-topics\/understanding-returns/,
    );
    await expect(page.getByRole('heading', {level: 1})).toHaveText('理解收益');
  });

  test('is focused by "/" and by Ctrl+K', async ({page}) => {
    await page.goto('/study/');
    await hydrated(page);
    const box = page.getByRole('combobox', {name: 'Search the docs'});
    await page.locator('main').click();
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await box.blur();
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
  });

  test('offers the full results page', async ({page}) => {
    await page.goto('/study/');
    await hydrated(page);
    const box = page.getByRole('combobox', {name: 'Search the docs'});
    await box.fill('flash swap');
    await page.getByRole('option', {name: /See all results for “flash swap”/}).click();
    await expect(page).toHaveURL('/search?q=flash%20swap');
  });
});

test.describe('search page', () => {
  test('shows the results of ?q= in Chinese', async ({page}) => {
    await page.goto(`/zh/search?q=${encodeURIComponent('闪电兑换')}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('搜索文档');
    await expect(page.getByText(/共有 \d+ 个页面与“闪电兑换”匹配/)).toBeVisible();
    const first = page.locator('main ol li').first();
    await expect(first).toContainText('闪电兑换');
    await expect(first).toContainText('开发者');
  });

  test('writes the query to the address as the reader types', async ({page}) => {
    await page.goto('/search');
    await page.getByRole('searchbox', {name: 'Search the documentation'}).fill('oracle');
    await expect(page).toHaveURL('/search?q=oracle');
    await expect(page.locator('main ol li').first()).toBeVisible();
  });

  test('says so when nothing matches, in the reader’s language', async ({page}) => {
    await page.goto('/zh/search?q=zzqqxxjj');
    await expect(page.getByText('没有找到与“zzqqxxjj”相关的结果')).toBeVisible();
  });

  test('never renders the query as HTML', async ({page}) => {
    const query = '<img src=x onerror=alert(1)>';
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toHaveValue(
      query,
    );
    // The query comes back as text in the status line, never as an element.
    await expect(page.locator('main [aria-live]')).toContainText(query);
    expect(await page.locator('main img').count()).toBe(0);
    expect(dialogs).toBe(0);
  });
});
