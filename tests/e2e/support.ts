import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {CHROME_SELECTORS, LABEL_ATTRIBUTES} from '../helpers/chrome';

/** Visible text and accessible names of the site chrome (everything but the article). */
export async function chromeText(page: Page): Promise<string> {
  return page.evaluate(
    ({selectors, attributeNames}) => {
      // Visible text node by text node; code names (a table of contents lists `swap`,
      // `slot0`…) are code, not interface text.
      const visibleText = (root: Element): string => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const parts: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (parent && !parent.closest('code') && parent.checkVisibility()) {
            parts.push(node.textContent ?? '');
          }
        }
        return parts.join(' ');
      };
      const texts = selectors.flatMap((selector) =>
        Array.from(document.querySelectorAll(selector), visibleText),
      );
      const chrome = selectors.join(', ');
      const labelled = Array.from(
        document.querySelectorAll(attributeNames.map((name) => `[${name}]`).join(', ')),
      ).filter((element) => !element.closest('main') || element.closest(chrome));
      const attributes = labelled.map((element) =>
        attributeNames.map((name) => element.getAttribute(name) ?? '').join(' '),
      );
      return [...texts, ...attributes].join('\n');
    },
    {selectors: [...CHROME_SELECTORS], attributeNames: [...LABEL_ATTRIBUTES]},
  );
}

/*
 * The first answer of a page's search loads the Pagefind runtime, its WebAssembly and the index:
 * about 0.6 s after hydration on an idle machine, several times that with two tests sharing two
 * cores. That is a load to wait for, not an assertion, so the two waits below last as long as the
 * test may (Playwright's actionTimeout is unset); the assertions after them keep the 5 s default.
 */

/** Waits until the search page's status line answers `query`: results, none, or why none. */
export async function searchPageAnswered(page: Page, query: string): Promise<void> {
  await page
    .locator('main [aria-live]')
    .filter({hasText: `“${query}”`})
    .waitFor();
}

/** Waits until the navbar's suggestions answer what is in its box (the list is no longer busy). */
export async function suggestionsAnswered(page: Page): Promise<void> {
  await page.locator('[role="listbox"][aria-busy="false"]').waitFor();
}

/**
 * Where a jump to `target` has landed: its top edge's distance below the navbar, which shows itself
 * on every jump to a #hash; negative when the navbar covers it. Read once the page has stopped
 * scrolling (two frames with the target in one place), so that a smooth scroll on its way counts
 * for nothing.
 */
export function landingBelowNavbar(target: Locator): Promise<number> {
  return target.evaluate(async (element) => {
    const frame = (): Promise<number> =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
      });
    let top = Number.NaN;
    for (;;) {
      await frame();
      const next = element.getBoundingClientRect().top;
      if (next === top) {
        break;
      }
      top = next;
    }
    const navbar = document.querySelector('.navbar');
    return top - (navbar instanceof HTMLElement ? navbar.offsetHeight : 0);
  });
}

/** Waits until React has taken over the server-rendered page. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Lets the links in view report themselves and the idle-time prefetching run: two frames, then five
 * idle periods of the page's main thread. The idle callbacks have no timeout: on a busy machine one
 * would run them before the page is idle, and before the page's own idle-time work (its callbacks
 * may wait up to 3 s), turning the wait for a condition into a wait for a length of time.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = (): Promise<void> =>
      new Promise((resolve) => {
        requestAnimationFrame(() => {
          resolve();
        });
      });
    const idle = (): Promise<void> =>
      new Promise((resolve) => {
        requestIdleCallback(() => {
          resolve();
        });
      });
    await frame();
    await frame();
    for (let round = 0; round < 5; round += 1) {
      await idle();
    }
  });
}

/** The scripts the page has asked the browser to prefetch, by path. */
export function prefetched(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll('link[rel="prefetch"]'),
      (link) => new URL(link.getAttribute('href') ?? '', location.href).pathname,
    ),
  );
}

/** Marks the current document, so a test can tell a page opened within the app from a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {sameDocument: boolean}).sameDocument = true;
  });
}

/** Whether the page is still the document `markDocument` marked. */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true);
}

/** Opens `path` with the app's router, as a click on a link to it would, without needing one. */
export async function openWithinApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Holds back the page's entry script until `release` is called, so the page stays as the server
 * wrote it, painted and not yet hydrated, for as long as a test needs.
 */
export async function holdHydration(page: Page): Promise<{release: () => void}> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return {release};
}

/**
 * Puts the page's timers (and those of the pages it opens) on Playwright's clock, stopped: from
 * here they run only when the test moves the clock on (`page.clock.runFor`) or lets it go
 * (`page.clock.resume`), so what the page does after a delay happens at the same point of the test
 * on a busy machine as on a quiet one.
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.install();
  // The time to stop at, which cannot be in the page's past: a second on from the clock just set.
  await page.clock.pauseAt(Date.now() + 1000);
}

/**
 * axe-core for a page of the site, gathering nodes for violations only. Legacy mode runs axe once in
 * the page, where the default runs it in each frame and gathers the results in a blank page of its
 * own: the pages have no frames, and their policy (default-src 'self') allows none from another
 * origin, which is all legacy mode leaves out. It halves every pass: 2.2 s against 5.5 s on the SDK
 * class reference under Chromium 156.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({page}).options({resultTypes: ['violations']}).setLegacyMode();
}
