import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT} from '../helpers/paths';

interface LockFile {
  packages: Record<string, {version?: string}>;
}

const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as LockFile;

/** The installed package name of a lock-file key such as node_modules/a/node_modules/@b/c. */
function packageName(key: string): string {
  return key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

describe('the lock file', () => {
  it('installs exactly one Docusaurus, version 3.6.3', () => {
    // A plugin that brings its own newer @docusaurus/* copy breaks React contexts at build time.
    const strays = Object.entries(lock.packages)
      .filter(([key]) => packageName(key).startsWith('@docusaurus/'))
      .filter(
        ([key, entry]) =>
          entry.version !== '3.6.3' && packageName(key) !== '@docusaurus/react-loadable',
      )
      .map(([key, entry]) => `${key}@${entry.version ?? '?'}`);
    expect(strays).toEqual([]);
  });

  it('installs React 18 and no other renderer', () => {
    // The browser runs the same React DOM as the server: no Preact or compat layer, in any form.
    const versionOf = (name: string): string | undefined =>
      lock.packages[`node_modules/${name}`]?.version;
    expect(versionOf('react')).toMatch(/^18\./);
    expect(versionOf('react-dom')).toBe(versionOf('react'));
    const renderers = Object.keys(lock.packages)
      .map(packageName)
      .filter((name) => /^(@preact\/|preact($|-)|inferno|nervjs)/.test(name));
    expect(renderers).toEqual([]);
  });
});
