import {currentLocale, type Locale} from './locale';

/**
 * URL slugs of the generated category index pages, per locale. They are part
 * of the route contract (tests/contract/routes.json), so they are spelled out
 * here instead of being derived from the (translatable) category labels.
 */
export const CATEGORY_SLUGS = {
  studyLiquidity: {en: 'liquidity', zh: 'liquidity'},
  studyPrivacyAndTerms: {en: 'privacy-and-terms', zh: 'privacy-and-terms'},
  studyStart: {en: 'start', zh: 'start'},
  studySwap: {en: 'swap', zh: 'swap'},
  studyWalletGuide: {en: 'wallet_guide', zh: 'wallet_guide'},
  sdkV2Guides: {en: 'guides', zh: '指南'},
  sdkV3Guides: {en: 'guides-1', zh: '指南-1'},
  sdkV3Swaps: {en: 'swaps', zh: '兑换'},
  sdkV3Liquidity: {en: 'sdk-liquidity', zh: '流动性'},
  sdkV3Advanced: {en: 'advanced', zh: '先进的'},
  sdkV3Reference: {en: 'reference', zh: '参考'},
  sdkV3Classes: {en: 'classes', zh: '类'},
  sdkV3Enums: {en: 'enums', zh: '枚举'},
  sdkV3Interfaces: {en: 'interfaces', zh: '接口'},
} as const satisfies Record<string, Record<Locale, string>>;

export type CategoryKey = keyof typeof CATEGORY_SLUGS;

export function categorySlug(key: CategoryKey, locale: Locale = currentLocale()): string {
  return `/category/${CATEGORY_SLUGS[key][locale]}`;
}
