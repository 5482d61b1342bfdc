import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {
  docIdsInOrder,
  llmsFullTxt,
  llmsTxt,
  type LlmsSite,
} from '../../plugins/markdown-twins/llmsTxt';
import {markdownTwin, type TwinResolvers} from '../../plugins/markdown-twins/markdownTwin';
import {markdownTwinPath} from '../../src/lib/markdownTwin';

const SOURCE = `---
title: Make a swap
description: How to swap.
last_update:
  date: 2025-01-02
---

import SwapFlow from '@site/src/components/SwapFlow';

Read [fees](../fees.md#who-pays), [the top](#top), [viem](https://viem.sh) and \`[not](a-link.md)\`.

<SwapFlow />

## Before you start {#before-you-start}

The price is $x \\cdot y = k$.

\`\`\`ts file=<rootDir>/examples/quote.ts#L1-L2 showLineNumbers {2}

\`\`\`

\`\`\`solidity title="IPool"
function swap() external;


// two blank lines above stay
\`\`\`

\`\`\`ts api="v3-sdk:Pool#swap"

\`\`\`
`;

const resolvers: TwinResolvers = {
  code: (meta) =>
    meta.includes('file=')
      ? 'const a = 1;\nconst b = "```";'
      : meta.includes('api=')
        ? 'swap(): void;'
        : undefined,
  link: (target) =>
    target === '../fees.md#who-pays'
      ? 'https://docs.example/fees#who-pays'
      : target.startsWith('#')
        ? `https://docs.example/swap${target}`
        : undefined,
};

const {content} = await DEFAULT_PARSE_FRONT_MATTER({filePath: 'swap.md', fileContent: SOURCE});
const twin = markdownTwin(
  content,
  {
    title: 'Make a swap',
    description: 'How to swap.',
    url: 'https://docs.example/swap',
    sourceLabel: 'Source',
  },
  resolvers,
);

describe('the Markdown twin of a page', () => {
  it('is published next to the page', () => {
    expect(markdownTwinPath('/study/product/swap/trade')).toBe('/study/product/swap/trade.md');
    expect(markdownTwinPath('/zh/study/')).toBe('/zh/study/index.md');
  });

  it('starts with the title, the description and the page URL instead of front matter', () => {
    expect(twin.split('\n').slice(0, 6)).toEqual([
      '# Make a swap',
      '',
      '> How to swap.',
      '',
      'Source: https://docs.example/swap',
      '',
    ]);
    expect(twin).not.toContain('last_update');
  });

  it('leaves out MDX imports, components and heading ids, and keeps math as TeX', () => {
    expect(twin).not.toContain('import SwapFlow');
    expect(twin).not.toContain('<SwapFlow');
    expect(twin).toContain('\n## Before you start\n');
    expect(twin).toContain('$x \\cdot y = k$');
    // The left-out lines leave no run of blank lines behind.
    expect(twin).toContain('`[not](a-link.md)`.\n\n## Before you start\n');
  });

  it('points links at the published pages, outside code only', () => {
    expect(twin).toContain(
      'Read [fees](https://docs.example/fees#who-pays), [the top](https://docs.example/swap#top), [viem](https://viem.sh) and `[not](a-link.md)`.',
    );
  });

  it('writes out code filled at build time, titled, with a fence the code cannot close', () => {
    expect(twin).toContain(
      '````ts title="examples/quote.ts#L1-L2"\nconst a = 1;\nconst b = "```";\n````\n',
    );
    expect(twin).toContain('```ts\nswap(): void;\n```\n');
  });

  it('keeps code written on the page as it is, blank lines included', () => {
    expect(twin).toContain(
      '```solidity title="IPool"\nfunction swap() external;\n\n\n// two blank lines above stay\n```\n',
    );
  });
});

const page = (title: string, path: string) => ({
  title,
  description: `About ${title}.\nSecond line.`,
  url: `https://docs.example${path}`,
  markdown: `# ${title}\n\nBody of ${title}.\n`,
});

const site: LlmsSite = {
  title: 'Oxbow Docs',
  summary: 'Swap tokens.',
  details: 'Every page is also Markdown.',
  sections: [
    {
      title: 'Learn',
      pages: [page('Welcome [start]', '/study/'), page('Terms', '/study/terms&conditions/terms')],
    },
    {title: 'Empty', pages: []},
  ],
};

describe('llms.txt', () => {
  it('follows llmstxt.org: H1, summary, details, one section per sidebar with a list of links', () => {
    expect(llmsTxt(site)).toBe(
      [
        '# Oxbow Docs',
        '',
        '> Swap tokens.',
        '',
        'Every page is also Markdown.',
        '',
        '## Learn',
        '',
        '- [Welcome \\[start\\]](https://docs.example/study/): About Welcome [start]. Second line.',
        '- [Terms](https://docs.example/study/terms&conditions/terms): About Terms. Second line.',
        '',
      ].join('\n'),
    );
  });

  it('in its full version carries every page\u2019s Markdown', () => {
    const full = llmsFullTxt(site);
    expect(full.startsWith('# Oxbow Docs\n\n> Swap tokens.\n')).toBe(true);
    expect(full).toContain(
      '---\n\n# Welcome [start]\n\nBody of Welcome [start].\n\n---\n\n# Terms\n\nBody of Terms.\n',
    );
  });

  it('lists docs in sidebar order, a category\u2019s own page before its items', () => {
    expect(
      docIdsInOrder([
        {type: 'doc', id: 'intro'},
        {
          type: 'category',
          link: {type: 'doc', id: 'swap/index'},
          items: [{type: 'doc', id: 'swap/trade'}, {type: 'link'}, {type: 'ref', id: 'intro'}],
        },
        {type: 'category', link: {type: 'generated-index'}, items: [{type: 'doc', id: 'sdk/a'}]},
      ]),
    ).toEqual(['intro', 'swap/index', 'swap/trade', 'sdk/a']);
  });
});
