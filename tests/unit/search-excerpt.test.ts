import {describe, expect, it} from 'vitest';
import type {ExcerptSegment} from '../../src/lib/search';
import {
  NOT_PROSE_END,
  NOT_PROSE_START,
  PATH_FILTER,
  excerptRuleBreaks,
  isCodeQuery,
  pagePath,
  pageSections,
  pageWords,
  type PagefindAnchor,
  type PagefindLocation,
  type PagefindPage,
  type PagefindSubResult,
} from '../../src/lib/searchExcerpt';

const ZWS = '\u200b';

/** A block of a page as the tests write it: prose, a heading with its id, or code. */
type Block = string | {heading: string; id: string} | {code: string};

/**
 * A page as Pagefind returns it for a query: its words (Latin text cut at spaces, Chinese at
 * zero-width spaces, where the tests write `|`), a heading ended with Pagefind's full stop, the
 * index's markers around code, and the words matching `terms` with their sections.
 */
function pagefindPage(
  title: string,
  blocks: readonly Block[],
  terms: readonly string[],
  chinese = false,
): PagefindPage {
  const words: string[] = [];
  const anchors: PagefindAnchor[] = [];
  const cut = (text: string): string[] =>
    chinese ? text.split('|') : text.split(' ').filter((word) => word !== '');
  const separator = (): void => {
    if (chinese) {
      words.push('. ');
    } else {
      words[words.length - 1] = `${words.at(-1) ?? ''}.`;
    }
  };
  words.push(...cut(title));
  separator();
  for (const block of blocks) {
    if (typeof block === 'string') {
      words.push(...cut(block));
    } else if ('heading' in block) {
      anchors.push({
        element: 'h2',
        id: block.id,
        text: block.heading.replaceAll('|', ZWS),
        location: words.length,
      });
      words.push(...cut(block.heading));
      separator();
    } else {
      anchors.push({element: 'span', id: NOT_PROSE_START, text: '', location: words.length});
      words.push(...cut(block.code));
      anchors.push({element: 'span', id: NOT_PROSE_END, text: '', location: words.length});
    }
  }
  const bare = (word: string): string => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const locations: PagefindLocation[] = words.flatMap((word, location) =>
    terms.some((term) => bare(word).includes(term.toLowerCase()))
      ? [{weight: 1, balanced_score: 100, location}]
      : [],
  );
  // Pagefind's sub-results: the matches before the first heading, then under each.
  const url = '/sdk/page/';
  const headings = anchors.filter((anchor) => anchor.element === 'h2');
  const sub_results: PagefindSubResult[] = [undefined, ...headings].flatMap((anchor, index) => {
    const from = anchor?.location ?? 0;
    const to = headings[index]?.location ?? words.length;
    const inside = locations.filter(({location}) => location >= from && location < to);
    return inside.length === 0
      ? []
      : [
          {
            title: anchor?.text ?? title,
            url: anchor ? `${url}#${anchor.id}` : url,
            ...(anchor && {anchor}),
            weighted_locations: inside,
          },
        ];
  });
  const content = words.join(chinese ? ZWS : ' ');
  return {
    url,
    raw_content: content.replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
    meta: {title: title.replaceAll('|', '')},
    filters: {},
    anchors,
    weighted_locations: locations,
    sub_results,
  };
}

const text = (segments: readonly ExcerptSegment[]): string =>
  segments.map((segment) => segment.text).join('');
const marked = (segments: readonly ExcerptSegment[]): string[] =>
  segments.filter((segment) => segment.highlighted).map((segment) => segment.text);

const TRADING = pagefindPage(
  'Trading well',
  [
    'Every swap is priced against a pool.',
    {heading: 'Choose a slippage tolerance on purpose', id: 'choose-a-slippage-tolerance'},
    'Your slippage tolerance sets the worst result you accept compared with the quote.',
    {code: 'const minimum = quote.multiply(995n) / 1000n; // 999999999999998276'},
    'A loose tolerance invites attackers.',
    {heading: 'Mind the gas', id: 'mind-the-gas'},
    'Gas is paid even when a swap reverts, whatever the tolerance.',
  ],
  ['slippage', 'tolerance'],
);

