import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';

const SITE_WINDOW_SIZE = path.resolve(
  __dirname,
  '..',
  '..',
  'src',
  'windowSize',
  'useWindowSize.ts',
);
const THEME_COMMON = /@docusaurus[\\/]theme-common[\\/]lib([\\/]contexts)?$/;

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
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\.?\/hooks\/useWindowSize$/,
            (resource: {context: string; request: string}) => {
              if (THEME_COMMON.test(resource.context)) {
                resource.request = SITE_WINDOW_SIZE;
              }
            },
          ),
        ],
      };
    },
  };
}

export const windowSizePlugin: PluginConfig = windowSize;
