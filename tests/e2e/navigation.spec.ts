import {expect, test, type Page} from '@playwright/test';
import {
  hydrated,
  isSameDocument,
  landingBelowNavbar,
  markDocument,
  openWithinApp,
  stopClock,
} from './support';

const MOBILE = {width: 996, height: 800};
const DESKTOP = {width: 1280, height: 800};

test.describe('mobile navigation', () => {
  test.use({viewport: MOBILE});

  async function openMenu(page: Page): Promise<void> {
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
  }

  test('opens, locks the page scroll, and shows the docs sidebar on a doc page', async ({page}) => {
    await page.goto('/contract/oxbow-v2/concepts/core-concepts/swaps');
    await hydrated(page);
    await openMenu(page);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'Swaps', exact: true})).toBeVisible();
    await menu.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(menu.getByRole('link', {name: 'Learn', exact: true})).toBeVisible();
    await menu.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  });

  test('translates the back button', async ({page}) => {
    await page.goto('/zh/contract/oxbow-v2/concepts/core-concepts/swaps');
    await hydrated(page);
    await page.getByRole('button', {name: '切换导航栏'}).click();
    await expect(page.getByRole('button', {name: '← 回到主菜单'})).toBeVisible();
    await expect(page.getByRole('button', {name: '关闭导航栏'})).toBeVisible();
  });

  test('closes on the browser back button', async ({page}) => {
    await page.goto('/study/');
    await hydrated(page);
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL('/study/product/');
    await openMenu(page);
    await page.goBack();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });

  test('closes when the window grows to desktop width', async ({page}) => {
    await page.goto('/study/');
    await hydrated(page);
    await openMenu(page);
    await page.setViewportSize({width: 997, height: 800});
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    // The scroll lock is released by an effect, which runs after the next paint.
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  });
});

test.describe('hiding navbar', () => {
  test.use({viewport: DESKTOP});

  test('hides on scroll down and comes back on scroll up, near the top and on a hash link', async ({
    page,
  }) => {
    await page.goto('/contract/oxbow-v3/technical-reference/core/OxbowV3Pool');
    await hydrated(page);
    const navbar = page.locator('nav.navbar');
    // The navbar compares each scroll position with the one before: a wheel turned before the last
    // one's scroll event has reached it would merge with it. The test's listener runs in the same
    // event as the navbar's, so once it has seen the wheel's end position, so has the navbar.
    await page.evaluate(() => {
      window.addEventListener('scroll', () => {
        (window as unknown as {scrollEventY: number}).scrollEventY = window.scrollY;
      });
    });
    const scrollBy = async (distance: number): Promise<void> => {
      const end = await page.evaluate(
        (by) =>
          Math.min(
            Math.max(window.scrollY + by, 0),
            document.documentElement.scrollHeight - window.innerHeight,
          ),
        distance,
      );
      await page.mouse.wheel(0, distance);
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as {scrollEventY?: number}).scrollEventY),
        )
        .toBe(end);
    };
    await scrollBy(800);
    await scrollBy(800);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await scrollBy(-300);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await scrollBy(800);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.locator('.theme-doc-toc-desktop a[href="#events"]').click();
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });
});

test.describe('language dropdown', () => {
  test.use({viewport: DESKTOP});

  test('opens on hover', async ({page}) => {
    await page.goto('/study/');
    await hydrated(page);
    const menu = page.locator('.navbar .dropdown__menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', {name: 'English'}).hover();
    await expect(menu).toBeVisible();
  });

  test('opens on Enter and closes on an outside mouse-down, touch or focus', async ({page}) => {
    await page.goto('/study/');
    await hydrated(page);
    const trigger = page.getByRole('button', {name: 'English'});
    const dropdown = page.locator('.navbar .dropdown').filter({has: trigger});
    const reopen = async (): Promise<void> => {
      await trigger.focus();
      await trigger.press('Enter');
      await expect(dropdown).toHaveClass(/dropdown--show/);
    };
    await reopen();
    await page.mouse.move(400, 500);
    await page.mouse.down();
    await page.mouse.up();
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
    await reopen();
    await page.evaluate(() => {
      document.body.dispatchEvent(new TouchEvent('touchstart', {bubbles: true}));
    });
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
    await reopen();
    await page.getByRole('link', {name: 'Learn', exact: true}).first().focus();
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });
});

/** The CSS transition a collapsing sidebar category animates with. */
async function collapseTransition(page: Page): Promise<string> {
  await page.goto('/sdk/v3/reference/classes/Pool');
  await hydrated(page);
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const button = document.querySelector<HTMLButtonElement>(
          'aside button[aria-label*="Classes"]',
        );
        const list = button?.closest('li')?.querySelector<HTMLElement>('ul');
        if (!button || !list) {
          resolve('missing');
          return;
        }
        new MutationObserver(() => {
          if (list.style.transition) {
            resolve(list.style.transition);
          }
        }).observe(list, {attributes: true, attributeFilter: ['style']});
        button.click();
      }),
  );
}

