/**
 * What a search result shows and where it leads (issue 49), in both languages:
 * the section its best match lies in, named and opened at its heading, with a
 * few more matching sections under it; where its page sits; an excerpt of
 * prose (held for every result of the relevance set in search-relevance.spec.ts);
 * the navbar's suggestions by keyboard; a result as a screen reader names it.
 */
import type {Locator, Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {hydrated, landingBelowNavbar, searchPageAnswered, suggestionsAnswered} from './support';

/** A query whose best match lies under a heading of the same page in both languages. */
const SECTION_QUERIES = [
  {
    locale: 'en',
    baseUrl: '/',
    query: 'slippage tolerance',
    title: 'Trading well',
    heading: 'Choose a slippage tolerance on purpose',
    path: 'Learn › Product › Swap',
    url: '/study/product/swap/trade_guide/#choose-a-slippage-tolerance-on-purpose',
    excerpt: /slippage tolerance sets the worst result you accept/,
    more: 'Guard against MEV and sandwich attacks',
    search: 'Search the docs',
  },
  {
    locale: 'zh',
    baseUrl: '/zh/',
    query: '滑点容差',
    title: '交易进阶',
    heading: '有意识地设置滑点容差',
    path: '学习 › 产品 › 兑换',
    url: '/zh/study/product/swap/trade_guide/#choose-a-slippage-tolerance-on-purpose',
    excerpt: /滑点容差：突然需要很宽的容差/,
    more: '防范 MEV 与三明治攻击',
    search: '搜索文档',
  },
] as const;

/** More section-level topics: each opens the section that answers it. */
const MORE_SECTION_TOPICS = [
  [
    '/',
    'sandwich attack',
    '/study/product/swap/trade_guide/#guard-against-mev-and-sandwich-attacks',
  ],
  [
    '/',
    'what happens when the price leaves my range',
    '/study/product/liquidity/pool/#when-the-price-leaves-your-range',
  ],
  [
    '/',
    'liquidation bot',
    '/contract/oxbow-v2/concepts/protocol-overview/ecosystem-participants/#liquidation-bots',
  ],
  [
    '/zh/',
    '三明治攻击',
    '/zh/study/product/swap/trade_guide/#guard-against-mev-and-sandwich-attacks',
  ],
  [
    '/zh/',
    '价格超出区间怎么办',
    '/zh/study/product/liquidity/pool/#when-the-price-leaves-your-range',
  ],
  [
    '/zh/',
    '清算机器人',
    '/zh/contract/oxbow-v2/concepts/protocol-overview/ecosystem-participants/#liquidation-bots',
  ],
] as const;

/** The accessible name of a result: title › heading, then the path, each as the reader sees it. */
function nameOf(title: string, heading: string, path: string): RegExp {
  return new RegExp(`^${escape(`${title} › ${heading}`)}\\s*,\\s*${escape(path)}$`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The page is at `url`, its heading in view and clear of the navbar. */
async function expectOpenedAt(page: Page, url: string): Promise<void> {
  await expect(page).toHaveURL(url);
  const heading = page.locator(`[id="${url.split('#')[1] ?? ''}"]`);
  await expect(heading).toBeInViewport();
  expect(await landingBelowNavbar(heading), 'the heading clears the navbar').toBeGreaterThanOrEqual(
    0,
  );
}

test.describe('a result leads to the section of its best match', () => {
  for (const entry of SECTION_QUERIES) {
    test(`${entry.locale}: the search page names the section, shows where the page sits and opens the heading`, async ({
      page,
    }) => {
      await page.goto(`${entry.baseUrl}search?q=${encodeURIComponent(entry.query)}`);
      await searchPageAnswered(page, entry.query);
      const first = page.locator('main ol > li').first();
      const link = first.locator(':scope > a');
      await expect(link).toHaveAttribute('href', entry.url);
      await expect(link).toContainText(`${entry.title} › ${entry.heading}`);
      await expect(link).toContainText(entry.path);
      await expect(link.locator('mark').first()).toBeVisible();
      // A screen reader hears the page, the section and the path, then the excerpt.
      await expect(link).toHaveAccessibleName(nameOf(entry.title, entry.heading, entry.path));
      await expect(link).toHaveAccessibleDescription(entry.excerpt);
      // The page's other matching sections are listed under it, each opening its own heading.
      const more = first.getByRole('list').getByRole('link');
      await expect(more.first()).toHaveAttribute('href', /#[a-z0-9-]+$/);
      expect(await more.count()).toBeLessThanOrEqual(2);
      await expect(first.getByRole('list')).toContainText(entry.more);
      await expect(more.first()).toHaveAccessibleName(new RegExp(`^${entry.title} › `));

      await link.click();
      await expectOpenedAt(page, entry.url);
    });
  }

  for (const [baseUrl, query, url] of MORE_SECTION_TOPICS) {
    test(`${baseUrl}: “${query}” opens ${url.split('#')[1] ?? ''}`, async ({page}) => {
      await page.goto(`${baseUrl}search?q=${encodeURIComponent(query)}`);
      await searchPageAnswered(page, query);
      await expect(page.locator('main ol > li > a').first()).toHaveAttribute('href', url);
    });
  }
});

test.describe('same-titled pages differ by where they sit', () => {
  for (const [baseUrl, v3, v2] of [
    ['/', 'SDK › v3 SDK › v3 reference › Classes', 'SDK › v2 SDK › v2 reference'],
    ['/zh/', 'SDK › v3 SDK › 参考 › 类', 'SDK › v2 SDK › 参考'],
  ] as const) {
    test(`${baseUrl}: the two “Trade” pages show the v3 and the v2 path`, async ({page}) => {
      await page.goto(`${baseUrl}search?q=Trade`);
      await searchPageAnswered(page, 'Trade');
      // Each is named by its title (and the heading it leads to, if any), then where it sits.
      const named = (path: string): Locator =>
        page
          .locator('main ol > li > a')
          .and(
            page.getByRole('link', {name: new RegExp(`^Trade( › .+)?\\s*,\\s*${escape(path)}$`)}),
          );
      await expect(named(v3)).toHaveAttribute(
        'href',
        new RegExp(`^${baseUrl}sdk/v3/reference/classes/Trade/`),
      );
      await expect(named(v2)).toHaveAttribute(
        'href',
        new RegExp(`^${baseUrl}sdk/v2/reference/trade/`),
      );
      await expect(named(v3)).toContainText(v3);
      await expect(named(v2)).toContainText(v2);
    });
  }
});

test.describe('navbar suggestions by keyboard', () => {
  for (const entry of SECTION_QUERIES) {
    test(`${entry.locale}: ↑ and ↓ move through the suggestions, Enter opens the section, Escape closes`, async ({
      page,
    }) => {
      await page.goto(`${entry.baseUrl}study/`);
      await hydrated(page);
      const box = page.getByRole('combobox', {name: entry.search});
      const listbox = page.getByRole('listbox', {name: entry.search});
      const options = listbox.getByRole('option');
      await box.fill(entry.query);
      await suggestionsAnswered(page);
      const first = options.first();
      await expect(first).toHaveAccessibleName(nameOf(entry.title, entry.heading, entry.path));
      await expect(first).toHaveAccessibleDescription(entry.excerpt);

      const active = (): Promise<string | null> => box.getAttribute('aria-activedescendant');
      const idOf = (option: Locator): Promise<string | null> => option.getAttribute('id');
      await box.press('ArrowDown');
      expect(await active()).toBe(await idOf(first));
      await box.press('ArrowDown');
      expect(await active()).toBe(await idOf(options.nth(1)));
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await box.press('ArrowUp');
      expect(await active()).toBe(await idOf(first));
      await expect(first).toHaveAttribute('aria-selected', 'true');

      await box.press('Escape');
      await expect(listbox).toHaveCount(0);
      await expect(box).toBeFocused();
      await expect(box).toHaveValue(entry.query);
      await box.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');

      await box.press('Enter');
      await expectOpenedAt(page, entry.url);
    });
  }
});

test.describe('excerpts', () => {
  test('en: words of table headers are not glued together', async ({page}) => {
    await page.goto(`/search?q=${encodeURIComponent('slippage cause')}`);
    await searchPageAnswered(page, 'slippage cause');
    const excerpt = page.locator('main ol > li').first().locator(':scope > a [aria-hidden]');
    await expect(excerpt).toContainText('Price impact Slippage Cause');
  });

  test('zh: words of table headers are not glued together, and blocks end with 。', async ({
    page,
  }) => {
    await page.goto(`/zh/search?q=${encodeURIComponent('成因 解决办法')}`);
    await searchPageAnswered(page, '成因 解决办法');
    const excerpt = page.locator('main ol > li').first().locator(':scope > a [aria-hidden]');
    await expect(excerpt).toContainText('价格影响 滑点 成因。');
  });
});
