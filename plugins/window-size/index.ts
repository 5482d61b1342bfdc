import type {Plugin, PluginConfig} from '@docusaurus/types';
import {importReplacement, sitePath} from '../shared/importReplacement';

/**
 * Puts src/windowSize in place of theme-common's useWindowSize, for the theme's index and for
 * the navbar's mobile-sidebar context, the two modules that import it (see that file for why).
 */
function windowSize(): Plugin {
  return {
    name: 'oxbow-window-size',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          importReplacement(currentBundler, {
            request: /^\.\.?\/hooks\/useWindowSize$/,
            importer: /@docusaurus[\\/]theme-common[\\/]lib([\\/]contexts)?$/,
            replacement: sitePath('windowSize', 'useWindowSize.ts'),
          }),
        ],
      };
    },
  };
}

export const windowSizePlugin: PluginConfig = windowSize;
