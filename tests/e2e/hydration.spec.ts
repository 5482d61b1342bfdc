import {expect, test, type Page} from '@playwright/test';
import {hydrated, isSameDocument, markDocument, openWithinApp, prefetched, settle} from './support';

// A page opened from the server becomes the app without losing what the server wrote: the same
// text and code on the same elements, links that open pages within the app and are prefetched,
// and nothing lost when hydration has to start over.

const GUIDE = '/sdk/v3/guides/swaps/quoting';
const LINKED = '/sdk/v3/guides/local-development';

function articleText(page: Page): Promise<string[]> {
  return page
    .locator('article .theme-doc-markdown')
    .locator(':scope > p, :scope > ul, :scope > ol, :scope > table, :scope > blockquote')
    .allTextContents();
}

/** The guide on a phone-sized screen, hydrated. */
async function openGuideOnPhone(page: Page): Promise<void> {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto(GUIDE);
  await hydrated(page);
}

test('the text and code after hydration are those of the server', async ({page, request}) => {
  const served = await (await request.get(GUIDE)).text();
  const serverTokens = served.match(/class="?token /g)?.length ?? 0;
  await page.goto(GUIDE);
  await hydrated(page);
  const paragraphs = await articleText(page);
  expect(paragraphs.length).toBeGreaterThan(10);
  expect(paragraphs.filter((text) => text.trim() === '')).toEqual([]);
  expect(serverTokens).toBeGreaterThan(100);
  await expect(page.locator('article pre .token')).toHaveCount(serverTokens);
});

test('the page hydrates on the elements the server wrote, and then works', async ({page}) => {
  const slices =
    'nav.navbar, [class*="docsWrapper"], .theme-doc-markdown, .theme-code-block, footer.footer';
  await page.addInitScript((selector: string) => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelectorAll(selector).forEach((element) => {
        Object.assign(element, {servedElement: true});
      });
    });
  }, slices);
  await page.goto(GUIDE);
  await hydrated(page);
  const served = await page
    .locator(slices)
    .evaluateAll((elements) => elements.map((element) => 'servedElement' in element));
  expect(served.length).toBeGreaterThan(5);
  expect(served.filter((isServed) => !isServed)).toEqual([]);
  await page.getByRole('combobox', {name: 'Search the docs'}).fill('tick');
  await expect(page.getByRole('listbox', {name: 'Search the docs'})).toBeVisible();
  await markDocument(page);
  await page.locator('footer.footer a[href="/contract/"]').click();
  await expect(page).toHaveURL('/contract/');
  expect(await isSameDocument(page)).toBe(true);
});

test('a link in the text opens the page within the app, and back returns', async ({page}) => {
  await page.goto(GUIDE);
  await hydrated(page);
  const before = await articleText(page);
  await markDocument(page);
  await page.locator(`article p a[href="${LINKED}"]`).first().click();
  await expect(page).toHaveURL(LINKED);
  await expect(page.locator('article h1')).toHaveText(/local/i);
  expect(await isSameDocument(page)).toBe(true);
  const linkedText = await articleText(page);
  expect(linkedText.length).toBeGreaterThan(3);
  expect(linkedText.filter((text) => text.trim() === '')).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(GUIDE);
  await expect.poll(() => articleText(page)).toEqual(before);
  expect(await isSameDocument(page)).toBe(true);
});

test('a link in the text is prefetched once in view, so opening it loads nothing new', async ({
  page,
}) => {
  await openGuideOnPhone(page);
  const link = page.locator(`article p a[href="${LINKED}"]`).first();
  await link.scrollIntoViewIfNeeded();
  await settle(page);
  await expect.poll(async () => (await prefetched(page)).length).toBeGreaterThan(0);
  const fetchedAhead = await prefetched(page);

  const loadedOnClick: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      loadedOnClick.push(new URL(request.url()).pathname);
    }
  });
  await link.click();
  await expect(page).toHaveURL(LINKED);
  await expect(page.locator('article h1')).toBeVisible();
  expect(loadedOnClick.length).toBeGreaterThan(0);
  for (const script of loadedOnClick) {
    expect(fetchedAhead, `${script} was not prefetched`).toContain(script);
  }
});

