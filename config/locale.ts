import type {I18nConfig} from '@docusaurus/types';

export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Docusaurus builds each locale with `DOCUSAURUS_CURRENT_LOCALE` set, and this
 * is its documented workaround for translating config values (site title,
 * announcement, category slugs) that have no translation file of their own.
 */
export function currentLocale(): Locale {
  const fromEnv = process.env.DOCUSAURUS_CURRENT_LOCALE;
  return LOCALES.find((locale) => locale === fromEnv) ?? DEFAULT_LOCALE;
}

/**
 * Open Graph names a locale as language_TERRITORY; our html lang is `en` for
 * English, but sharing cards expect the territory too.
 */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = {en: 'en_US', zh: 'zh_CN'};

/** Picks the value for the locale being built. */
export function localized<T>(values: Record<Locale, T>, locale: Locale = currentLocale()): T {
  return values[locale];
}

/** The URL prefix of a locale's pages: '' for English, '/zh' for Chinese. */
export function localePrefix(locale: Locale = currentLocale()): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

export const i18n: I18nConfig = {
  defaultLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  path: 'i18n',
  localeConfigs: {
    en: {
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en',
      calendar: 'gregory',
      path: 'en',
    },
    zh: {
      label: '简体中文',
      direction: 'ltr',
      htmlLang: 'zh-CN',
      calendar: 'gregory',
      path: 'zh',
    },
  },
};
