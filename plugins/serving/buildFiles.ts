import {readFileSync} from 'node:fs';
import path from 'node:path';
import {inlineSourcesOf, type InlineSources} from './contentSecurityPolicy';
import {filesUnder} from '../../scripts/lib/files';

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
