import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {inlineSourcesOf, type InlineSources} from './contentSecurityPolicy';

/** Every file under a directory, as paths relative to it with forward slashes, sorted. */
export function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(dir, relative), {withFileTypes: true})) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        walk(child);
      } else if (entry.isFile()) {
        found.push(child);
      }
    }
  };
  walk('');
  return found.sort();
}

/** The HTML pages of a build (both locales), relative to it. */
export function htmlFilesOf(buildDir: string): string[] {
  return filesUnder(buildDir).filter((file) => file.endsWith('.html'));
}

/** The hashes of the inline scripts and styles of every page of a build. */
export function inlineSourcesOfBuild(buildDir: string): InlineSources {
  return inlineSourcesOf(
    htmlFilesOf(buildDir).map((file) => readFileSync(path.join(buildDir, file), 'utf8')),
  );
}
