import {describe, expect, it} from 'vitest';
import routes from '../contract/routes.json';
import {docRoute, listDocFiles} from '../helpers/docs';
import {docFile} from '../helpers/docSource';
import {DOCS_DIR, ZH_DOCS_DIR} from '../helpers/paths';

describe('docs and their Chinese mirror', () => {
  const english = listDocFiles(DOCS_DIR);
  const chinese = listDocFiles(ZH_DOCS_DIR);

  it('have exactly the same files', () => {
    expect(
      chinese
        .filter((doc) => !english.includes(doc))
        .map(
          (doc) =>
            `${docFile(ZH_DOCS_DIR, doc)}: no English page at ${docFile(DOCS_DIR, doc)} — move or remove the translation with its page`,
        ),
    ).toEqual([]);
    expect(
      english
        .filter((doc) => !chinese.includes(doc))
        .map(
          (doc) =>
            `${docFile(DOCS_DIR, doc)}: no Chinese twin at ${docFile(ZH_DOCS_DIR, doc)} — add the translation, at the same path`,
        ),
    ).toEqual([]);
  });

  // New pages may be added to the inventory's; none of its pages may go.
  it('include every doc of the route contract', () => {
    const served = new Set(english.map(docRoute));
    const contracted = Object.values(routes.docs).flat();
    expect(contracted.length).toBeGreaterThan(100);
    expect(contracted.filter((route) => !served.has(route))).toEqual([]);
  });
});
