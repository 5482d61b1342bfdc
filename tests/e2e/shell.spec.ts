import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {englishWordsIn} from '../../plugins/shared/englishWords';
import {LATIN_ALLOWED_IN_CHINESE_CHROME} from '../helpers/chrome';
import {chromeText, hydrated} from './support';

test.describe('home page', () => {
  test(
    'English: hero, one card per section, English document language',
    {tag: '@csp'},
    async ({page}) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        'Swap, provide liquidity and build on Oxbow',
      );
      const main = page.locator('main');
      await expect(main.getByRole('heading', {level: 2})).toHaveText([
        'Learn',
        'Developers',
        'SDK',
      ]);
      await expect(main.getByRole('link', {name: 'Start learning'})).toHaveAttribute(
        'href',
        '/study/',
      );
      await expect(main.getByRole('link', {name: 'Read the contract docs'})).toHaveAttribute(
        'href',
        '/contract/',
      );
      await expect(main.getByRole('link', {name: 'Explore the SDK'})).toHaveAttribute(
        'href',
        '/sdk/',
      );
    },
  );

  test('Chinese: translated hero and cards under /zh/', {tag: '@csp'}, async ({page}) => {
    await page.goto('/zh/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      '在 Oxbow 上兑换、提供流动性与构建应用',
    );
    const main = page.locator('main');
    await expect(main.getByRole('heading', {level: 2})).toHaveText(['学习', '开发者', 'SDK']);
    await expect(main.getByRole('link', {name: '开始学习'})).toHaveAttribute('href', '/zh/study/');
    await expect(page).toHaveTitle('文档 | Oxbow 文档');
  });
});

test.describe('navbar', () => {
  const sections = [
    {label: 'Learn', path: '/study/', heading: 'Welcome to Oxbow'},
    {label: 'Developers', path: '/contract/', heading: 'Smart contracts'},
    {label: 'SDK', path: '/sdk/', heading: 'Oxbow SDKs'},
  ];

  test('each section opens its page and is marked active', async ({page}) => {
    const navbar = page.getByRole('navigation', {name: 'Main'});
    for (const section of sections) {
      await page.goto('/');
      await navbar.getByRole('link', {name: section.label, exact: true}).click();
      await expect(page).toHaveURL(section.path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(section.heading);
      await expect(navbar.getByRole('link', {name: section.label, exact: true})).toHaveClass(
        /navbar__link--active/,
      );
    }
  });

  test('the active item follows the sidebar of a deep page', async ({page}) => {
    await page.goto('/zh/contract/oxbow-v3/technical-reference/core/OxbowV3Pool');
    const navbar = page.getByRole('navigation', {name: '主导航'});
    await expect(navbar.getByRole('link', {name: '开发者', exact: true})).toHaveClass(
      /navbar__link--active/,
    );
    await expect(navbar.getByRole('link', {name: '学习', exact: true})).not.toHaveClass(
      /navbar__link--active/,
    );
  });
});

/** Opens the hydrated navbar's language menu and picks another language. */
async function switchLanguage(
  page: Page,
  {navbar, from, to}: {navbar: string; from: string; to: string},
): Promise<void> {
  await hydrated(page);
  await page.getByRole('navigation', {name: navbar}).getByRole('button', {name: from}).hover();
  await page.getByRole('link', {name: to}).click();
}

test(
  'switching language on a deep page keeps the path, query string and hash',
  {tag: '@csp'},
  async ({page}) => {
    await page.goto('/study/product/liquidity/pool?from=test#top');
    // The server-rendered link cannot know the query string; it is added once React has hydrated.
    await switchLanguage(page, {navbar: 'Main', from: 'English', to: '简体中文'});
    await expect(page).toHaveURL('/zh/study/product/liquidity/pool?from=test#top');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('提供流动性');

    await switchLanguage(page, {navbar: '主导航', from: '简体中文', to: 'English'});
    await expect(page).toHaveURL('/study/product/liquidity/pool?from=test#top');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Provide liquidity');
  },
);

test('switching language on a category page opens its translated slug', async ({page}) => {
  await page.goto('/category/guides');
  await switchLanguage(page, {navbar: 'Main', from: 'English', to: '简体中文'});
  await expect(page).toHaveURL(`/zh/category/${encodeURIComponent('指南')}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('v2 SDK 指南');

  await switchLanguage(page, {navbar: '主导航', from: '简体中文', to: 'English'});
  await expect(page).toHaveURL('/category/guides');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('v2 SDK guides');
});

test('a closed announcement bar stays closed after a reload', {tag: '@csp'}, async ({page}) => {
  await page.goto('/zh/study/');
  const bar = page.getByRole('banner').filter({hasText: '第一次使用 Oxbow'});
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', {name: '学习指南'})).toHaveAttribute('href', '/zh/study/');
  await hydrated(page);
  await bar.getByRole('button', {name: '关闭'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByText('第一次使用 Oxbow')).toBeHidden();
});

test.describe('responsive navbar', () => {
  test('at 996 px the menu collapses behind a toggle', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/study/');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    // The toggle opens the menu once React runs; a click before that does nothing.
    await hydrated(page);
    const navbar = page.locator('.navbar__items').first();
    await expect(navbar.getByRole('link', {name: 'Learn', exact: true})).toBeHidden();
    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await menu.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(menu.getByRole('link', {name: 'Developers', exact: true})).toBeVisible();
  });

  test('at 997 px the full desktop navbar shows', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto('/study/');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'Learn', exact: true})).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'SDK', exact: true})).toBeVisible();
  });
});

test.describe('not-found pages', () => {
  test(
    'an unknown Chinese path answers 404 with the Chinese page',
    {tag: '@csp'},
    async ({page}) => {
      const response = await page.goto('/zh/this-page-does-not-exist');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('找不到页面');
    },
  );

  test(
    'an unknown English path answers 404 with the English page',
    {tag: '@csp'},
    async ({page}) => {
      const response = await page.goto('/this-page-does-not-exist');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    },
  );
});

test('the Chinese chrome has no English, on every kind of page', async ({page}) => {
  for (const path of [
    '/zh/',
    '/zh/study/product/liquidity/pool',
    '/zh/sdk/v3/reference/classes/Pool',
    '/zh/category/先进的',
    '/zh/search',
    '/zh/markdown-page',
    '/zh/no-such-page',
  ]) {
    await page.goto(path);
    await expect(page.locator('nav.navbar'), path).toBeVisible();
    expect
      .soft(englishWordsIn(await chromeText(page), LATIN_ALLOWED_IN_CHINESE_CHROME), path)
      .toEqual([]);
  }
});
