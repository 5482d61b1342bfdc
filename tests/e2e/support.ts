import type {Page} from '@playwright/test';
import routes from '../contract/routes.json';

/** Code names (SDK classes, contracts) that rightly appear in Latin script in the Chinese UI. */
export const CODE_NAMES: readonly string[] = [
  ...Object.values(routes.docs)
    .flat()
    .filter((route) => /\/(reference|technical-reference)\//.test(route))
    .map((route) => route.split('/').pop() ?? '')
    .filter((name) => /^[A-Z]/.test(name)),
  'Pair',
  'Route',
  'Trade',
  // Keyboard key names shown in the search box hint.
  'ctrl',
  'Ctrl',
];

/** The language menu names each language in that language. */
export const LANGUAGE_NAMES: readonly string[] = ['English'];

/** Visible text and accessible names of the site chrome (everything but the article). */
export async function chromeText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const selectors = [
      'nav.navbar',
      'footer',
      '[role="banner"]',
      'aside.theme-doc-sidebar-container',
      'nav.theme-doc-breadcrumbs',
      'nav.pagination-nav',
      '.theme-doc-toc-desktop',
      '.theme-doc-footer',
    ];
    const texts = selectors.flatMap((selector) =>
      Array.from(document.querySelectorAll<HTMLElement>(selector), (element) => element.innerText),
    );
    const chrome = selectors.join(', ');
    const labelled = Array.from(
      document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'),
    ).filter((element) => !element.closest('main') || element.closest(chrome));
    const attributes = labelled.map((element) =>
      ['aria-label', 'title', 'placeholder', 'alt']
        .map((name) => element.getAttribute(name) ?? '')
        .join(' '),
    );
    return [...texts, ...attributes].join('\n');
  });
}