describe('pageSections', () => {
  it('leads to the heading of the best match and names it', () => {
    const [best] = pageSections(TRADING, {query: 'slippage tolerance', locale: 'en', limit: 3});
    expect(best?.url).toBe('/sdk/page/#choose-a-slippage-tolerance');
    expect(best?.heading).toBe('Choose a slippage tolerance on purpose');
  });

  it('quotes the prose under the heading from its sentence start, never the heading or the code', () => {
    const [best] = pageSections(TRADING, {query: 'slippage tolerance', locale: 'en', limit: 3});
    const excerpt = best?.excerpt ?? [];
    expect(text(excerpt)).toBe(
      'Your slippage tolerance sets the worst result you accept compared with the quote.',
    );
    expect(marked(excerpt)).toEqual(['slippage', 'tolerance']);
  });

  it('lists the other matching sections after the best, at most the limit', () => {
    const sections = pageSections(TRADING, {query: 'tolerance', locale: 'en', limit: 2});
    expect(sections.map((section) => section.heading)).toEqual([
      'Choose a slippage tolerance on purpose',
      'Mind the gas',
    ]);
    expect(text(sections[1]?.excerpt ?? [])).toBe(
      'Gas is paid even when a swap reverts, whatever the tolerance.',
    );
  });

  it('marks a matched word without the punctuation Pagefind keeps with it', () => {
    const [, gas] = pageSections(TRADING, {query: 'tolerance', locale: 'en', limit: 2});
    expect(gas?.excerpt.at(-1)).toEqual({text: '.', highlighted: false});
    expect(marked(gas?.excerpt ?? [])).toEqual(['tolerance']);
  });

  it('quotes code when the query is code', () => {
    const page = pagefindPage(
      'Math',
      ['The floor.', {code: 'quote.multiply(995n) / 1000n;'}],
      ['multiply'],
    );
    expect(isCodeQuery('quote.multiply(')).toBe(true);
    const [best] = pageSections(page, {query: 'quote.multiply(', locale: 'en', limit: 1});
    expect(text(best?.excerpt ?? [])).toContain('quote.multiply(995n)');
  });

  it('leads a page whose matches are all in code to its top, with its opening prose', () => {
    const page = pagefindPage(
      'Pool',
      [
        {heading: 'Summary', id: 'summary'},
        'A pool holds two tokens.',
        {heading: 'Import', id: 'import'},
        {code: "import {Pool} from '@uniswap/v3-sdk';"},
      ],
      ['uniswap'],
    );
    const [best] = pageSections(page, {query: 'uniswap', locale: 'en', limit: 3});
    expect(best).toEqual({
      url: '/sdk/page/',
      excerpt: [{text: 'A pool holds two tokens.', highlighted: false}],
    });
  });

  it('quotes the opening of a page whose title matched best, highlighted, and lists it once', () => {
    const page = pagefindPage(
      'Trade',
      [
        {heading: 'Summary', id: 'summary'},
        'A trade is a complete swap.',
        {heading: 'See also', id: 'see-also'},
        'Routes, pools and the trade guide.',
      ],
      ['trade'],
    );
    // The title's words weigh most, as Pagefind weighs an h1.
    page.sub_results[0]?.weighted_locations.forEach((location) => {
      location.balanced_score = 1000;
    });
    const sections = pageSections(page, {query: 'trade', locale: 'en', limit: 3});
    expect(sections.map((section) => section.url)).toEqual(['/sdk/page/', '/sdk/page/#see-also']);
    expect(sections[0]?.heading).toBeUndefined();
    expect(text(sections[0]?.excerpt ?? [])).toBe('A trade is a complete swap.');
    expect(marked(sections[0]?.excerpt ?? [])).toEqual(['trade']);
  });

  it('leaves long numbers and hashes in prose out, and says with an ellipsis where it cut', () => {
    const page = pagefindPage(
      'Mint',
      ['The mint asked for 999999999999998276 wei and paid the fee to the pool at once.'],
      ['fee'],
    );
    const [best] = pageSections(page, {query: 'fee', locale: 'en', limit: 1});
    expect(text(best?.excerpt ?? [])).toBe('…wei and paid the fee to the pool at once.');
    expect(excerptRuleBreaks(best?.excerpt ?? [], {query: 'fee', locale: 'en'})).toEqual([]);
  });

  it('ends a long sentence with an ellipsis, and starts near the match when its sentence starts far back', () => {
    const long = Array.from({length: 60}, (_, index) => `word${String(index)}`).join(' ');
    const page = pagefindPage('Long', [`${long} tolerance ${long}.`], ['tolerance']);
    const [best] = pageSections(page, {query: 'tolerance', locale: 'en', limit: 1});
    const shown = text(best?.excerpt ?? []);
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThan(200);
    expect(marked(best?.excerpt ?? [])).toEqual(['tolerance']);
  });

  describe('in Chinese', () => {
    const SWAP = pagefindPage(
      '兑换|原理',
      [
        '本文|讲|清|四|件|事|：|价格|影响|和|滑|点|差|在|哪里|。',
        {heading: '价格|影响|与|滑|点', id: 'price-impact-versus-slippage'},
        '这|两个|词|常|被|混用|，|它们|的|成因|不同|。|在|报价|中|了解|串联|兑换|是|怎样|构造|的|，|再|看|价格|影响|。',
        {code: 'const |impact |= |1|; '},
        '价格|影响|来自|你|自己|的|交易',
      ],
      ['价格', '影响'],
      true,
    );

    it('splits the text at zero-width spaces and joins it without them', () => {
      expect(pageWords(`兑换${ZWS}原理${ZWS}&lt;T&gt;`)).toEqual({
        words: ['兑换', '原理', '<T>'],
        joiner: '',
      });
    });

    it('unescapes every reference Pagefind writes, after cutting the words', () => {
      expect(pageWords('Tom &amp; Jerry&#39;s &lt;T&gt;').words).toEqual([
        'Tom',
        '&',
        "Jerry's",
        '<T>',
      ]);
    });

    it('starts at a clause, keeps Chinese punctuation and turns Pagefind’s full stop into 。', () => {
      const [best] = pageSections(SWAP, {query: '价格影响', locale: 'zh', limit: 3});
      expect(best?.url).toBe('/sdk/page/#price-impact-versus-slippage');
      expect(best?.heading).toBe('价格影响与滑点');
      const shown = text(best?.excerpt ?? []);
      expect(shown.startsWith('再看价格影响。')).toBe(true);
      expect(shown).not.toMatch(/\.\s/);
      expect(excerptRuleBreaks(best?.excerpt ?? [], {query: '价格影响', locale: 'zh'})).toEqual([]);
    });

    it('ends a block without punctuation with an ellipsis', () => {
      const page = pagefindPage(
        '池',
        ['池|里|有|两|种|代|币|。', {code: 'getReserves|()'}, '储备|量|来自|上|一|笔|交易'],
        ['储备'],
        true,
      );
      const [best] = pageSections(page, {query: '储备', locale: 'zh', limit: 1});
      expect(text(best?.excerpt ?? [])).toBe('储备量来自上一笔交易…');
    });

    it('starts outside the brackets a match is in', () => {
      const page = pagefindPage(
        '头寸',
        ['头寸|有|区间|（|下限|，|上限|）|和|流动性|。'],
        ['流动性'],
        true,
      );
      const [best] = pageSections(page, {query: '流动性', locale: 'zh', limit: 1});
      expect(text(best?.excerpt ?? [])).toBe('头寸有区间（下限，上限）和流动性。');
    });
  });
});

