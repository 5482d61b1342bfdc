import type {ConsoleMessage, Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {hydrated, searchPageAnswered, suggestionsAnswered} from './support';

const LOCALES = [
  ['en', '/'],
  ['zh', '/zh/'],
] as const;

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

  test(
    'suggests pages as the reader types and opens the chosen one',
    {tag: '@csp'},
    async ({page}) => {
      await page.goto('/zh/study/');
      await hydrated(page);
      const box = page.getByRole('combobox', {name: '搜索文档'});
      await box.fill('无常损失');
      const suggestions = page.getByRole('listbox', {name: '搜索文档'});
      await suggestionsAnswered(page);
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
    },
  );

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
  test('shows the results of ?q= in Chinese', {tag: '@csp'}, async ({page}) => {
    await page.goto(`/zh/search?q=${encodeURIComponent('闪电兑换')}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('搜索文档');
    await searchPageAnswered(page, '闪电兑换');
    await expect(page.getByText(/共有 \d+ 个页面与“闪电兑换”匹配/)).toBeVisible();
    const first = page.locator('main ol li').first();
    await expect(first).toContainText('闪电兑换');
    await expect(first).toContainText('开发者');
  });

  test('writes the query to the address as the reader types', async ({page}) => {
    await page.goto('/search');
    await page.getByRole('searchbox', {name: 'Search the documentation'}).fill('oracle');
    await expect(page).toHaveURL('/search?q=oracle');
    await searchPageAnswered(page, 'oracle');
    await expect(page.locator('main ol li').first()).toBeVisible();
  });

  test('lists ten results at a time, and ten more when asked', async ({page}) => {
    await page.goto('/search?q=swap');
    await searchPageAnswered(page, 'swap');
    const results = page.locator('main ol > li > a');
    await expect(results).toHaveCount(10);
    const firstTen = await results.evaluateAll((links) => links.map((link) => link.textContent));
    await page.getByRole('button', {name: 'Show more results'}).click();
    await expect(results).toHaveCount(20);
    expect(
      (await results.evaluateAll((links) => links.map((link) => link.textContent))).slice(0, 10),
    ).toEqual(firstTen);
  });

  test('says so when nothing matches, in the reader’s language', async ({page}) => {
    await page.goto('/zh/search?q=zzqqxxjj');
    await searchPageAnswered(page, 'zzqqxxjj');
    await expect(page.getByText('没有找到与“zzqqxxjj”相关的结果')).toBeVisible();
  });

  test('never renders the query as HTML', {tag: '@csp'}, async ({page}) => {
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

test.describe('search on questions and few matches', () => {
  test('drops the question words of a Chinese question', async ({page}) => {
    await page.goto(`/zh/search?q=${encodeURIComponent('怎么创建钱包')}`);
    await searchPageAnswered(page, '怎么创建钱包');
    await expect(page.getByText(/共有 \d+ 个页面与“怎么创建钱包”匹配/)).toBeVisible();
    await expect(page.locator('main ol li').first()).toContainText('钱包');
  });

  // Both words are in the index, never on the same page (a word in no page at all Pagefind leaves out).
  for (const [baseUrl, query, note] of [
    [
      '/',
      'privacy sqrtPriceX96',
      'No page contains every word of “privacy sqrtPriceX96”; these contain “',
    ],
    ['/zh/', '隐私 sqrtPriceX96', '没有页面同时包含“隐私 sqrtPriceX96”中的所有词；以下页面包含“'],
  ] as const) {
    test(`${baseUrl}: shows the pages of the most specific words when no page has them all, and says so`, async ({
      page,
    }) => {
      await page.goto(`${baseUrl}search?q=${encodeURIComponent(query)}`);
      await searchPageAnswered(page, query);
      await expect(page.locator('main [aria-live]')).toContainText(note);
      await expect(page.locator('main ol li').first()).toBeVisible();
    });
  }
});

/** Queries that must neither break the page nor leave the reader without an answer. */
const BAD_INPUTS = [
  {name: 'only punctuation', query: '?!…，。、；'},
  {
    name: '500 characters',
    query: 'how do I add liquidity to a pool and collect its fees '.repeat(10).slice(0, 500),
  },
  {name: 'emoji', query: '🦄🚀'},
  {name: 'HTML', query: '<script>alert(1)</script><b>swap</b>'},
  {name: 'regex characters', query: '.*+?^${}()|[]\\ (a|b)* swap'},
  {name: 'mixed scripts', query: 'tick 间距 ликвидность liquidité'},
] as const;

/** Console errors and uncaught exceptions of a page, from now on. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('search on input it cannot use', () => {
  for (const [locale, baseUrl] of LOCALES) {
    const normal = locale === 'zh' ? '兑换' : 'swap';

    // One page for the whole list, as a reader would try one query after another: a page load
    // and the index's start for each input doubled the time of this list. It opens on an empty
    // query.
    test(`${locale}: an empty query and each bad input get a clear message or results, and the page stays usable`, async ({
      page,
    }) => {
      const errors = pageErrors(page);
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await page.goto(`${baseUrl}search?q=${encodeURIComponent('   ')}`);
      await hydrated(page);
      await test.step('an empty query', async () => {
        await expect(page.locator('main [aria-live]')).toHaveText(
          locale === 'zh'
            ? '输入要查找的内容：一个词、一个概念或一个代码标识符。'
            : 'Type what you are looking for: a word, a concept or an identifier.',
        );
        await expect(page.locator('main ol li')).toHaveCount(0);
        const box = page.getByRole('combobox');
        await box.fill('   ');
        await box.press('Enter');
        await expect(page.getByRole('listbox')).toHaveCount(0);
        await expect(page).toHaveURL(new RegExp(`${baseUrl}search`));
        await page.locator('main input[type="search"]').fill(normal);
        await searchPageAnswered(page, normal);
        await expect(page.locator('main ol li').first()).toBeVisible();
        expect(errors).toEqual([]);
      });
      for (const {name, query} of BAD_INPUTS) {
        await test.step(name, async () => {
          // The navbar box: a message or suggestions, and Enter opens the results page.
          const box = page.getByRole('combobox');
          await box.fill(query);
          const suggestions = page.getByRole('listbox');
          // Besides the link to all results: a suggestion or a message.
          await suggestionsAnswered(page);
          expect((await suggestions.locator('li').count()) - 1, name).toBeGreaterThan(0);
          await box.press('Enter');
          await expect(page).toHaveURL(/[?&]q=/);

          // The results page: the status line names the query, with results or saying why there are none.
          const status = page.locator('main [aria-live]');
          const shown = query.replace(/\s+/g, ' ').trim().slice(0, 200);
          await expect(status, name).toContainText(`“${shown}”`);
          const results = await page.locator('main ol li').count();
          if (results === 0) {
            await expect(status, name).toHaveText(
              locale === 'zh'
                ? new RegExp('(请输入要搜索的词|没有找到与)')
                : /^(Type a word to search for|No results for)/,
            );
          }
          expect(await page.locator('main img, main script, main b').count(), name).toBe(0);

          // Still usable: the next query finds pages.
          await page.locator('main input[type="search"]').fill(normal);
          await expect(page.locator('main ol li').first(), name).toBeVisible();
          expect(errors, name).toEqual([]);
          expect(dialogs, name).toBe(0);
        });
      }
    });
  }
});
