// Replaced, not wrapped: the original's hreflang links swap only the locale prefix, which
// points category pages with a Chinese slug at pages that do not exist (src/lib/localeUrls.ts).
// Everything else it rendered is kept here: canonical URL, Open Graph locale, social card,
// keyboard-focus class, search metadata and the themeConfig metadata.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG, keyboardFocusedClassName} from '@docusaurus/theme-common/internal';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import SearchMetadata from '@theme/SearchMetadata';
import type {Locale} from '../../../config/locale';
import {pathInLocale} from '../../lib/localeUrls';

/** Open Graph spells locales with an underscore: zh-CN → zh_CN. */
function openGraphLocale(htmlLang: string): string {
  return htmlLang.replace('-', '_');
}

function LanguageAlternates({pathname}: {pathname: string}): ReactNode {
  const {
    siteConfig: {url, baseUrl, trailingSlash},
    i18n: {currentLocale, defaultLocale, localeConfigs},
  } = useDocusaurusContext();
  const urlIn = (locale: string): string =>
    url +
    applyTrailingSlash(pathInLocale(pathname, currentLocale as Locale, locale as Locale), {
      trailingSlash,
      baseUrl,
    });
  const currentHtmlLang = localeConfigs[currentLocale]?.htmlLang ?? currentLocale;
  return (
    <Head>
      {Object.entries(localeConfigs).map(([locale, config]) => (
        <link key={locale} rel="alternate" href={urlIn(locale)} hrefLang={config.htmlLang} />
      ))}
      <link rel="alternate" href={urlIn(defaultLocale)} hrefLang="x-default" />
      <meta property="og:locale" content={openGraphLocale(currentHtmlLang)} />
      {Object.values(localeConfigs)
        .filter((config) => config.htmlLang !== currentHtmlLang)
        .map((config) => (
          <meta
            key={config.htmlLang}
            property="og:locale:alternate"
            content={openGraphLocale(config.htmlLang)}
          />
        ))}
    </Head>
  );
}

function CanonicalUrl({pathname}: {pathname: string}): ReactNode {
  const {
    siteConfig: {url, baseUrl, trailingSlash},
  } = useDocusaurusContext();
  const canonical = url + applyTrailingSlash(pathname, {trailingSlash, baseUrl});
  return (
    <Head>
      <meta property="og:url" content={canonical} />
      <link rel="canonical" href={canonical} />
    </Head>
  );
}

export default function SiteMetadata(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {metadata, image} = useThemeConfig();
  const {pathname} = useLocation();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {/* Rendered on the server so focus outlines work before (or without) JavaScript. */}
        <body className={keyboardFocusedClassName} />
      </Head>
      {image && <PageMetadata image={image} />}
      <CanonicalUrl pathname={pathname} />
      <LanguageAlternates pathname={pathname} />
      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />
      {/* A separate Head, so these override the defaults above instead of repeating them. */}
      <Head>
        {metadata.map((metadatum) => (
          <meta
            key={`${metadatum.name ?? metadatum.property ?? ''}:${metadatum.content}`}
            {...metadatum}
          />
        ))}
      </Head>
    </>
  );
}
