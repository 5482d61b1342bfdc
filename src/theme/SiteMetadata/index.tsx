// Replaced, not wrapped: the original's hreflang links swap only the locale prefix, which
// points category pages with a Chinese slug at pages that do not exist (src/lib/localeUrls.ts).
// Everything else it rendered is kept here (canonical URL, Open Graph locale, social card, search
// metadata, the themeConfig metadata) but the keyboard-focus class on <body>: the theme removes it
// on the first tap, which restyled every element of the page (740 ms on the longest page of a slow
// phone), and src/css/custom.css keeps keyboard focus visible without it. The not-found page, served
// at any unknown URL, gets no canonical or language links: it has no address of its own. Other
// pages get them for the address the build gave them, however the reader spelled it.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from 'react-router-dom';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import SearchMetadata from '@theme/SearchMetadata';
import {OPEN_GRAPH_LOCALES, type Locale} from '../../../config/locale';
import {SOCIAL_CARD} from '../../../config/site';
import {pagePathOfLocation} from '../../clientRoutes';
import {pathInLocale} from '../../lib/localeUrls';

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
  return (
    <Head>
      {Object.entries(localeConfigs).map(([locale, config]) => (
        <link key={locale} rel="alternate" href={urlIn(locale)} hrefLang={config.htmlLang} />
      ))}
      <link rel="alternate" href={urlIn(defaultLocale)} hrefLang="x-default" />
    </Head>
  );
}

function OpenGraphLocales(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  return (
    <Head>
      <meta property="og:locale" content={OPEN_GRAPH_LOCALES[currentLocale as Locale]} />
      {Object.entries(OPEN_GRAPH_LOCALES)
        .filter(([locale]) => locale !== currentLocale)
        .map(([locale, openGraphLocale]) => (
          <meta key={locale} property="og:locale:alternate" content={openGraphLocale} />
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

function SocialCard(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const alt = `${siteConfig.title}: ${siteConfig.tagline}`;
  return (
    <Head>
      <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}

export default function SiteMetadata(): ReactNode {
  const {
    siteConfig: {title},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {metadata, image} = useThemeConfig();
  const {pathname} = useLocation();
  const pagePath = pagePathOfLocation(pathname);
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={title} />
      </Head>
      {image && <PageMetadata image={image} />}
      {image && <SocialCard />}
      {pagePath !== null && <CanonicalUrl pathname={pagePath} />}
      {pagePath !== null && <LanguageAlternates pathname={pagePath} />}
      <OpenGraphLocales />
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
