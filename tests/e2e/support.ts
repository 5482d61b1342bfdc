import type {Page} from '@playwright/test';
import {CHROME_SELECTORS, LABEL_ATTRIBUTES} from '../helpers/chrome';

/** Visible text and accessible names of the site chrome (everything but the article). */
export async function chromeText(page: Page): Promise<string> {
  return page.evaluate(
    ({selectors, attributeNames}) => {
      const texts = selectors.flatMap((selector) =>
        Array.from(
          document.querySelectorAll<HTMLElement>(selector),
          (element) => element.innerText,
        ),
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
