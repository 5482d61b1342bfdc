import type {PluginConfig} from '@docusaurus/types';
import {importReplacementPlugin, sitePath} from '../shared/importReplacement';

/**
 * Swaps Docusaurus's server renderer for src/ssr/renderToHtml.ts, which removes
 * the NUL bytes React 18 scatters through multi-byte text (see that file).
 * Only the server bundle imports the renderer; the browser bundle is unchanged.
 */
export const ssrNulFixPlugin: PluginConfig = () =>
  importReplacementPlugin('oxbow-ssr-nul-fix', {
    request: /^\.\/renderToHtml$/,
    importer: /@docusaurus[\\/]core[\\/]lib[\\/]client$/,
    replacement: sitePath('ssr', 'renderToHtml.ts'),
    serverOnly: true,
  });