test('a click with a modifier key, or on a link to a file, is left to the browser', async ({
  page,
  context,
}) => {
  await page.goto(GUIDE);
  await hydrated(page);
  await markDocument(page);
  const opened = context.waitForEvent('page');
  await page
    .locator(`article p a[href="${LINKED}"]`)
    .first()
    .click({modifiers: ['ControlOrMeta']});
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(LINKED);
  await expect(page).toHaveURL(GUIDE);
  expect(await isSameDocument(page)).toBe(true);
});

test('the text survives a hydration that starts over', async ({page}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // A title the server did not write makes React give up hydrating and render the page anew.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const title = document.querySelector('article h1');
      if (title) title.textContent = 'Changed before hydration';
    });
  });
  await page.goto(GUIDE);
  await hydrated(page);
  await expect.poll(() => errors.some((error) => error.includes('onRecoverableError'))).toBe(true);
  await expect(page.locator('article h1')).toHaveText('Quoting');
  const paragraphs = await articleText(page);
  expect(paragraphs.length).toBeGreaterThan(10);
  expect(paragraphs.filter((text) => text.trim() === '')).toEqual([]);
  await expect(page.locator('article pre .token').first()).toBeVisible();
});

test('a page without code, then one with code opened within the app: the code is highlighted', async ({
  page,
  request,
}) => {
  const served = await (await request.get(GUIDE)).text();
  const serverTokens = served.match(/class="?token /g)?.length ?? 0;
  await page.goto('/study/product/swap/trade_guide');
  await hydrated(page);
  await expect(page.locator('article pre')).toHaveCount(0);
  await markDocument(page);
  // The Study guides link to no SDK guide.
  await openWithinApp(page, GUIDE);
  await expect(page.locator('article h1')).toHaveText('Quoting');
  expect(await isSameDocument(page)).toBe(true);
  await expect(page.locator('article pre .token')).toHaveCount(serverTokens);
  await expect(
    page.locator('article').getByRole('button', {name: 'Copy code to clipboard'}).first(),
  ).toBeEnabled();
});

test('on a phone, a code block wider than the screen offers word wrap, and wraps', async ({
  page,
}) => {
  await openGuideOnPhone(page);
  const blocks = page.locator('article .theme-code-block');
  const wide = await blocks.evaluateAll((elements) =>
    elements.map((element) => {
      const pre = element.querySelector('pre');
      return pre !== null && pre.scrollWidth > pre.clientWidth + 1;
    }),
  );
  const first = wide.indexOf(true);
  expect(first).toBeGreaterThanOrEqual(0);
  const block = blocks.nth(first);
  const toggle = block.getByRole('button', {name: 'Toggle word wrap'});
  await expect(toggle).toHaveCount(1);
  const narrow = wide.indexOf(false);
  if (narrow >= 0) {
    await expect(blocks.nth(narrow).getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(0);
  }
  await toggle.click();
  await expect
    .poll(() => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth + 1))
    .toBe(false);
  expect(
    await block.locator('pre code').evaluate((code) => getComputedStyle(code).whiteSpace),
  ).toBe('pre-wrap');
  await expect(block.locator('pre .token').first()).toBeVisible();
});

// The server writes each page once, for its path alone: whatever the address adds (a query, a
// hash) reaches the page only in the browser, and must not make its first render differ from the
// server's HTML (React's errors #418 and #423, after which React throws the page away).
const ADDRESSES_THE_SERVER_NEVER_SAW = [
  {path: '/search?q=swap', box: 'swap'},
  {path: `/search?q=${encodeURIComponent('<b>pool</b> & "fee"')}`, box: '<b>pool</b> & "fee"'},
  {path: '/search?q=', box: ''},
  {path: `/zh/search?q=${encodeURIComponent('兑换 滑点')}`, box: '兑换 滑点'},
  {path: `/zh/search?q=${encodeURIComponent('<i>')}`, box: '<i>'},
  {path: '/sdk/v3/guides/swaps/quoting?utm_source=x#ask-the-quoter', box: null},
  {path: '/zh/contract/oxbow-v3/technical-reference/core/OxbowV3Pool?a=1#swap', box: null},
] as const;

test('a page opened with a query or a hash hydrates without an error', async ({page}) => {
  const errors: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${current}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${current}: ${error.message}`));
  for (const {path, box} of ADDRESSES_THE_SERVER_NEVER_SAW) {
    current = path;
    await page.goto(path);
    await hydrated(page);
    if (box !== null) {
      await expect(page.locator('main input[type="search"]')).toHaveValue(box);
    }
  }
  expect(errors).toEqual([]);
});
