import {describe, expect, it} from 'vitest';
import {pageForIndex} from '../../plugins/search-index/searchIndex';
import {
  HANDFUL,
  occurrencesOf,
  queryUnits,
  searchUnits,
  synonymGroupsIn,
  type Engine,
  type EngineResult,
} from '../../src/lib/searchQuery';
import {META_FIELDS} from '../../src/lib/searchRanking';
import {
  NOT_PROSE_END,
  NOT_PROSE_START,
  PATH_FILTER,
  PATH_SEPARATOR,
} from '../../src/lib/searchExcerpt';
import glossary from '../../i18n/glossary.json';
import {indexSynonymGroups, SYNONYM_GROUPS} from '../../src/lib/searchSynonyms';
import {listDocFiles} from '../helpers/docs';
import {readDoc} from '../helpers/docSource';
import {DOCS_DIR, ZH_DOCS_DIR} from '../helpers/paths';
import {deepLinkShare, relevanceFigures} from '../helpers/searchRelevance';

const zh = new Intl.Segmenter('zh', {granularity: 'word'});
const en = new Intl.Segmenter('en', {granularity: 'word'});
const GROUPS = [
  ['tickSpacing', 'tick spacing', 'tick 间距'],
  ['重入', 'reentrancy'],
];

/** The first term of each unit: what the reader typed. */
function typed(query: string, segmenter: Intl.Segmenter = zh): string[] {
  return queryUnits(query, {segmenter, synonyms: GROUPS}).map((unit) => unit[0] ?? '');
}

describe('occurrencesOf', () => {
  it('finds a term whatever its case, at word boundaries', () => {
    expect(occurrencesOf('The tickSpacing of a pool', 'tickspacing')).toEqual([[4, 15]]);
    expect(occurrencesOf('a block of code', 'lock')).toEqual([]);
    expect(occurrencesOf('MINIMUM_LIQUIDITY_X', 'MINIMUM_LIQUIDITY')).toEqual([]);
  });

  it('takes a plural s with an English term', () => {
    expect(occurrencesOf('fee tiers and tick spacings.', 'tick spacing')).toEqual([[14, 27]]);
  });

  it('needs no boundary in Chinese', () => {
    expect(occurrencesOf('防止重入攻击', '重入')).toEqual([[2, 4]]);
  });
});

describe('queryUnits', () => {
  it('drops the words that only make a Chinese query a question', () => {
    expect(typed('怎么创建钱包')).toEqual(['创建', '钱包']);
    expect(typed('价格影响是什么意思')).toEqual(['价格', '影响']);
    expect(typed('你们收集哪些数据')).toEqual(['收集', '数据']);
  });

  it('drops the words that only make an English query a question', () => {
    expect(typed('how do I create a wallet', en)).toEqual(['create', 'wallet']);
  });

  it('keeps a query of nothing but such words', () => {
    expect(typed('what is', en)).toEqual(['what', 'is']);
  });

  it('keeps a synonym whole and brings its group along', () => {
    const units = queryUnits('Tick 间距 是什么', {segmenter: zh, synonyms: GROUPS});
    expect(units).toEqual([['Tick 间距', 'tickSpacing', 'tick spacing']]);
  });

  it('brings along only the names the index can hold', () => {
    const units = queryUnits('tick spacing', {
      segmenter: en,
      synonyms: GROUPS,
      searchable: (term) => !/\p{Script=Han}/u.test(term),
    });
    expect(units).toEqual([['tick spacing', 'tickSpacing']]);
  });

  it('keeps Latin words as typed, in the order of the query', () => {
    expect(typed('multi-hop swap 路径')).toEqual(['multi-hop', 'swap', '路径']);
    expect(typed('v3手续费')).toEqual(['v3', '手续', '费']);
  });

  it('finds nothing to search in punctuation, symbols or emoji', () => {
    for (const query of ['???', '…！？', '🚀🚀', '()[]{}.*+?^$|\\']) {
      expect(typed(query)).toEqual([]);
    }
  });

  it('searches regex and HTML characters as plain text', () => {
    expect(typed('<img src=x> (a|b)*', en)).toEqual(['<img', 'src=x>', '(a|b)*']);
  });

  it('keeps a run of Chinese whole without a segmenter', () => {
    expect(queryUnits('创建钱包', {segmenter: undefined, synonyms: []}).map((u) => u[0])).toEqual([
      '创建钱包',
    ]);
  });
});

