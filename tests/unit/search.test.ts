import {describe, expect, it} from 'vitest';
import {normalizeQuery, sectionOfUrl, separateChineseWords} from '../../src/lib/search';

describe('sectionOfUrl', () => {
  it.each([
    ['/study/product/', '/', 'study'],
    ['/contract/oxbow-v3/overview', '/', 'contract'],
    ['/zh/sdk/v3/reference/classes/Pool', '/zh/', 'sdk'],
    ['/zh/category/先进的', '/zh/', 'other'],
    ['/studying', '/', 'other'],
  ] as const)('%s under %s is %s', (url, baseUrl, section) => {
    expect(sectionOfUrl(url, baseUrl)).toBe(section);
  });
});

describe('normalizeQuery', () => {
  it('trims, collapses whitespace and bounds the length', () => {
    expect(normalizeQuery('  v3   手续费 \n')).toBe('v3 手续费');
    expect(normalizeQuery('x'.repeat(500))).toHaveLength(200);
  });
});

describe('separateChineseWords', () => {
  const segmenter = new Intl.Segmenter('zh', {granularity: 'word'});

  it('puts a zero-width space between the Chinese words of text nodes', () => {
    expect(separateChineseWords('<p>无常损失</p>', segmenter)).toBe('<p>无常\u200b损失</p>');
  });

  it('leaves tags, attributes and Latin text alone', () => {
    const html = '<a title="无常损失" href="/study/">Impermanent loss</a>';
    expect(separateChineseWords(html, segmenter)).toBe(html);
  });
});
