import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';

interface StatsChunk {
  names?: string[];
  origins?: {request?: string}[];
}

interface StatsJson {
  chunks?: StatsChunk[];
  namedChunkGroups?: Record<string, {chunks?: (string | number)[]}>;
}

interface StatsCompiler {
  hooks: {
    done: {
      tap: (
        name: string,
        callback: (stats: {toJson: (options: object) => StatsJson}) => void,
      ) => void;
    };
  };
}

interface ClientManifest {
  origins: Record<string, string[]>;
}

/**
 * The chunks each lazily imported module needs, by the request the route
 * table imports it with: the key under which Docusaurus's server renderer
 * looks a rendered module up in the client manifest.
 */
export function chunksByRequest(stats: StatsJson): Record<string, string[]> {
  const byRequest: Record<string, string[]> = {};
  for (const chunk of stats.chunks ?? []) {
    const group = chunk.names?.[0] ? stats.namedChunkGroups?.[chunk.names[0]] : undefined;
    for (const origin of chunk.origins ?? []) {
      if (group?.chunks && origin.request) {
        byRequest[origin.request] = group.chunks.map(String);
      }
    }
  }
  return byRequest;
}

/**
 * Lets each page name the scripts of its own route, not only the entry. The
 * server renderer asks the client manifest which chunks the modules it
 * rendered live in, by their import request (`@theme/DocItem`,
 * `@site/docs/….md`), but the manifest the bundler writes keys them by chunk
 * name, so every page listed only runtime and main: the browser learned of a
 * route's ten or so chunks only once main.js had run, fetched them a round
 * trip later, and main's task grew by a script element per chunk. This adds
 * the request keys, from the bundler's own chunk groups, after the client
 * build and before the pages are rendered; plugins/html-shell/ssrTemplate.ts loads the
 * scripts in order.
 */
function routeScripts(context: LoadContext): Plugin {
  const manifestFile = path.join(context.generatedFilesDir, 'client-manifest.json');
  return {
    name: 'oxbow-route-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        plugins: [
          {
            apply(compiler: StatsCompiler) {
              compiler.hooks.done.tap('oxbow-route-scripts', (stats) => {
                const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
                const requests = chunksByRequest(
                  stats.toJson({
                    all: false,
                    chunks: true,
                    chunkOrigins: true,
                    chunkGroups: true,
                    ids: true,
                  }),
                );
                manifest.origins = {...manifest.origins, ...requests};
                writeFileSync(manifestFile, JSON.stringify(manifest));
              });
            },
          },
        ],
      };
    },
  };
}

export const routeScriptsPlugin: PluginConfig = routeScripts;
