import {expect, test, type Page} from '@playwright/test';
import {
  NAVBAR_NAME,
  SECTIONS,
  missingWithoutScripts,
  type PageWithoutScripts,
} from '../helpers/noJavaScript';

/**
 * With JavaScript off, the server-rendered HTML alone must carry every doc: its text, the sidebar
 * that leads to the other docs, and the navbar. tests/build/no-javascript.test.ts reads that from
 * the HTML of every doc; here one doc of each kind, in both languages, shows it to a reader, which
 * proves the stylesheet hides none of it without the scripts.
 */
test.use({javaScriptEnabled: false});

const ONE_DOC_OF_EACH_KIND = [
  '/study/product/swap/trade_guide',
  '/contract/oxbow-v2/concepts/core-concepts/pools',
  '/contract/oxbow-v3/technical-reference/core/OxbowV3Pool',
  '/sdk/v3/guides/swaps/quoting',
  '/sdk/v3/reference/classes/Pool',
  '/category/liquidity',
];

async function expectNavbar(page: Page, locale: 'en' | 'zh'): Promise<void> {
  const navbar = page.getByRole('navigation', {name: NAVBAR_NAME[locale]});
  for (const label of SECTIONS[locale]) {
    await expect(navbar.getByRole('link', {name: label, exact: true})).toBeVisible();
  }
}

/** What a reader sees of one page without JavaScript, read in one round trip. */
function readStaticPage(page: Page, navbarName: string): Promise<PageWithoutScripts> {
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

test('one doc of each kind shows its text, sidebar and navbar without JavaScript, in both languages', async ({
  page,
}) => {
  const missing: string[] = [];
  for (const [locale, prefix] of [
    ['en', ''],
    ['zh', '/zh'],
  ] as const) {
    for (const path of ONE_DOC_OF_EACH_KIND.map((doc) => `${prefix}${doc}`)) {
      await page.goto(path);
      missing.push(
        ...missingWithoutScripts(path, await readStaticPage(page, NAVBAR_NAME[locale]), locale),
      );
    }
  }
  expect(missing).toEqual([]);
});

test.describe('navigation without JavaScript', () => {
  test('navbar, sidebar categories and index cards lead from home to a deep doc, in both languages', async ({
    page,
  }) => {
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
        await expect(page, `${locale}: ${label}`).not.toHaveURL(before);
      }
      await page
        .locator('article')
        .getByRole('link', {name: new RegExp(doc)})
        .first()
        .click();
      await expect(page.getByRole('heading', {level: 1}), locale).toHaveText(heading);
    }
  });

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
