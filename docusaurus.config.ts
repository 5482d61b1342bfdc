import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcementBar} from './config/announcement';
import {bundleStatsPlugin} from './plugins/bundle-stats';
import {contractAbiPlugin} from './plugins/contract-abi';
import {footer} from './config/footer';
import {i18n} from './config/locale';
import {earlyTapsPlugin} from './plugins/early-taps';
import {createDocFrontMatterParser} from './plugins/front-matter';
import {katexPlugin} from './plugins/formulas';
import {llmsPlugin} from './plugins/markdown-twins';
import {docsMarkdownPlugins, pagesMarkdownPlugins} from './plugins/markdown';
import {navbar} from './config/navbar';
import {compileHintsPlugin} from './plugins/html-shell/compileHints';
import {codeHighlightingPlugin, themeConfigCodeTheme} from './plugins/code';
import {idlePrefetchPlugin} from './plugins/idle-prefetch';
import {pagefindPlugin} from './plugins/search-index';
import {routeScriptsPlugin} from './plugins/html-shell/routeScripts';
import {ssrNulFixPlugin} from './plugins/ssr-nul-fix';
import {ssrTemplate} from './plugins/html-shell/ssrTemplate';
import {REPO_URL, SOCIAL_CARD, siteTagline, siteTitle, siteUrl} from './config/site';

const config: Config = {
  title: siteTitle(),
  tagline: siteTagline(),
  favicon: 'img/favicon.svg',
  url: siteUrl(),
  baseUrl: '/',
  organizationName: 'oxbow-protocol',
  projectName: 'oxbow-docs',

  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  baseUrlIssueBanner: false,
  ssrTemplate,

  i18n,

  markdown: {
    parseFrontMatter: createDocFrontMatterParser(__dirname),
  },

  future: {
    experimental_faster: true,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: `${REPO_URL}/edit/main/`,
          editLocalizedFiles: true,
          showLastUpdateTime: true,
          // Docusaurus sets NODE_ENV to production for a build, and to development for
          // `docusaurus start` before it reads this file.
          ...docsMarkdownPlugins({
            mathErrors: process.env.NODE_ENV === 'development' ? 'show' : 'fail',
          }),
        },
        blog: false,
        pages: pagesMarkdownPlugins,
        theme: {
          customCss: ['./src/css/custom.css'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ssrNulFixPlugin,
    earlyTapsPlugin,
    katexPlugin,
    codeHighlightingPlugin,
    idlePrefetchPlugin,
    pagefindPlugin,
    llmsPlugin,
    contractAbiPlugin,
    bundleStatsPlugin,
    routeScriptsPlugin,
    compileHintsPlugin,
  ],

  clientModules: [
    './src/clientModules/chunkLoadFailure.tsx',
    './src/clientModules/scrollableRegions.ts',
  ],

  headTags: [
    {
      tagName: 'noscript',
      attributes: {},
      innerHTML: '<link rel="stylesheet" href="/css/noscript.css">',
    },
  ],

  themeConfig: {
    image: SOCIAL_CARD.path,
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: announcementBar(),
    navbar,
    footer,
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    prism: {
      theme: themeConfigCodeTheme,
      darkTheme: themeConfigCodeTheme,
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
