import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './support';

interface Shift {
  value: number;
  sources: string[];
}

/** From the page's first paint on, collects every layout shift with the elements it moved. */
async function recordLayoutShifts(page: Page): Promise<void> {
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
}

function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as {layoutShifts: Shift[]}).layoutShifts);
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
const PAGES_WITHOUT_CODE = ['/contract/oxbow-v2/concepts/core-concepts/pools'];

const PHONE = {width: 412, height: 823};
const DESKTOP = {width: 1280, height: 800};

/** Opens `path` and expects nothing to move from the first paint until a second after hydration. */
async function expectStillThroughHydration(page: Page, path: string): Promise<void> {
  await recordLayoutShifts(page);
  await page.goto(path);
  await hydrated(page);
  await page.waitForTimeout(1000);
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

    // The browser skips drawing code far from the screen (content-visibility in src/css/custom.css).
    for (const path of CODE_PAGES) {
      test(`nothing on ${path} moves when the page hydrates, and its code keeps the room it takes before it is drawn`, async ({
        page,
      }) => {
        await expectStillThroughHydration(page, path);
        // Each block decides on its word-wrap button from the room kept, at a transition's
        // priority: on a busy machine some time after the page has hydrated.
        await expect
          .poll(async () =>
            (await page.evaluate(codeBlockRoom)).flatMap((block, index) =>
              block.wordWrapButton === block.scrollable ? [] : [index],
            ),
          )
          .toEqual([]);
        const beforeDrawing = await page.evaluate(codeBlockRoom);
        expect(beforeDrawing.filter((block) => !block.drawn).length).toBeGreaterThan(0);
        await page.addStyleTag({content: '.prism-code > code { content-visibility: visible }'});
        const drawn = await page.evaluate(codeBlockRoom);
        expect(drawn.every((block) => block.drawn)).toBe(true);
        expect(beforeDrawing.map(({height, scrollable}) => ({height, scrollable}))).toEqual(
          drawn.map(({height, scrollable}) => ({height, scrollable})),
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

/**
 * A slow network hands the browser a page in pieces, and the browser draws what it has so far. This
 * serves `origin` on a port of its own. Of each HTML document it sends one part, from the first
 * `from` to the first `to` after it, in pieces of `bytes`, PIECE_PAUSE_MS apart: apart long enough
 * for a frame in between. The rest of the document, and every other file, it sends at once.
 */
const PIECE_PAUSE_MS = 20;

interface DocumentPart {
  from: string;
  to: string;
  bytes: number;
}

async function serveInPieces(
  origin: string,
  part: DocumentPart,
): Promise<{url: string; partsSent: () => number; close: () => void}> {
  let partsSent = 0;
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', origin));
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, {'content-type': type});
      const from = body.indexOf(part.from);
      const to = body.indexOf(part.to, from);
      if (!type.startsWith('text/html') || from < 0 || to < 0) {
        response.end(body);
        return;
      }
      partsSent += 1;
      response.write(body.subarray(0, from));
      for (let start = from; start < to; start += part.bytes) {
        response.write(body.subarray(start, Math.min(start + part.bytes, to)));
        await new Promise((resolve) => setTimeout(resolve, PIECE_PAUSE_MS));
      }
      response.end(body.subarray(to));
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    partsSent: () => partsSent,
    // The browser keeps its connections open, and close() alone waits for them.
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** Loads `path` with `part` of it sent in pieces, and returns the layout shifts until it has hydrated. */
async function shiftsWhileArriving(
  page: Page,
  origin: string,
  path: string,
  part: DocumentPart,
): Promise<Shift[]> {
  const slow = await serveInPieces(origin, part);
  try {
    await page.goto(slow.url + path);
    await hydrated(page);
    expect(slow.partsSent(), `${part.from} … ${part.to} sent in pieces`).toBe(1);
    return await layoutShifts(page);
  } finally {
    slow.close();
  }
}

test.describe('a phone 412 px wide on a slow network', () => {
  test.use({viewport: PHONE});

  // The crumbs of this page fill the row. Infima's separator after every crumb but the last put
  // one after the last crumb too while the list was still arriving: it wrapped, then jumped back.
  // The Markdown tools, aligned right, grew leftwards as their labels arrived. Pieces of 16 bytes
  // cut every label in two.
  test('nothing above the title moves while a doc arrives in pieces', async ({page, baseURL}) => {
    await recordLayoutShifts(page);
    const docTop = {from: '<main', to: '<h1', bytes: 16};
    const path = '/contract/oxbow-v2/concepts/core-concepts/pools';
    expect(await shiftsWhileArriving(page, baseURL ?? '', path, docTop)).toEqual([]);
    await expect(page.locator('.breadcrumbs__item--active')).toHaveText('Pools');
  });
});

test.describe('a window 1280 px wide on a slow network', () => {
  test.use({viewport: DESKTOP});

  // A table sizes its columns to all of its rows; this one is on the first screen.
  test('a table moves nothing while its rows arrive', async ({page, baseURL}) => {
    await recordLayoutShifts(page);
    const table = {from: '<table', to: '</table>', bytes: 64};
    const path = '/study/product/swap/trade_guide';
    expect(await shiftsWhileArriving(page, baseURL ?? '', path, table)).toEqual([]);
    await expect(page.getByRole('table').first()).toBeInViewport();
    await expect(page.getByRole('table').first()).toBeVisible();
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`${String(viewport.width)} px wide on a slow network`, () => {
    test.use({viewport});

    // Short pages, with centred text and the footer in view. The hero's centred lines and buttons
    // re-centred as words arrived, the home page's first card spanned the row until the others
    // came, each card's arrow moved along as its label arrived, and the footer, at the foot of the
    // window, grew upwards. Pieces of 16 bytes cut every label in two; the footer grows by lines.
    test('nothing on the home or search page moves while it arrives in pieces', async ({
      page,
      baseURL,
    }) => {
      const origin = baseURL ?? '';
      await recordLayoutShifts(page);
      const heroAndCards = {from: 'main-wrapper', to: '</main>', bytes: 16};
      expect(
        await shiftsWhileArriving(page, origin, '/zh/', heroAndCards),
        'the home page',
      ).toEqual([]);
      await expect(page.getByRole('link', {name: '开始使用'})).toBeVisible();
      const footer = {from: '<footer', to: '</footer>', bytes: 64};
      expect(
        await shiftsWhileArriving(page, origin, '/zh/search', footer),
        'the search page',
      ).toEqual([]);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  });
}