interface Page extends EngineResult {
  words: string[];
}

/** A fake Pagefind: a page matches when it has every word; its score is the number of its words. */
function engineOver(pages: Record<string, string[]>): {engine: Engine<Page>; asked: string[]} {
  const asked: string[] = [];
  const engine: Engine<Page> = (query) => {
    asked.push(query);
    const words = query.split(' ');
    const results = Object.entries(pages)
      .filter(([, has]) => words.every((word) => has.includes(word)))
      .map(([id, has]) => ({id, words: has, score: has.length}));
    return Promise.resolve({results});
  };
  return {engine, asked};
}

const many = (word: string, count: number, also: string[] = []): Record<string, string[]> =>
  Object.fromEntries(
    Array.from({length: count}, (_, index) => [`${word}-${String(index)}`, [word, ...also]]),
  );

describe('searchUnits', () => {
  it('asks once when a handful of pages have every unit', async () => {
    const {engine, asked} = engineOver(many('swap', HANDFUL, ['fee']));
    const found = await searchUnits(engine, [['swap'], ['fee']]);
    expect(found?.results).toHaveLength(HANDFUL);
    expect(found?.relaxedTo).toBeUndefined();
    expect(asked).toEqual(['swap fee']);
  });

  it('searches every name of a synonym and keeps each page once, at its best score', async () => {
    const {engine} = engineOver({a: ['tickspacing'], b: ['tick', 'spacing', 'x'], c: ['tick']});
    const found = await searchUnits(engine, [['tickspacing', 'tick spacing']]);
    expect(found?.results.map((page) => page.id)).toEqual(['b', 'a']);
  });

  it('falls back on the most specific units a handful of pages contain', async () => {
    const {engine} = engineOver({
      ...many('钱包', 20),
      ...many('连接', 6, ['钱包']),
      only: ['钱包', '连接', '连不上'],
      rare: ['连不上'],
    });
    const found = await searchUnits(engine, [['钱包'], ['连接'], ['连不上']]);
    expect(found?.complete).toBe(1);
    expect(found?.relaxedTo).toEqual([['钱包'], ['连接']]);
    expect(found?.results[0]?.id).toBe('only');
    expect(found?.results).toHaveLength(7);
  });

  it('leaves out a unit no page contains', async () => {
    const {engine} = engineOver(many('oracle', 8));
    const found = await searchUnits(engine, [['oracle'], ['zzqqxx']]);
    expect(found?.complete).toBe(0);
    expect(found?.relaxedTo).toEqual([['oracle']]);
    expect(found?.results).toHaveLength(8);
  });

  it('finds nothing when no unit matches', async () => {
    const {engine} = engineOver(many('oracle', 8));
    const found = await searchUnits(engine, [['qq'], ['zz']]);
    expect(found).toEqual({results: [], complete: 0});
  });

  it('gives up when a newer search overtook it', async () => {
    const engine: Engine<Page> = () => Promise.resolve(null);
    expect(await searchUnits(engine, [['a'], ['b']])).toBeNull();
  });
});

