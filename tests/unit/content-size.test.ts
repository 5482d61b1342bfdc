import {describe, expect, it} from 'vitest';
import {chineseCharCount, englishWordCount, proseOf} from '../helpers/contentSize';

const PAGE = `---
title: Ignored title words
description: Ignored description words
---

import Diagram from '@site/src/components/Diagram';

A pool holds two tokens, see [the pool guide](./pool.md).

\`\`\`ts
const ignored = 'code is not prose';
\`\`\`

The price is $p = y / x$ and \`getAmountOut\` rounds down.

$$
x \\cdot y = k
$$

:::tip Remember
Fees stay in the pool.
:::

<Diagram title="ignored attribute" />

流动性池里有两种代币。
`;

describe('proseOf', () => {
  it('drops front matter, code, math, imports, tags and link targets', () => {
    const prose = proseOf(PAGE);
    for (const gone of ['Ignored', 'ignored', 'getAmountOut', 'cdot', 'import', './pool.md']) {
      expect(prose).not.toContain(gone);
    }
    expect(prose).toContain('the pool guide');
    expect(prose).toContain('Fees stay in the pool.');
  });
});

describe('proseOf with code blocks filled from files', () => {
  it('drops consecutive blocks whose body is empty', () => {
    const page =
      'Before.\n\n```ts file=<rootDir>/a.ts\n```\n\nBetween.\n\n```text file=<rootDir>/a.txt\n```\n\nAfter.\n';
    expect(proseOf(page).replace(/\s+/g, ' ').trim()).toBe('Before. Between. After.');
  });
});

describe('englishWordCount', () => {
  it('counts the words a reader reads', () => {
    // A pool holds two tokens, see the pool guide (9) + The price is and rounds down (6)
    // + Remember (1) + Fees stay in the pool (5)
    expect(englishWordCount(PAGE)).toBe(21);
  });

  it('counts numbers with separators as one word', () => {
    expect(englishWordCount('It returns 1,974.32 USDC, about 0.30 % less.')).toBe(7);
  });
});

describe('chineseCharCount', () => {
  it('counts Han characters only', () => {
    expect(chineseCharCount(PAGE)).toBe(10);
    expect(chineseCharCount('兑换手续费为 0.30 %（v2）。')).toBe(6);
  });
});
