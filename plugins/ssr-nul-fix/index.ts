import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';

const REPLACEMENT = path.resolve(__dirname, '..', '..', 'src', 'ssr', 'renderToHtml.ts');

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
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\/renderToHtml$/,
            (resource: {context: string; request: string}) => {
              if (/@docusaurus[\\/]core[\\/]lib[\\/]client$/.test(resource.context)) {
                resource.request = REPLACEMENT;
              }
            },
          ),
        ],
      };
    },
  };
}

export const ssrNulFixPlugin: PluginConfig = ssrNulFix;
