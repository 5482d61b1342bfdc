import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {listDocFiles} from '../helpers/docs';
import {docFile} from '../helpers/docSource';
import {DOCS_DIR} from '../helpers/paths';

/**
 * Sidebars are explicit: a doc that no sidebar lists has no place in the
 * navigation, and an id that names no doc stops the build. Both are told here
 * with the name to fix, before a build.
 */
function docIdsIn(item: unknown, found = new Set<string>()): Set<string> {
  if (typeof item === 'string') {
    found.add(item);
  } else if (Array.isArray(item)) {
    item.forEach((child) => docIdsIn(child, found));
  } else if (typeof item === 'object' && item !== null) {
    const {type, id, link, items} = item as Record<string, unknown>;
    if ((type === 'doc' || type === 'ref') && typeof id === 'string') {
      found.add(id);
    }
    const linked = link as {type?: unknown; id?: unknown} | undefined;
    if (linked?.type === 'doc' && typeof linked.id === 'string') {
      found.add(linked.id);
    }
    docIdsIn(items, found);
  }
  return found;
}

function sidebarProblems(listed: Set<string>, docs: string[]): string[] {
  return [
    ...[...listed]
      .filter((id) => !docs.includes(id))
      .map(
        (id) => `sidebars.ts: '${id}' names no doc (docs/${id}.md) — fix the id or add the page`,
      ),
    ...docs
      .filter((doc) => !listed.has(doc))
      .map(
        (doc) =>
          `${docFile(DOCS_DIR, doc)}: in no sidebar — list '${doc}' in studySidebar, contractSidebar or sdkSidebar of sidebars.ts`,
      ),
  ];
}

describe('the sidebars', () => {
  it('list every doc, and only docs that exist', () => {
    expect(sidebarProblems(docIdsIn(Object.values(sidebars)), listDocFiles(DOCS_DIR))).toEqual([]);
  });

  it('name the id or the page to fix', () => {
    const listed = docIdsIn([
      'a',
      {
        type: 'category',
        label: 'B',
        link: {type: 'doc', id: 'b/index'},
        items: [{type: 'doc', id: 'b/x'}],
      },
    ]);
    expect(sidebarProblems(listed, ['a', 'b/index', 'c'])).toEqual([
      "sidebars.ts: 'b/x' names no doc (docs/b/x.md) — fix the id or add the page",
      "docs/c.md: in no sidebar — list 'c' in studySidebar, contractSidebar or sdkSidebar of sidebars.ts",
    ]);
  });
});
