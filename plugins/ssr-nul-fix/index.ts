import type {Plugin, PluginConfig} from '@docusaurus/types';
import {importReplacement, sitePath} from '../shared/importReplacement';

/**
 * Swaps Docusaurus's server renderer for src/ssr/renderToHtml.ts, which removes
 * the NUL bytes React 18 scatters through multi-byte text (see that file).
 * Only the server bundle imports the renderer; the browser bundle is unchanged.
 */
function ssrNulFix(): Plugin {
  return {
    name: 'oxbow-ssr-nul-fix',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) {
        return {};
      }
      return {
        plugins: [
          importReplacement(currentBundler, {
            request: /^\.\/renderToHtml$/,
            importer: /@docusaurus[\\/]core[\\/]lib[\\/]client$/,
            replacement: sitePath('ssr', 'renderToHtml.ts'),
          }),
        ],
      };
    },
  };
}

export const ssrNulFixPlugin: PluginConfig = ssrNulFix;