describe('pagePath', () => {
  it('reads the breadcrumbs the index stored, none when there are none', () => {
    expect(pagePath({filters: {[PATH_FILTER]: ['v3 SDK › v3 reference › Classes']}})).toEqual([
      'v3 SDK',
      'v3 reference',
      'Classes',
    ]);
    expect(pagePath({filters: {}})).toEqual([]);
  });
});

describe('excerptRuleBreaks', () => {
  const plain = (value: string): ExcerptSegment[] => [{text: value, highlighted: false}];

  it('passes prose', () => {
    expect(
      excerptRuleBreaks(plain('The pool keeps 0.30 % of the input as the fee, 2,000 USDC.'), {
        query: 'fee',
        locale: 'en',
      }),
    ).toEqual([]);
  });

  it.each([
    'desired 999999999999998276 / 1997982983, min 976602786370972094',
    'maximumAmountIn(slippageTolerance: Percent, amountIn?: CurrencyAmount<TInput>): CurrencyAmount<TInput>;',
    'the selector 0x1698ee82 of getPool',
    'x⋅y=kx \\cdot y = kx⋅y=k',
    'const a = {b: 1};',
  ])('finds noise in %s', (excerpt) => {
    expect(excerptRuleBreaks(plain(excerpt), {query: 'fee', locale: 'en'})).toContain('noise');
  });

  it('lets the noise a query asked for through', () => {
    expect(
      excerptRuleBreaks(plain('the selector 0x1698ee82 of getPool'), {
        query: '0x1698ee82',
        locale: 'en',
      }),
    ).toEqual([]);
  });

  it('finds a Latin full stop joining Chinese, an unfinished ending and a start inside a sentence', () => {
    const excerpt: ExcerptSegment[] = [
      {text: '…', highlighted: false},
      {text: '中了解串联兑换是怎样构造的。 价格影响与滑点. 这两个词', highlighted: false},
    ];
    expect(excerptRuleBreaks(excerpt, {query: '滑点', locale: 'zh'})).toEqual([
      'latin full stop',
      'ending',
      'start inside a sentence',
    ]);
    expect(
      excerptRuleBreaks(plain('，价格影响与滑点不同。'), {query: '滑点', locale: 'zh'}),
    ).toEqual(['start on punctuation']);
    expect(
      excerptRuleBreaks(
        [
          {text: '…', highlighted: false},
          {text: '滑点', highlighted: true},
          {text: '不同。', highlighted: false},
        ],
        {query: '滑点', locale: 'zh'},
      ),
    ).toEqual([]);
  });
});
