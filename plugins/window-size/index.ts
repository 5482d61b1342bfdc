import type {PluginConfig} from '@docusaurus/types';
import {importReplacementPlugin, sitePath} from '../shared/importReplacement';

/**
 * Puts src/windowSize in place of theme-common's useWindowSize, for the theme's index and for
 * the navbar's mobile-sidebar context, the two modules that import it (see that file for why).
 */
export const windowSizePlugin: PluginConfig = () =>
  importReplacementPlugin('oxbow-window-size', {
    request: /^\.\.?\/hooks\/useWindowSize$/,
    importer: /@docusaurus[\\/]theme-common[\\/]lib([\\/]contexts)?$/,
    replacement: sitePath('windowSize', 'useWindowSize.ts'),
  });
