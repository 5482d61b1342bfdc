import type {Plugin, PluginConfig} from '@docusaurus/types';
import {importReplacement, sitePath} from '../shared/importReplacement';

/**
 * Puts src/prefetch in place of the object Docusaurus's client entry mounts
 * on window.docusaurus, so that link prefetching waits for idle time (see that
 * file for what it keeps and what it changes).
 */
function idlePrefetch(): Plugin {
  return {
    name: 'oxbow-idle-prefetch',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          importReplacement(currentBundler, {
            request: /^\.\/docusaurus$/,
            importer: /@docusaurus[\\/]core[\\/]lib[\\/]client$/,
            replacement: sitePath('prefetch', 'index.ts'),
          }),
        ],
      };
    },
  };
}

export const idlePrefetchPlugin: PluginConfig = idlePrefetch;