describe('the synonym table', () => {
  it('puts no term in two groups, the glossary’s variants included', () => {
    const terms = indexSynonymGroups(glossary.terms)
      .flat()
      .map((term) => term.toLowerCase());
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('gives the index each glossary term with the variants readers still type', () => {
    expect(indexSynonymGroups(glossary.terms)).toContainEqual(['头寸', '仓位']);
    expect(indexSynonymGroups(glossary.terms)).toContainEqual([
      '费率档位',
      '费率等级',
      '手续费档位',
    ]);
  });

  it('has at least two terms in a group', () => {
    expect(SYNONYM_GROUPS.filter((group) => group.length < 2)).toEqual([]);
  });

  it('names in each group something the pages write', () => {
    const pages = [DOCS_DIR, ZH_DOCS_DIR]
      .flatMap((root) => listDocFiles(root).map((doc) => readDoc(root, doc)))
      .join('\n');
    expect(SYNONYM_GROUPS.filter((group) => synonymGroupsIn(pages, [group]).length === 0)).toEqual(
      [],
    );
  });

  it('is asked the same way for a page and for a query', () => {
    const text = 'Each fee tier has a tick spacing.';
    expect(synonymGroupsIn(text, GROUPS)).toEqual([GROUPS[0]]);
    expect(queryUnits(text, {segmenter: en, synonyms: GROUPS})).toContainEqual([
      'tick spacing',
      'tickSpacing',
      'tick 间距',
    ]);
  });
});

describe('pageForIndex', () => {
  const DOC = '/sdk/v3/reference/classes/TickMath';
  const page = (body: string, description = 'About ticks.'): string =>
    `<!doctype html><html><meta name=description content="${description}"><title>x</title><body><nav>menu</nav><article><div data-pagefind-body><h1>TickMath</h1>${body}</div></article>`;
  const metaOf = (html: string): Record<string, string> =>
    Object.fromEntries(
      Array.from(html.matchAll(/data-pagefind-meta="([a-z_]+):([^"]*)"/g), ([, key, value]) => [
        key ?? '',
        value ?? '',
      ]),
    );

  it('adds the description and the title cut into words', () => {
    const meta = metaOf(pageForIndex(page('<p>Text.</p>'), {url: DOC, synonyms: []}));
    expect(meta[META_FIELDS.description]).toBe('About ticks.');
    expect(meta[META_FIELDS.titleWords]).toBe('Tick Math');
  });

  it('adds the other names of what the prose names, not of what only code shows', () => {
    const body = page('<p>Its <code>tickSpacing</code>.</p><pre>reentrancy</pre>');
    const chinese = pageForIndex(body, {url: DOC, segmenter: zh, synonyms: GROUPS});
    expect(metaOf(chinese)[META_FIELDS.synonyms]).toBe('tick spacing tick 间 距');
    // The browser searches no Chinese on an English page.
    const english = pageForIndex(body, {url: DOC, synonyms: GROUPS});
    expect(metaOf(english)[META_FIELDS.synonyms]).toBe('tick spacing');
  });

  it('splits Chinese into words, with spaces in metadata and zero-width spaces in text', () => {
    const html = pageForIndex(page('<p>无常损失</p>', '无常损失的计算'), {
      url: DOC,
      segmenter: zh,
      synonyms: [],
    });
    expect(metaOf(html)[META_FIELDS.description]).toBe('无常 损失 的 计算');
    expect(html).toContain('<p>无常\u200b损失</p>');
  });

  it('leaves the indexed text as it was', () => {
    const html = pageForIndex(page('<p>Text &amp; more.</p>'), {url: DOC, synonyms: GROUPS});
    expect(html).toContain('<p>Text &amp; more.</p>');
    expect(html).toContain('<nav>menu</nav>');
  });

  it('stores where the page sits, from its breadcrumbs without the page itself, as a filter', () => {
    const crumbs = `<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs">
      <li class="breadcrumbs__item"><a aria-label="Home page" href="/"><svg></svg></a></li>
      <li class="breadcrumbs__item"><a href="/sdk/v3/overview"><span itemprop="name">v3 SDK</span></a></li>
      <li class="breadcrumbs__item"><a href="/category/classes"><span itemprop="name">类</span></a></li>
      <li class="breadcrumbs__item breadcrumbs__item--active"><span itemprop="name">TickMath</span></li>
    </ul></nav>`;
    const html = pageForIndex(page('<p>Text.</p>').replace('<article>', `<article>${crumbs}`), {
      url: DOC,
      synonyms: [],
    });
    expect(html).toContain(`data-pagefind-filter="${PATH_FILTER}:v3 SDK${PATH_SEPARATOR}类"`);
    expect(html).not.toContain('data-pagefind-meta="path');
  });

  it('puts a space between table headers and between a term and its definition', () => {
    const html = pageForIndex(
      page(
        '<table><tr><th>Price impact</th><th>Slippage</th></tr></table><dl><dt>L</dt><dd>liquidity</dd></dl>',
      ),
      {url: DOC, synonyms: []},
    );
    expect(html).toContain('<th>Price impact </th><th>Slippage </th>');
    expect(html).toContain('<dt>L </dt><dd>liquidity </dd>');
  });

  it('lets a paragraph run on into the list it leads into, so Pagefind puts no full stop there', () => {
    const html = pageForIndex(
      page('<p>It is the argument of</p><ul><li>bestTradeExactIn</li></ul><p>End.</p>'),
      {
        url: DOC,
        synonyms: [],
      },
    );
    expect(html).toContain('<p>It is the argument of </p><ul>');
    expect(html).toContain('<p>End.</p>');
  });

  it('marks where code, display formulas and ABI tables start and end, once around nested ones', () => {
    const html = pageForIndex(
      page(
        '<p>Before.</p><pre><code>const x = 1;</code></pre><span class="katex-display">x</span><table class="oxbow-abi-table"><tr><td><pre>0x1698ee82</pre></td></tr></table>',
      ),
      {url: DOC, synonyms: []},
    );
    const start = `<span id="${NOT_PROSE_START}"></span>`;
    const end = `<span id="${NOT_PROSE_END}"></span>`;
    expect(html).toContain(`<p>Before. </p>${start}<pre><code>const x = 1;</code></pre>${end}`);
    expect(html).toContain(`${start}<span class="katex-display">x</span>${end}`);
    expect(html.split(start)).toHaveLength(4);
    expect(html.split(end)).toHaveLength(4);
  });

  it('keeps the ids of headings only, and no image outside the content', () => {
    const html = pageForIndex(
      page(
        '<h2 id="fees">Fees</h2><table><tr id="abi-0x1698ee82"><td>getPool</td></tr></table>',
      ).replace('<nav>menu</nav>', '<nav><img src="/img/logo.svg" alt="logo">menu</nav>'),
      {url: DOC, synonyms: []},
    );
    expect(html).toContain('<h2 id="fees">');
    expect(html).toContain('<tr><td>getPool</td></tr>');
    expect(html).not.toContain('<img');
  });

  it('weighs a category index below the pages it lists, title included', () => {
    const html = pageForIndex(page('<p>Cards.</p>'), {url: '/category/classes', synonyms: []});
    expect(html).toContain('<p data-pagefind-weight="0.2">Cards.</p>');
    expect(metaOf(html)[META_FIELDS.titleWords]).toBeUndefined();
    expect(metaOf(html)[META_FIELDS.description]).toBe('About ticks.');
  });
});

