import path from 'node:path';
import type {CurrentBundler, Plugin} from '@docusaurus/types';

/** A file of the site's own browser or server-render code, under src/. */
export function sitePath(...segments: string[]): string {
  return path.resolve(__dirname, '..', '..', 'src', ...segments);
}

interface ImportReplacement {
  /** The import request to replace, as the importing module writes it. */
  request: RegExp;
  /** The folder of the modules whose import is replaced; the same request elsewhere is left alone. */
  importer: RegExp;
  /** The file that module gets instead. */
  replacement: string;
  /** Only the server bundle, when the importing module runs only there. */
  serverOnly?: boolean;
}

function importReplacement(
  bundler: CurrentBundler,
  {request, importer, replacement}: ImportReplacement,
): InstanceType<CurrentBundler['instance']['NormalModuleReplacementPlugin']> {
  return new bundler.instance.NormalModuleReplacementPlugin(
    request,
    (resource: {context: string; request: string}) => {
      if (importer.test(resource.context)) {
        resource.request = replacement;
      }
    },
  );
}

/**
 * The plugin behind a private seam that replaces a module by path (decisions/private-seams.md):
 * where a module in a folder matching `importer` imports `request`, it gets `replacement`.
 */
export function importReplacementPlugin(name: string, replacement: ImportReplacement): Plugin {
  return {
    name,
    configureWebpack(_config, isServer, {currentBundler}) {
      if (replacement.serverOnly && !isServer) {
        return {};
      }
      return {plugins: [importReplacement(currentBundler, replacement)]};
    },
  };
}
