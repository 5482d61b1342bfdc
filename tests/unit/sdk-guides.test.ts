import {describe, expect, it} from 'vitest';
import routes from '../contract/routes.json';
import {SDK_GUIDES} from '../helpers/docs';
import {readDoc} from '../helpers/docSource';
import {DOCS_DIR, ZH_DOCS_DIR} from '../helpers/paths';

/**
 * The SDK guides teach with runnable samples and link to the reference of what they use. That
 * their code, like every doc's, comes from files under examples/ is tests/unit/code-from-files.test.ts.
 */
describe('SDK guides', () => {
  it('include the landing page, the overviews and every guide of the route contract', () => {
    const teaching = routes.docs.sdk
      .filter((route) => /^\/sdk\/(v[23]\/(overview|guides\/.+))?$/.test(route))
      .map((route) => (route === '/sdk/' ? 'sdk/index' : route.slice(1).replace(/\/$/, '')));
    expect(teaching.length).toBeGreaterThan(0);
    expect(
      teaching.filter((doc) => !SDK_GUIDES.includes(doc) && !SDK_GUIDES.includes(`${doc}/index`)),
    ).toEqual([]);
  });

  // The landing page and the overviews teach no API of their own: only the guides link to it.
  it.each(
    SDK_GUIDES.filter((doc) => doc.includes('/guides/')).flatMap((doc) => [
      [doc, 'en', DOCS_DIR],
      [doc, 'zh', ZH_DOCS_DIR],
    ]),
  )('%s (%s) links to the reference of what it uses', (doc, _locale, root) => {
    expect(readDoc(root, doc)).toMatch(/\]\([^)]*reference\/[^)]*\.md/);
  });
});
