import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {CurrentBundler} from '@docusaurus/types';

/**
 * Where our plugins put the files they generate for the bundler (stylesheets
 * built from packages and palettes): node_modules/.cache/<plugin>/, which
 * `docusaurus clear` empties and each build writes again.
 */
export function generatedPath(plugin: string, file: string): string {
  return path.resolve(__dirname, '..', '..', 'node_modules', '.cache', plugin, file);
}

export function writeGenerated(file: string, content: string | Uint8Array): void {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
}

/** A file of ours to answer an import with, and what it holds. */
export interface RewrittenModule {
  file: string;
  content: string;
}

/**
 * A bundler plugin that answers the imports matching `request` with a module
 * of ours: `rewrite` gets the request and returns the file to write and its
 * content, or null to leave that import alone. The route table asks for a
 * module several times and the bundler may be reading the file already, so
 * the file is written only when its content changes, and whole (a rename).
 */
export function rewrittenModules(
  currentBundler: CurrentBundler,
  request: RegExp,
  rewrite: (request: string) => RewrittenModule | null,
): InstanceType<CurrentBundler['instance']['NormalModuleReplacementPlugin']> {
  return new currentBundler.instance.NormalModuleReplacementPlugin(
    request,
    (resource: {request: string}) => {
      const rewritten = rewrite(resource.request);
      if (rewritten === null) {
        return;
      }
      const {file, content} = rewritten;
      if (!existsSync(file) || readFileSync(file, 'utf8') !== content) {
        writeGenerated(`${file}.partial`, content);
        renameSync(`${file}.partial`, file);
      }
      resource.request = file;
    },
  );
}
