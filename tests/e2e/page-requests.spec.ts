import {expect, test, type Page} from '@playwright/test';
import {hydrated, isSameDocument, markDocument, openWithinApp} from './support';

/**
 * What a page asks the network for while it loads: each request before the
 * first paint delays it on a slow phone. The navbar, the sidebar and the footer
 * each carry a logo per colour mode; a reader gets only the one in view.
 */
function requested(page: Page, resourceType: 'image' | 'stylesheet' | 'script'): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === resourceType) {
      paths.push(new URL(request.url()).pathname);
    }
  });
  return paths;
}

for (const {theme, shown, hidden} of [
  {theme: 'light', shown: '/img/logo.svg', hidden: '/img/logo-dark.svg'},
  {theme: 'dark', shown: '/img/logo-dark.svg', hidden: '/img/logo.svg'},
] as const) {
  test(`in ${theme} mode a doc loads the ${theme} logo only, and the footer's when scrolled to`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => {
      localStorage.setItem('theme', mode);
    }, theme);
    const images = requested(page, 'image');
    await page.goto('/study/product/swap/trade_guide');
    await hydrated(page);
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByAltText('Oxbow logo'),
    ).toBeVisible();
    expect(images).toContain(shown);
    expect(images).not.toContain(hidden);
    expect(images).not.toContain('/img/logo-footer.svg');

    const footerLogo = page.locator('footer').getByAltText('Oxbow logo');
    await footerLogo.scrollIntoViewIfNeeded();
    await expect(footerLogo).toBeVisible();
    await expect
      .poll(() =>
        footerLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(images).toContain(theme === 'light' ? '/img/logo-footer.svg' : '/img/logo-dark.svg');
    expect(images).not.toContain(hidden);
  });
}

test('KaTeX’s stylesheet comes with the pages that show formulas, also when opened within the app', async ({
  page,
}) => {
  const stylesheets = requested(page, 'stylesheet');
  const katexStylesheet = (path: string): boolean => /^\/assets\/css\/katex\.\w+\.css$/.test(path);

  await page.goto('/category/classes');
  await hydrated(page);
  expect(stylesheets).not.toEqual([]);
  expect(stylesheets.filter(katexStylesheet)).toEqual([]);

  await markDocument(page);
  await openWithinApp(page, '/contract/oxbow-v2/concepts/core-concepts/pools');
  // Read at the first frame the formula is in the page: its font is the stylesheet's.
  const fontOfFirstFormula = await page.waitForFunction(() => {
    const formula = document.querySelector('article .katex');
    return formula ? getComputedStyle(formula).fontFamily : false;
  });
  expect(await fontOfFirstFormula.jsonValue()).toMatch(/^KaTeX_Main\b/);
  expect(await isSameDocument(page)).toBe(true);
  expect(stylesheets.filter(katexStylesheet)).toHaveLength(1);
  // The MathML copy for screen readers stays out of sight: the reader sees each formula once.
  const mathml = page.locator('article .katex-mathml').first();
  expect((await mathml.boundingBox())?.width).toBeLessThanOrEqual(1);
});

test('a page with code loads the code block and keeps its highlighted tokens', async ({page}) => {
  const scripts = requested(page, 'script');
  await page.goto('/sdk/v3/guides/swaps/quoting');
  await hydrated(page);
  await expect(page.locator('article pre .token.keyword').first()).toBeVisible();
  expect(scripts.filter((path) => /^\/assets\/js\/code-block\.\w+\.js$/.test(path))).toHaveLength(
    1,
  );
});
