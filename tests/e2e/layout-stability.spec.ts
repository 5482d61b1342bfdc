import {expect, test} from '@playwright/test';
import {hydrated} from './support';

interface Shift {
  value: number;
  sources: string[];
}

const PAGES = [
  // A title that re-wrapped beside the Markdown tools when hydration swapped link for button.
  '/zh/contract/oxbow-v3/technical-reference/core/OxbowV3Pool',
  // Wide code, where the word-wrap button joins the copy button after hydration.
  '/sdk/v3/guides/swaps/quoting',
  '/contract/oxbow-v2/concepts/core-concepts/pools',
];

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
  });
}
