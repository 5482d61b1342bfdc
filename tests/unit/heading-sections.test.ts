import {describe, expect, it} from 'vitest';
import headingSections, {SECTION_CLASS} from '../../src/remark/headingSections';
import {compiledPage, serverHtml, serverModule} from './support/mdx';

async function rendered(
  markdown: string,
): Promise<{html: string; exports: Record<string, unknown>}> {
  const code = await compiledPage(markdown, {rehypePlugins: [headingSections]});
  const html = await serverHtml(code);
  return {
    html: html.replaceAll('\n', '').replaceAll(`<section class="${SECTION_CLASS}">`, '<S>'),
    exports: await serverModule(code),
  };
}

describe('a doc in sections by its headings', () => {
  it('opens a section at each ## and one inside it at each ###', async () => {
    const {html} = await rendered(
      [
        'Before any heading.',
        '## Pools',
        'A pool.',
        '### Fees',
        '0.30 %.',
        '#### Tiers',
        'Four of them.',
        '### Ticks',
        'Spacing.',
        '## Swaps',
        'A swap.',
      ].join('\n\n'),
    );
    expect(html).toBe(
      '<p>Before any heading.</p>' +
        '<S><h2>Pools</h2><p>A pool.</p>' +
        '<S><h3>Fees</h3><p>0.30 %.</p><h4>Tiers</h4><p>Four of them.</p></section>' +
        '<S><h3>Ticks</h3><p>Spacing.</p></section>' +
        '</section>' +
        '<S><h2>Swaps</h2><p>A swap.</p></section>',
    );
  });

  it('gives a ### before the first ## a section of its own at the top', async () => {
    const {html} = await rendered('### Alone\n\nText.\n\n## Next\n\nMore.');
    expect(html).toBe(
      '<S><h3>Alone</h3><p>Text.</p></section><S><h2>Next</h2><p>More.</p></section>',
    );
  });

  it('leaves headings inside JSX where they are', async () => {
    const {html} = await rendered('## Outer\n\n<div>\n\n## Inner\n\nText.\n\n</div>');
    expect(html).toBe('<S><h2>Outer</h2><div><h2>Inner</h2><p>Text.</p></div></section>');
  });

  it('closes every section at a #, which stays at the top', async () => {
    const {html} = await rendered('## One\n\n### Two\n\nText.\n\n# Title\n\nAfter.');
    expect(html).toBe(
      '<S><h2>One</h2><S><h3>Two</h3><p>Text.</p></section></section><h1>Title</h1><p>After.</p>',
    );
  });

  it('keeps an export written inside a section working', async () => {
    const {html, exports} = await rendered(
      '## Values\n\nexport const feeTier = 3000;\n\nThe tier is {feeTier}.',
    );
    expect(exports.feeTier).toBe(3000);
    expect(html).toBe('<S><h2>Values</h2><p>The tier is 3000.</p></section>');
  });

  it('changes nothing on a page without headings', async () => {
    const {html} = await rendered('One.\n\nTwo.');
    expect(html).toBe('<p>One.</p><p>Two.</p>');
  });
});
