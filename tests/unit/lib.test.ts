import {describe, expect, it} from 'vitest';
import {contrastRatio, parseColor} from '../helpers/contrast';
import {englishWordsIn} from '../../plugins/shared/englishWords';
import {localeOfPath} from '../../src/lib/localeOfPath';
import {pathInLocale} from '../../src/lib/localeUrls';
import {parseRouteInventory, routesForLocale} from '../helpers/routeInventory';

describe('localeOfPath', () => {
  it.each([
    ['/', 'en'],
    ['/study/', 'en'],
    ['/zhx/page', 'en'],
    ['/zhong', 'en'],
    ['/zh', 'zh'],
    ['/zh/', 'zh'],
    ['/zh/does/not/exist', 'zh'],
    ['/zh?q=1', 'zh'],
    ['/%7A%68/category/%E7%B1%BB', 'zh'],
    ['/%E0%A4%A/broken-escape', 'en'],
  ])('%s belongs to %s', (pathname, locale) => {
    expect(localeOfPath(pathname)).toBe(locale);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('parses the colour notations our palettes use', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(12, 34, 56)')).toEqual([12, 34, 56]);
    expect(() => parseColor('rgba(0, 0, 0, 0.5)')).toThrow(/opaque/);
  });
});

describe('englishWordsIn', () => {
  it('accepts product names, identifiers, standards and versions', () => {
    expect(englishWordsIn('Oxbow v3 SDK 的 NonfungiblePositionManager 与 sqrtPriceX96')).toEqual(
      [],
    );
    expect(englishWordsIn('带钩子的代币（ERC-777）')).toEqual([]);
  });

  it('reports ordinary English words', () => {
    expect(englishWordsIn('← Back to main menu')).toEqual(['Back', 'to', 'main', 'menu']);
    expect(englishWordsIn('复制 (opens in new tab)')).toEqual(['opens', 'in', 'new', 'tab']);
  });

  it('ignores interpolation placeholders', () => {
    expect(englishWordsIn('版本：{versionLabel}')).toEqual([]);
  });
});

const SAMPLE_INVENTORY = `
# Route inventory

## Site pages
- \`/\` and \`/zh/\` — home page
- \`/search\` and \`/zh/search\` — search

## Category index pages (\`/category/{slug}\` and \`/zh/category/{slug}\`)
| group | zh slug | en slug |
|---|---|---|
| SDK v3 guides: advanced | 先进的 | advanced |

## Study (sidebar \`studySidebar\`) — 4 docs
- \`/study/\` — index
- \`/study/product/swap/\`, \`/study/product/swap/trade\`

## SDK (sidebar \`sdkSidebar\`) — 2 docs
- \`/sdk/v3/reference/classes/\` + \`FullMath\`,
  \`TickMath\`

(\`dir/ + a, b\` means the pages \`dir/a\` and \`dir/b\`; the folder itself is not a page.)
`;

describe('parseRouteInventory', () => {
  const inventory = parseRouteInventory(SAMPLE_INVENTORY);

  it('reads site pages, categories and doc routes', () => {
    expect(inventory.sitePages).toEqual(['/', '/search']);
    expect(inventory.categories).toEqual([
      {group: 'SDK v3 guides: advanced', en: 'advanced', zh: '先进的'},
    ]);
    expect(inventory.docs).toEqual({
      study: ['/study/', '/study/product/swap/', '/study/product/swap/trade'],
      sdk: ['/sdk/v3/reference/classes/FullMath', '/sdk/v3/reference/classes/TickMath'],
    });
    expect(inventory.declaredDocCounts).toEqual({study: 4, sdk: 2});
  });

  it('prefixes every route with the locale path', () => {
    expect(routesForLocale(inventory, 'zh', '/zh')).toContain('/zh/category/先进的');
    expect(routesForLocale(inventory, 'zh', '/zh')).toContain('/zh/');
    expect(routesForLocale(inventory, 'en', '')).toContain('/category/advanced');
  });
});

describe('pathInLocale', () => {
  it.each([
    ['/', 'en', 'zh', '/zh/'],
    ['/zh/', 'zh', 'en', '/'],
    ['/zh', 'zh', 'en', '/'],
    ['/study/product/liquidity/pool', 'en', 'zh', '/zh/study/product/liquidity/pool'],
    ['/zh/study/product/liquidity/pool', 'zh', 'en', '/study/product/liquidity/pool'],
    ['/category/guides', 'en', 'zh', '/zh/category/指南'],
    ['/zh/category/指南', 'zh', 'en', '/category/guides'],
    ['/zh/category/%E6%8C%87%E5%8D%97', 'zh', 'en', '/category/guides'],
    ['/category/sdk-liquidity', 'en', 'zh', '/zh/category/流动性'],
    ['/zh/category/流动性', 'zh', 'en', '/category/sdk-liquidity'],
    ['/category/liquidity', 'en', 'zh', '/zh/category/liquidity'],
    ['/category/guides', 'en', 'en', '/category/guides'],
    ['/zh/category/指南', 'zh', 'zh', '/zh/category/指南'],
    ['/category/unknown', 'en', 'zh', '/zh/category/unknown'],
  ] as const)('%s (%s) in %s is %s', (pathname, from, to, expected) => {
    expect(pathInLocale(pathname, from, to)).toBe(expected);
  });
});
