import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {markdownFilesUnder} from '../../scripts/lib/files';
import {anchorsIn, linkProblems, linksIn} from '../helpers/docLinks';
import {DOCS_DIR, ROOT, ZH_DOCS_DIR} from '../helpers/paths';

/**
 * Every link of every doc, in both languages, leads to a page that exists and,
 * when it names an anchor, to a heading id of that page. The build checks this
 * too, but names only the page's URL, and `npm start` does not check anchors.
 */
describe.each([
  ['English', DOCS_DIR],
  ['Chinese', ZH_DOCS_DIR],
])('links of the %s docs', (_language, root) => {
  it.each(markdownFilesUnder(root))('%s: lead to pages and headings that exist', (file) => {
    expect(
      linkProblems(path.join(root, file), readFileSync(path.join(root, file), 'utf8')),
    ).toEqual([]);
  });
});

describe('the source link checker', () => {
  const page = path.join(ROOT, 'docs', 'guide', 'page.md');
  const pages: Record<string, string> = {
    [path.join(ROOT, 'docs', 'guide', 'fees.md')]: '## Fees {#fees}\n\n```md\n## Not {#not}\n```\n',
  };
  const read = (file: string): string | undefined => pages[file];

  it('finds links outside code and formulas, with their lines', () => {
    expect(
      linksIn('[a](a.md)\n\n`[b](b.md)`\n\n$[c](c.md)$\n\n| x |\n| - |\n| [d](d.md#e) |\n'),
    ).toEqual([
      {url: 'a.md', line: 1},
      {url: 'd.md#e', line: 9},
    ]);
    expect(anchorsIn('## One {#one}\n<div id="two"></div>\n```\n## Three {#three}\n```')).toEqual(
      new Set(['one', 'two']),
    );
  });

  it('names the file, the line and what to do for each broken link', () => {
    const markdown = [
      '## Here {#here}',
      '',
      'See [fees](./fees.md#fees), [here](#here), [out](https://example.com/x).',
      'See [gone](./gone.md) and [typo](./fees.md#fess) and [self](#nowhere).',
      'See [a URL](/study/).',
    ].join('\n');
    expect(linkProblems(page, markdown, read)).toEqual([
      'docs/guide/page.md:4: (./gone.md): no such page, docs/guide/gone.md — link an existing file by its path relative to this one',
      'docs/guide/page.md:4: (./fees.md#fess): docs/guide/fees.md has no heading {#fess} — link one of its {#…} ids, or give the heading that id',
      'docs/guide/page.md:4: (#nowhere): this page has no heading {#nowhere} — link one of its {#…} ids, or give the heading that id',
      'docs/guide/page.md:5: (/study/): link a page by its file path with the extension (../fees.md), which the build checks and which works in both languages',
    ]);
  });
});
