import type {ThemeConfig} from '@docusaurus/preset-classic';
import {localePrefix, localized} from './locale';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/**
 * Changing `id` brings the bar back for readers who closed the previous one,
 * so bump it whenever the message changes.
 */
const ANNOUNCEMENT_ID = 'oxbow-docs-welcome-2025';

export function announcementBar(): AnnouncementBar {
  const studyHref = `${localePrefix()}/study/`;
  return {
    id: ANNOUNCEMENT_ID,
    content: localized({
      en: `New to Oxbow? Start with the <a href="${studyHref}">Learn guides</a>: swaps, liquidity and wallets explained step by step.`,
      zh: `第一次使用 Oxbow？请从<a href="${studyHref}">学习指南</a>开始：兑换、流动性和钱包，一步一步讲清楚。`,
    }),
    backgroundColor: '#0b3d4a',
    textColor: '#ffffff',
    isCloseable: true,
  };
}
