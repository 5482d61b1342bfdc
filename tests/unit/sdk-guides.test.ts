import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import routes from '../contract/routes.json';
import {SDK_GUIDES} from '../helpers/docs';
import {readDoc} from '../helpers/docSource';
import {DOCS_DIR, ROOT, ZH_DOCS_DIR} from '../helpers/paths';

/**
 * Code on the SDK guides is never pasted: every block is filled from a file
 * under examples/, the files the type check compiles and sdk-samples.test.ts runs.
 */
const FENCE = /^(```+)([^\n]*)\n[\s\S]*?^\1\s*$/gm;

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

  describe.each(
    SDK_GUIDES.flatMap((doc) => [
      [doc, 'en', DOCS_DIR],
      [doc, 'zh', ZH_DOCS_DIR],
    ]),
  )('%s (%s)', (doc, _locale, root) => {
    const page = readDoc(root, doc);
    const fences = [...page.matchAll(FENCE)].map((match) => match[2] ?? '');

    it('shows code only from files under examples/', () => {
      const pasted = fences.filter((meta) => !/\bfile=<rootDir>\/examples\//.test(meta));
      expect(pasted).toEqual([]);
      const missing = fences
        .map((meta) => /file=<rootDir>\/([^\s#]+)/.exec(meta)?.[1] ?? '')
        .filter((file) => !existsSync(path.join(ROOT, file)));
      expect(missing).toEqual([]);
    });

    it.runIf(doc.includes('/guides/'))('links to the reference of what it uses', () => {
      expect(page).toMatch(/\]\([^)]*reference\/[^)]*\.md/);
    });
  });
});
