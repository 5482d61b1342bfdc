import {expect, test} from '@playwright/test';
import {hydrated} from './support';

interface Shift {
  value: number;
  sources: string[];
}

interface CodeBlockRoom {
  height: number;
  scrollable: boolean;
  wordWrapButton: boolean;
  drawn: boolean;
}

/** Each code block's height, whether it scrolls sideways and offers word wrap, and whether it is drawn yet. */
function codeBlockRoom(): CodeBlockRoom[] {
  return Array.from(document.querySelectorAll('pre.prism-code'), (pre) => ({
    height: pre.getBoundingClientRect().height,
    scrollable: pre.scrollWidth > pre.clientWidth,
    wordWrapButton: pre.parentElement?.querySelectorAll('button').length === 2,
    drawn:
      pre.querySelector('.token-line')?.checkVisibility({contentVisibilityAuto: true}) ?? false,
  }));
}

/** Pages with many code blocks, some far below the first screen. */
const CODE_PAGES = [
  // A title that re-wrapped beside the Markdown tools when hydration swapped link for button.
  '/zh/contract/oxbow-v3/technical-reference/core/OxbowV3Pool',
  // Wide code, where the word-wrap button joins the copy button after hydration.
  '/sdk/v3/guides/swaps/quoting',
];
const PAGES = [...CODE_PAGES, '/contract/oxbow-v2/concepts/core-concepts/pools'];

for (const viewport of [
  {width: 412, height: 823},
  {width: 1280, height: 800},
]) {
  test.describe(`${String(viewport.width)} px wide`, () => {
    test.use({viewport});

    for (const path of PAGES) {
      test(`nothing on ${path} moves when the page hydrates`, async ({page}) => {
        await page.addInitScript(() => {
          const shifts: Shift[] = [];
          (window as unknown as {layoutShifts: Shift[]}).layoutShifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
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
          }).observe({type: 'layout-shift', buffered: true});
        });
        await page.goto(path);
        await hydrated(page);
        await page.waitForTimeout(1000);
        const shifts = await page.evaluate(
          () => (window as unknown as {layoutShifts: Shift[]}).layoutShifts,
        );
        expect(shifts).toEqual([]);
      });
    }

    // The browser skips drawing code far from the screen (content-visibility in src/css/custom.css).
    for (const path of CODE_PAGES) {
      test(`code on ${path} keeps the room it takes before it is drawn`, async ({page}) => {
        await page.goto(path);
        await hydrated(page);
        const beforeDrawing = await page.evaluate(codeBlockRoom);
        expect(beforeDrawing.filter((block) => !block.drawn).length).toBeGreaterThan(0);
        await page.addStyleTag({content: '.prism-code > code { content-visibility: visible }'});
        const drawn = await page.evaluate(codeBlockRoom);
        expect(drawn.every((block) => block.drawn)).toBe(true);
        expect(beforeDrawing.map(({height, scrollable}) => ({height, scrollable}))).toEqual(
          drawn.map(({height, scrollable}) => ({height, scrollable})),
        );
        // The theme decides on the word-wrap button when the page hydrates, from the room kept.
        expect(drawn.map((block) => block.wordWrapButton)).toEqual(
          drawn.map((block) => block.scrollable),
        );
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
