import type {PluginConfig} from '@docusaurus/types';

/**
 * Local, offline full-text search: the index is built from the generated HTML
 * of each locale at build time, Chinese text is segmented with jieba, and no
 * request leaves the site.
 */
export const searchPlugin: PluginConfig = [
  '@easyops-cn/docusaurus-search-local',
  {
    hashed: true,
    language: ['en', 'zh'],
    indexDocs: true,
    indexBlog: false,
    indexPages: false,
    docsRouteBasePath: '/',
    explicitSearchResultPath: true,
    highlightSearchTermsOnTargetPage: false,
    searchResultLimits: 8,
    searchBarShortcutKeymap: 'mod+k',
  },
];
