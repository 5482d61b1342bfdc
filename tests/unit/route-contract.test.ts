import {describe, expect, it} from 'vitest';
import routes from '../contract/routes.json';

describe('the committed route contract', () => {
  it('lists as many docs per section as the inventory declares', () => {
    for (const [section, declared] of Object.entries(routes.declaredDocCounts)) {
      expect(routes.docs[section as keyof typeof routes.docs], section).toHaveLength(declared);
    }
  });

  it('has the 14 category pages and the 3 site pages', () => {
    expect(routes.categories).toHaveLength(14);
    expect(routes.sitePages).toEqual(['/', '/markdown-page', '/search']);
  });
});
