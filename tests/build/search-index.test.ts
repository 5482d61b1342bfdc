import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../../scripts/lib/files';
import {BUILD_DIR} from '../helpers/paths';

/**
 * Each locale's Pagefind index is whole: its entry names the locale's language with every doc,
 * the WebAssembly engine and the scripts are there, and every script parses. A write cut short
 * (an empty entry, scripts cut off at a power of two) once left Chinese search finding nothing
 * while every other check passed.
 */
describe.each([
  ['en', ''],
  ['zh', 'zh'],
] as const)('the %s search index', (locale, localeDir) => {
  const folder = path.join(BUILD_DIR, localeDir, 'pagefind');

  it('names its language and holds every doc', () => {
    const entry = JSON.parse(readFileSync(path.join(folder, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, {page_count: number}>;
    };
    expect(Object.keys(entry.languages)).toEqual([locale]);
    expect(entry.languages[locale]?.page_count).toBeGreaterThan(100);
  });

  it('has its WebAssembly engine and no empty file', () => {
    const files = filesUnder(folder);
    expect(files.filter((file) => /^wasm\.[a-z-]+\.pagefind$/.test(file)).length).toBeGreaterThan(0);
    expect(files.filter((file) => statSync(path.join(folder, file)).size === 0)).toEqual([]);
  });

  it('has scripts that parse', () => {
    // node --check reads an .mjs file as a module without running it.
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'pagefind-check-'));
    const scripts = readdirSync(folder).filter((file) => file.endsWith('.js'));
    expect(scripts).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js']));
    const unparsable = scripts.filter((script) => {
      const copy = path.join(scratch, script.replace(/\.js$/, '.mjs'));
      copyFileSync(path.join(folder, script), copy);
      try {
        execFileSync(process.execPath, ['--check', copy], {stdio: 'ignore'});
        return false;
      } catch {
        return true;
      }
    });
    rmSync(scratch, {recursive: true, force: true});
    expect(unparsable).toEqual([]);
  });
});
