import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';

const SITE_REACT_UTILS = path.resolve(__dirname, '..', 'src', 'themeCommon', 'reactUtils.ts');
const ORIGINAL_REACT_UTILS = path.join(
  path.dirname(require.resolve('@docusaurus/theme-common')),
  'utils',
  'reactUtils.js',
);
const THEME_COMMON_LIB = /@docusaurus[\\/]theme-common[\\/]lib([\\/]|$)/;

/**
 * Puts src/themeCommon/reactUtils in place of theme-common's own for every
 * module of theme-common that imports it, so that hydration builds no
 * collator (see that file). The stand-in reaches the original through the
 * alias, which bypasses the package's export map.
 */
function collatorFreeThemeCommon(): Plugin {
  return {
    name: 'oxbow-collator-free-theme-common',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        resolve: {alias: {'@oxbow/theme-common-react-utils$': ORIGINAL_REACT_UTILS}},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /(^|\/)reactUtils$/,
            (resource: {context: string; request: string}) => {
              if (THEME_COMMON_LIB.test(resource.context)) {
                resource.request = SITE_REACT_UTILS;
              }
            },
          ),
        ],
      };
    },
  };
}

export const collatorFreeThemeCommonPlugin: PluginConfig = collatorFreeThemeCommon;
