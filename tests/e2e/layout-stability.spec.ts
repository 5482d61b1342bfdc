import {expect, test, type Page} from '@playwright/test';
import {hydrated, settle} from './support';

interface Shift {
  value: number;
  sources: string[];
}

/**
 * From the page's first paint on, collects every layout shift with the elements it moved.
 * `window.layoutShifts()` answers them all, also those the observer has not delivered yet.
 */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    const record = (entries: PerformanceEntryList): void => {
      for (const entry of entries as (PerformanceEntry & {
        value: number;
        sources: {node?: Node | null}[];
      })[]) {
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName}.${source.node.className}`
              : String(source.node?.nodeName),
          ),
        });
      }
    };
    const observer = new PerformanceObserver((list) => {
      record(list.getEntries());
    });
    observer.observe({type: 'layout-shift', buffered: true});
    (window as unknown as {layoutShifts: () => Shift[]}).layoutShifts = () => {
      record(observer.takeRecords());
      return shifts;
    };
  });
}

function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as {layoutShifts: () => Shift[]}).layoutShifts());
}

/**
 * Waits for the end of what can still move a hydrated page: the load event (stylesheets, scripts,
 * the images not left to lazy loading), the images on screen, the web fonts, and the work React
 * and the page's own scripts queue after hydration, which runs before the main thread goes idle.
 * Each is a condition, not a length of time: on a busy machine it takes longer, and still ends
 * after the page's last late change.
 */
async function pageAtRest(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.readyState === 'complete' &&
      Array.from(document.images).every(
        (image) =>
          image.complete ||
          !image.checkVisibility() ||
          image.getBoundingClientRect().top >= window.innerHeight,
      ),
  );
  await page.evaluate(() => document.fonts.ready);
  await settle(page);
  // A font first asked for by a late change.
  await page.evaluate(() => document.fonts.ready);
}

/** Whether each code block scrolls sideways, and whether it offers word wrap. */
function codeBlockWidths(): {scrollable: boolean; wordWrapButton: boolean}[] {
  return Array.from(document.querySelectorAll('pre.prism-code'), (pre) => ({
    scrollable: pre.scrollWidth > pre.clientWidth,
    wordWrapButton: pre.parentElement?.querySelectorAll('button').length === 2,
  }));
}

/** Pages with many code blocks, some far below the first screen. */
const CODE_PAGES = [
  // A title that re-wrapped beside the Markdown tools when hydration swapped link for button.
  '/zh/contract/oxbow-v3/technical-reference/core/OxbowV3Pool',
  // Wide code, where the word-wrap button joins the copy button after hydration.
  '/sdk/v3/guides/swaps/quoting',
];
const PAGES_WITHOUT_CODE = ['/contract/oxbow-v2/concepts/core-concepts/pools'];

const PHONE = {width: 412, height: 823};
const DESKTOP = {width: 1280, height: 800};

/** Opens `path` and expects nothing to move from the first paint until the page is at rest. */
async function expectStillThroughHydration(page: Page, path: string): Promise<void> {
  await recordLayoutShifts(page);
  await page.goto(path);
  await hydrated(page);
  await pageAtRest(page);
  expect(await layoutShifts(page)).toEqual([]);
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`${String(viewport.width)} px wide`, () => {
    test.use({viewport});

    for (const path of PAGES_WITHOUT_CODE) {
      test(`nothing on ${path} moves when the page hydrates`, async ({page}) => {
        await expectStillThroughHydration(page, path);
      });
    }

    for (const path of CODE_PAGES) {
      test(`nothing on ${path} moves when the page hydrates, and a block offers word wrap when it scrolls`, async ({
        page,
      }) => {
        await expectStillThroughHydration(page, path);
        // Each block decides on its word-wrap button at a transition's priority: on a busy machine
        // some time after the page has hydrated.
        await expect
          .poll(async () =>
            (await page.evaluate(codeBlockWidths)).flatMap((block, index) =>
              block.wordWrapButton === block.scrollable ? [] : [index],
            ),
          )
          .toEqual([]);
        const widths = await page.evaluate(codeBlockWidths);
        expect(widths.filter((block) => block.scrollable).length).toBeGreaterThan(0);
        expect(await layoutShifts(page), 'once every block has its buttons').toEqual([]);
      });
    }
  });
}

test.describe('a phone 320 px wide', () => {
  test.use({viewport: {width: 320, height: 640}, isMobile: true, hasTouch: true});

  test('keeps a page as wide as its screen, a wider formula scrolling in its own box', async ({
    page,
  }) => {
    await page.goto('/contract/oxbow-v3/guides/Implement-A-Swap/multihop-swaps');
    await hydrated(page);
    const layout = await page.evaluate(() => {
      const formulas = Array.from(document.querySelectorAll('article .katex-display'));
      const wide = formulas.find((formula) => formula.scrollWidth > formula.clientWidth + 1);
      return {
        pageWidth: document.documentElement.scrollWidth,
        screenWidth: window.innerWidth,
        wideFormulaRight: wide?.getBoundingClientRect().right,
        wideFormulaScrolls: wide ? getComputedStyle(wide).overflowX : 'none',
      };
    });
    expect(layout.screenWidth).toBe(320);
    expect(layout.pageWidth).toBe(320);
    expect(layout.wideFormulaRight).toBeLessThanOrEqual(320);
    expect(layout.wideFormulaScrolls).toBe('auto');
  });
});
