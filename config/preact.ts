import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';

/**
 * The browser's bundle runs Preact (with its React compatibility layer) where
 * the server's renders with React 18: the same components, the same markup,
 * about 30 KB less JavaScript on every first load. See README, "Decisions".
 */
const CLIENT_ENTRY = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
const CLIENT_ENTRY_REACT = path.resolve(__dirname, '..', 'src', 'preact', 'clientEntryReact.ts');

const BROWSER_ALIASES: Record<string, string> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

function preactInTheBrowser(): Plugin {
  return {
    name: 'oxbow-preact-in-the-browser',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      // Docusaurus aliases react and react-dom to their folders, which would win over ours.
      const alias = config.resolve?.alias;
      if (alias && !Array.isArray(alias)) {
        delete alias.react;
        delete alias['react-dom'];
      }
      return {
        resolve: {alias: BROWSER_ALIASES},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^react$/,
            (resource: {request: string; contextInfo?: {issuer?: string}}) => {
              if (CLIENT_ENTRY.test(resource.contextInfo?.issuer ?? '')) {
                resource.request = CLIENT_ENTRY_REACT;
              }
            },
          ),
        ],
      };
    },
  };
}

export const preactPlugin: PluginConfig = preactInTheBrowser;
