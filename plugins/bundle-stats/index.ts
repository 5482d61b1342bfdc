import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';

const OUT = path.resolve(__dirname, '..', '..', '.bench');

interface StatsCompiler {
  hooks: {done: {tap: (name: string, callback: (stats: StatsResult) => void) => void}};
}
interface StatsResult {
  toJson: (options: Record<string, boolean | number>) => unknown;
}

/**
 * With BUNDLE_STATS=1 the build writes the browser bundle's stats (chunks and
 * the modules in each) to .bench/bundle-stats.<locale>.json, to find out what
 * a page loads and why (README, Performance). Off by default: the stats cost
 * build time.
 */
function bundleStats(): Plugin {
  return {
    name: 'oxbow-bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.BUNDLE_STATS !== '1') {
        return {};
      }
      const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';
      return {
        plugins: [
          {
            apply(compiler: StatsCompiler) {
              compiler.hooks.done.tap('oxbow-bundle-stats', (stats) => {
                mkdirSync(OUT, {recursive: true});
                writeFileSync(
                  path.join(OUT, `bundle-stats.${locale}.json`),
                  JSON.stringify(
                    stats.toJson({
                      all: false,
                      ids: true,
                      chunks: true,
                      modules: true,
                      modulesSpace: 1e9,
                      nestedModules: true,
                      nestedModulesSpace: 1e9,
                      dependentModules: true,
                      orphanModules: true,
                    }),
                  ),
                );
              });
            },
          },
        ],
      };
    },
  };
}

export const bundleStatsPlugin: PluginConfig = bundleStats;