describe('relevanceFigures', () => {
  const cases = [
    {query: 'a', expect: 'x'},
    {query: 'b', expect: 'x'},
    {query: 'c', expect: 'x'},
    {query: 'd', expect: 'x'},
  ];

  it('counts first places, top three, reciprocal ranks and empty answers', () => {
    const figures = relevanceFigures(cases, [['x'], ['y', 'z', 'x'], ['y', 'z', 'w', 'x'], []]);
    expect(figures.hitAt1).toBe(0.25);
    expect(figures.hitAt3).toBe(0.5);
    expect(figures.mrr).toBeCloseTo((1 + 1 / 3 + 1 / 4) / 4);
    expect(figures.empty).toEqual(['d']);
    expect(figures.misses.map((miss) => miss.query)).toEqual(['c', 'd']);
  });
});

describe('deepLinkShare', () => {
  it('counts the results that lead to a heading, of all and of the first ones', () => {
    const shown = [
      {paths: ['a', 'b'], anchors: ['fees', ''], milliseconds: 1},
      {paths: ['c', 'd'], anchors: ['', ''], milliseconds: 1},
      {paths: [], anchors: [], milliseconds: 1},
    ];
    expect(deepLinkShare(shown)).toEqual({all: 0.25, first: 0.5});
  });
});
