import {expect, test, type Page} from '@playwright/test';
import {shards, sitemapPaths} from '../helpers/sitemap';

/**
 * With JavaScript off, the server-rendered HTML alone must carry every doc:
 * its text, the sidebar that leads to the other docs, and the navbar.
 */
test.use({javaScriptEnabled: false});

const SECTIONS = {
  en: ['Learn', 'Developers', 'SDK'],
  zh: ['学习', '开发者', 'SDK'],
} as const;

const isDoc = (path: string): boolean => /^(\/zh)?\/(study|contract|sdk|category)\//.test(path);

async function expectNavbar(page: Page, locale: 'en' | 'zh'): Promise<void> {
  const navbar = page.getByRole('navigation', {name: locale === 'en' ? 'Main' : '主导航'});
  for (const label of SECTIONS[locale]) {
    await expect(navbar.getByRole('link', {name: label, exact: true})).toBeVisible();
  }
}

for (const [language, localeDir, locale] of [
  ['English', '', 'en'],
  ['Chinese', 'zh', 'zh'],
] as const) {
  const docs = sitemapPaths(localeDir).filter(isDoc);

  shards(docs, 30).forEach((shard, index) => {
    test(`${language} docs, part ${index + 1}: text, sidebar and navbar without JavaScript`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      for (const path of shard) {
        await page.goto(path);
        const article = page.locator('main');
        await expect(article.getByRole('heading', {level: 1}), path).toBeVisible();
        const text = (await article.innerText()).trim();
        // A page that needs JavaScript for its content would show its title and little else.
        expect.soft(text.length, `${path} text`).toBeGreaterThan(60);
        const sidebar = page.locator('nav.menu');
        await expect(sidebar, path).toBeVisible();
        expect
          .soft(await sidebar.getByRole('link').count(), `${path} sidebar links`)
          .toBeGreaterThanOrEqual(2);
        await expect(sidebar.locator('a[aria-current="page"]').first(), path).toBeVisible();
        await expectNavbar(page, locale);
      }
    });
  });
}

test.describe('navigation without JavaScript', () => {
  for (const {locale, start, steps, heading} of [
    {
      locale: 'en',
      start: '/',
      steps: ['v3 SDK', 'v3 guides', 'Swaps', 'Quoting'],
      heading: 'Quoting',
    },
    {
      locale: 'zh',
      start: '/zh/',
      steps: ['v3 SDK', '指南', '兑换', '获取报价'],
      heading: '获取报价',
    },
  ] as const) {
    test(`${locale}: navbar, sidebar categories and index cards lead from home to a deep doc`, async ({
      page,
    }) => {
      await page.goto(start);
      await expectNavbar(page, locale);
      await page
        .getByRole('navigation', {name: locale === 'en' ? 'Main' : '主导航'})
        .getByRole('link', {name: 'SDK', exact: true})
        .click();
      await expect(page).toHaveURL(/\/sdk\//);
      const [v3, guides, swaps, doc] = steps;
      for (const label of [v3, guides, swaps]) {
        const before = page.url();
        await page.locator('nav.menu').getByRole('link', {name: label, exact: true}).click();
        await expect(page).not.toHaveURL(before);
      }
      await page
        .locator('article')
        .getByRole('link', {name: new RegExp(doc)})
        .first()
        .click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    });
  }

  test('on a narrow screen the navbar links stay reachable', async ({page}) => {
    await page.setViewportSize({width: 400, height: 800});
    await page.goto('/study/');
    await expectNavbar(page, 'en');
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Developers', exact: true})
      .click();
    await expect(page).toHaveURL(/\/contract\//);
  });
});
