import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './support';

/**
 * What a page asks the network for while it loads: each request before the
 * first paint delays it on a slow phone. The navbar, the sidebar and the footer
 * each carry a logo per colour mode; a reader gets only the one in view.
 */
function imagesRequested(page: Page): string[] {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') {
      images.push(new URL(request.url()).pathname);
    }
  });
  return images;
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
    const images = imagesRequested(page);
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
