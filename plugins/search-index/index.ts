import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import type {Plugin, PluginConfig} from '@docusaurus/types';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Builds the Pagefind search index of each locale after that locale's pages
 * are written: build/pagefind for English, build/zh/pagefind for Chinese, so a
 * reader only ever searches the pages of their own language. The work happens
 * in ./buildIndex.mts, an ES module like Pagefind's own API.
 */
function pagefind(): Plugin {
  return {
    name: 'oxbow-pagefind',
    async postBuild({outDir, i18n}) {
      const {stdout} = await run(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join('plugins', 'search-index', 'buildIndex.mts'),
          outDir,
          i18n.currentLocale,
        ],
        {cwd: ROOT, maxBuffer: 16 * 1024 * 1024},
      );
      process.stdout.write(stdout);
    },
  };
}

export const pagefindPlugin: PluginConfig = pagefind;
