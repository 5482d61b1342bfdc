import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';

const SITE_PREFETCH = path.resolve(__dirname, '..', '..', 'src', 'prefetch', 'index.ts');
const CLIENT_DIRECTORY = /@docusaurus[\\/]core[\\/]lib[\\/]client$/;

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
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\/docusaurus$/,
            (resource: {context: string; request: string}) => {
              if (CLIENT_DIRECTORY.test(resource.context)) {
                resource.request = SITE_PREFETCH;
              }
            },
          ),
        ],
      };
    },
  };
}

export const idlePrefetchPlugin: PluginConfig = idlePrefetch;
