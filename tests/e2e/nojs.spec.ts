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

const NAVBAR_NAME = {en: 'Main', zh: '主导航'} as const;

const isDoc = (path: string): boolean => /^(\/zh)?\/(study|contract|sdk|category)\//.test(path);

async function expectNavbar(page: Page, locale: 'en' | 'zh'): Promise<void> {
  const navbar = page.getByRole('navigation', {name: NAVBAR_NAME[locale]});
  for (const label of SECTIONS[locale]) {
    await expect(navbar.getByRole('link', {name: label, exact: true})).toBeVisible();
  }
}

/** What a reader sees of one page without JavaScript, read in one round trip. */
interface StaticPage {
  heading: boolean;
  textLength: number;
  sidebar: boolean;
  sidebarLinks: number;
  currentInSidebar: boolean;
  navbarSections: string[];
}

function readStaticPage(page: Page, navbarName: string): Promise<StaticPage> {
  return page.evaluate((navbarLabel) => {
    const visible = (element: Element | null | undefined): boolean =>
      element?.checkVisibility() ?? false;
    const main = document.querySelector('main');
    const sidebar = document.querySelector('nav.menu');
    const navbar = document.querySelector(`nav[aria-label="${navbarLabel}"]`);
    return {
      heading: visible(main?.querySelector('h1')),
      textLength: main?.innerText.trim().length ?? 0,
      sidebar: visible(sidebar),
      sidebarLinks: Array.from(sidebar?.querySelectorAll('a[href]') ?? []).filter(visible).length,
      currentInSidebar: visible(sidebar?.querySelector('a[aria-current="page"]')),
      navbarSections: Array.from(navbar?.querySelectorAll('a[href]') ?? [])
        .filter(visible)
        .map((link) => link.textContent.trim()),
    };
  }, navbarName);
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
        const seen = await readStaticPage(page, NAVBAR_NAME[locale]);
        expect.soft(seen.heading, `${path} heading`).toBe(true);
        // A page that needs JavaScript for its content would show its title and little else.
        expect.soft(seen.textLength, `${path} text`).toBeGreaterThan(60);
        expect.soft(seen.sidebar, `${path} sidebar`).toBe(true);
        expect.soft(seen.sidebarLinks, `${path} sidebar links`).toBeGreaterThanOrEqual(2);
        expect.soft(seen.currentInSidebar, `${path} current page in the sidebar`).toBe(true);
        expect
          .soft(seen.navbarSections, `${path} navbar`)
          .toEqual(expect.arrayContaining([...SECTIONS[locale]]));
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
        .getByRole('navigation', {name: NAVBAR_NAME[locale]})
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
