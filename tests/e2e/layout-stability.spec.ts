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

      // The sections a doc is cut into by its headings (src/remark/headingSections.ts) only let
      // it hydrate part by part: the text must sit exactly where it would without them, title and
      // last line included.
      test(`the sections of ${path} take no room of their own`, async ({page}) => {
        await page.goto(path);
        await hydrated(page);
        const positions = (): Promise<string[]> =>
          page.locator('article .theme-doc-markdown').evaluate((markdown) =>
            [
              markdown,
              ...Array.from(markdown.querySelectorAll(':not(section.heading-section)')),
            ].map((element) => {
              const box = element.getBoundingClientRect();
              return `${element.tagName} ${box.top.toFixed(1)} ${box.left.toFixed(1)} ${box.width.toFixed(1)} ${box.height.toFixed(1)}`;
            }),
          );
        const sectioned = await positions();
        const sections = await page.locator('article .theme-doc-markdown').evaluate((markdown) => {
          const all = Array.from(markdown.querySelectorAll('section.heading-section'));
          for (const section of all.reverse()) {
            section.replaceWith(...Array.from(section.childNodes));
          }
          return all.length;
        });
        expect(sections).toBeGreaterThan(2);
        expect(await positions()).toEqual(sectioned);
      });
    }
  });
}
