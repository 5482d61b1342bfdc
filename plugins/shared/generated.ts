import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

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