test.describe('sidebar categories', () => {
  test('collapse and expand', async ({page}) => {
    await page.goto('/sdk/v3/reference/classes/Pool');
    await hydrated(page);
    const sidebar = page.locator('aside');
    const pool = sidebar.getByRole('link', {name: 'Pool', exact: true});
    await expect(pool).toBeVisible();
    await sidebar.getByRole('button', {name: "Collapse sidebar category 'Classes'"}).click();
    await expect(pool).toBeHidden();
    await sidebar.getByRole('button', {name: "Expand sidebar category 'Classes'"}).click();
    await expect(pool).toBeVisible();
  });

  test('animate over a duration derived from the content height', async ({page}) => {
    expect(await collapseTransition(page)).toMatch(/height (\d{3,})ms/);
  });

  test.describe('with reduced motion', () => {
    test.use({reducedMotion: 'reduce'});

    test('animate in 1 ms', async ({page}) => {
      expect(await collapseTransition(page)).toMatch(/height 1ms/);
    });
  });
});

test.describe('route changes', () => {
  test('show the progress bar only when loading takes more than 200 ms', async ({page}) => {
    await page.goto('/study/');
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as {progressSeen: boolean}).progressSeen = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) {
          (window as unknown as {progressSeen: boolean}).progressSeen = true;
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
    // The bar's delay is measured in the page's time, whatever else the machine is doing.
    await stopClock(page);
    // The next page's scripts are held until the test has seen the bar.
    let releaseScripts = (): void => undefined;
    const scriptsReleased = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    let scriptAsked = (): void => undefined;
    const navigationStarted = new Promise<void>((resolve) => {
      scriptAsked = resolve;
    });
    await page.route('**/assets/js/*.js', async (route) => {
      if (route.request().resourceType() === 'script') {
        scriptAsked();
      }
      await scriptsReleased;
      await route.continue();
    });
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Developers'})
      .click();
    // The router sets the bar's timer before it asks for the page's scripts.
    await navigationStarted;
    await page.clock.runFor(199);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    releaseScripts();
    await page.clock.resume();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Smart contracts');
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.unroute('**/assets/js/*.js');

    // A page whose code is already loaded renders before the bar's 200 ms delay: once it has, the
    // clock runs past the delay at once, which would show the bar if its timer were still set.
    await page.evaluate(() => {
      (window as unknown as {progressSeen: boolean}).progressSeen = false;
    });
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Learn'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Welcome to Oxbow');
    await page.clock.runFor(400);
    expect(
      await page.evaluate(() => (window as unknown as {progressSeen: boolean}).progressSeen),
    ).toBe(false);
  });

  test('scroll to the top, or to the target of a hash', async ({page}) => {
    await page.goto('/contract/oxbow-v3/technical-reference/core/OxbowV3Pool');
    await hydrated(page);
    await page.evaluate(() => {
      window.scrollTo(0, 3000);
    });
    await page.locator('.pagination-nav__link--next').click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('OxbowV3PoolDeployer');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.locator('.theme-doc-toc-desktop a[href="#events"]').click();
    await expect(page).toHaveURL(/#events$/);
    await expect(page.locator('#events')).toBeInViewport();
    expect(
      await landingBelowNavbar(page.locator('#events')),
      'clear of the navbar',
    ).toBeGreaterThanOrEqual(0);
  });

  test('open a link to a section of a long page at that section', async ({page}) => {
    await page.goto('/zh/sdk/v3/reference/classes/Pool#methods');
    await hydrated(page);
    await expect(page.locator('#methods')).toBeInViewport();
  });

  test('open a category index within the app with its cards described, in both languages', async ({
    page,
  }) => {
    for (const {start, breadcrumbs, category, card} of [
      {
        start: '/sdk/v3/reference/classes/Pool',
        breadcrumbs: 'Breadcrumbs',
        category: 'Classes',
        card: /^FullMath\.mulDivRoundingUp: multiply two JSBI integers/,
      },
      {
        start: '/zh/sdk/v3/reference/classes/Pool',
        breadcrumbs: '页面路径',
        category: '类',
        card: /^FullMath\.mulDivRoundingUp：/,
      },
    ]) {
      await page.goto(start);
      await hydrated(page);
      await markDocument(page);
      await page
        .getByRole('navigation', {name: breadcrumbs})
        .getByRole('link', {name: category, exact: true})
        .click();
      await expect(page.getByRole('heading', {level: 1}), start).toHaveText(category);
      const descriptions = page.locator('article .card p');
      await expect(descriptions.first(), start).toHaveText(card);
      expect(await descriptions.count(), start).toBeGreaterThan(10);
      expect(await isSameDocument(page), start).toBe(true);
    }
  });

  test('open a Chinese page with diagrams within the app: their text is Chinese', async ({
    page,
  }) => {
    await page.goto('/zh/study/');
    await hydrated(page);
    await expect(page.locator('figure')).toHaveCount(0);
    await markDocument(page);
    await openWithinApp(page, '/zh/contract/oxbow-v2/concepts/core-concepts/swaps');
    await expect(page.getByRole('img', {name: '一次兑换的流程'})).toBeVisible();
    await expect(page.locator('figcaption').nth(1)).toHaveText(/^从 ETH 到 DAI 的两跳兑换。/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('normalise a path ending in index.html', async ({page}) => {
    await page.goto('/study/product/index.html');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Product tour');
    await expect(page).not.toHaveURL(/index\.html/);
    await hydrated(page);
    // The client router normalises too: a history entry with the suffix renders the same page.
    await openWithinApp(page, '/study/product/liquidity/index.html');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Liquidity pools');
  });
});
