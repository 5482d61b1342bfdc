import type AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {axe, holdHydration, hydrated, searchPageAnswered} from './support';

test.describe('keyboard entry', () => {
  test('the skip link is the first tab stop and moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/contract/oxbow-v2/concepts/core-concepts/swaps');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Docusaurus focuses <main> and drops its temporary tabindex at once, so
    // Chromium hands document.activeElement back to <body> but keeps <main> as
    // the starting point of keyboard navigation: the next Tab lands in the
    // article, past the whole navbar and sidebar.
    await page.keyboard.press('Tab');
    const focusInMain = await page.evaluate(
      () => document.activeElement?.closest('main') !== null && document.activeElement !== null,
    );
    expect(focusInMain).toBe(true);
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Home page');
  });

  // The outline of the element the keyboard reached, as the reader sees it.
  const focusOutline = (page: Page): Promise<string> =>
    page.evaluate(() => {
      const focused = document.activeElement;
      return focused ? getComputedStyle(focused).outlineStyle : 'none';
    });

  test('keyboard focus is outlined before the page has hydrated, and after a tap', async ({
    page,
  }) => {
    const hydration = await holdHydration(page);
    await page.goto('/study/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
    expect(await focusOutline(page)).not.toBe('none');

    hydration.release();
    await hydrated(page);
    await page.getByRole('heading', {level: 1}).click();
    await page.keyboard.press('Tab');
    expect(await focusOutline(page)).not.toBe('none');
  });

  test('the skip link is translated', async ({page}) => {
    await page.goto('/zh/study/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: '跳到主要内容'})).toBeFocused();
  });
});

test.describe('a table or formula that scrolls sideways', () => {
  // Whether each scrolling box of the article is a tab stop, and whether each tab stop scrolls.
  const tabStops = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('article table, article .katex-display'), (box) => ({
        scrolls: box.scrollWidth > box.clientWidth + 1,
        tabStop: box.getAttribute('tabindex') === '0',
      })),
    );

  test('is a tab stop on a phone, and the arrow keys scroll it', async ({page}) => {
    await page.setViewportSize({width: 320, height: 640});
    await page.goto('/contract/oxbow-v3/overview');
    await hydrated(page);
    const formula = page.locator('article .katex-display[tabindex="0"]').first();
    await expect(formula).toBeAttached();
    const boxes = await tabStops(page);
    expect(boxes.filter((box) => box.scrolls).length).toBeGreaterThan(1);
    expect(boxes.filter((box) => box.scrolls !== box.tabStop)).toEqual([]);
    await formula.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => formula.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  });

  test('is no tab stop where it fits', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/contract/oxbow-v3/overview');
    await hydrated(page);
    await expect(page.locator('article .katex-display').first()).toBeVisible();
    const boxes = await tabStops(page);
    expect(boxes.some((box) => !box.scrolls)).toBe(true);
    await expect
      .poll(async () => (await tabStops(page)).filter((box) => box.scrolls !== box.tabStop))
      .toEqual([]);
  });
});

test('the chrome has accessible names, in both languages', async ({page}) => {
  await page.setViewportSize({width: 800, height: 800});
  for (const {path, main, toggle, close, languages} of [
    {
      path: '/study/',
      main: 'Main',
      toggle: 'Toggle navigation bar',
      close: 'Close navigation bar',
      languages: 'Languages',
    },
    {
      path: '/zh/study/',
      main: '主导航',
      toggle: '切换导航栏',
      close: '关闭导航栏',
      languages: '选择语言',
    },
  ]) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('navigation', {name: main}), path).toBeVisible();
    await page.getByRole('button', {name: toggle}).click();
    await expect(page.getByRole('button', {name: close}), path).toBeVisible();
    await page.getByRole('button', {name: /←/}).click();
    await expect(
      page.locator('.navbar-sidebar').getByRole('button', {name: languages}),
      path,
    ).toBeVisible();
  }
});

const PAGE_TYPES = [
  ['home', '/'],
  ['study guide', '/study/product/liquidity/pool'],
  [
    'contract concept with math',
    '/contract/oxbow-v2/concepts/advanced-topics/understanding-returns',
  ],
  ['contract reference', '/contract/oxbow-v3/technical-reference/core/OxbowV3Factory'],
  ['SDK guide with code', '/sdk/v3/guides/swaps/quoting'],
  ['SDK class reference', '/sdk/v3/reference/classes/Pool'],
  ['category index', '/category/liquidity'],
  ['search page', '/search?q=swap'],
  ['not-found page', '/no-such-page'],
] as const;

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// The two rules that read colours. Colours come from one stylesheet for both languages, so they are
// checked on the English pages, in both themes; the Chinese pages are checked for what a language
// changes (lang, names, labels, headings). Each axe pass takes 1–3 s on a long page.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function seriousViolations(builder: AxeBuilder): Promise<unknown[]> {
  const {violations} = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/**
 * Pages with colours no page above shows: code lines marked with `{3,5-7}`, whose tint is under the
 * tokens, and a Markdown page of src/pages, whose links are not in a doc's .markdown. The colours
 * are those of both languages, so only the English pages are checked.
 */
const MORE_COLOURS = [
  [
    'contract guide with marked code lines',
    '/contract/oxbow-v3/guides/Implement-A-Swap/single-swaps',
  ],
  ['Markdown page', '/markdown-page'],
] as const;

/** Light mode, every rule (the colour rules in English only), then an English page's colours in dark. */
async function expectNoSeriousViolation(
  page: Page,
  path: string,
  locale: 'en' | 'zh',
): Promise<void> {
  await page.goto(`${locale === 'en' ? '' : '/zh'}${path}`);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  if (path.startsWith('/search')) {
    await searchPageAnswered(page, new URL(path, 'http://localhost').searchParams.get('q') ?? '');
    await expect(page.locator('main ol li').first()).toBeVisible();
  }
  const light = axe(page).withTags(WCAG_A_AA);
  expect(
    await seriousViolations(locale === 'en' ? light : light.disableRules(COLOUR_RULES)),
    `${locale}, light`,
  ).toEqual([]);
  if (locale === 'zh') {
    return;
  }
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await seriousViolations(axe(page).withRules(COLOUR_RULES)), `${locale}, dark`).toEqual([]);
}

test.describe('axe-core finds no serious or critical violation', () => {
  // Every load starts in light mode, whatever the toggle stored on the page before.
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'light');
    });
  });
  // Both languages of a page type in one test: the Chinese page, opened in the tab the English one
  // warmed, takes under half the CPU of a first page in a tab of its own (1.7 s against 3.7 s).
  for (const [type, path] of PAGE_TYPES) {
    test(`${type}: en in light, then its colours in dark; zh in light`, async ({page}) => {
      await expectNoSeriousViolation(page, path, 'en');
      await expectNoSeriousViolation(page, path, 'zh');
    });
  }
  for (const [type, path] of MORE_COLOURS) {
    test(`${type}, en, light, then its colours in dark`, async ({page}) => {
      await expectNoSeriousViolation(page, path, 'en');
    });
  }
});
