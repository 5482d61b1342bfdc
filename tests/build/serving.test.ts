import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {htmlFilesOf} from '../../plugins/serving/buildFiles';
import {filesUnder} from '../../scripts/lib/files';
import {
  directiveSources,
  hashSource,
  inlineCodeAttributesOf,
  inlineStylesOf,
  scriptsBlockedBy,
} from '../../plugins/serving/contentSecurityPolicy';
import {COMPRESSED_SUFFIXES, isPrecompressed} from '../../plugins/serving/precompress';
import {htmlPages} from '../helpers/build';
import {BUILD_DIR} from '../helpers/paths';

/**
 * The build as the server sends it: the policy in build/_headers (the one the
 * nginx config is rendered with, from the same pages) lets every page run, and
 * the precompressed copies are complete and never mistaken for pages.
 */
const headersFile = readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
const policy = /^ {2}Content-Security-Policy: (.+)$/m.exec(headersFile)?.[1] ?? '';
const pages = htmlFilesOf(BUILD_DIR).map((file) => ({
  file,
  html: readFileSync(path.join(BUILD_DIR, file), 'utf8'),
}));

describe('the Content-Security-Policy of build/_headers', () => {
  it('is there', () => {
    expect(directiveSources(policy, 'default-src')).toEqual(["'self'"]);
    expect(pages.length).toBeGreaterThanOrEqual(248);
  });

  it('allows every inline script of every page', () => {
    const blocked = pages.flatMap(({file, html}) =>
      scriptsBlockedBy(policy, html).map((script) => `${file}: ${script.slice(0, 80)}`),
    );
    expect(blocked).toEqual([]);
  });

  it('allows every <style> element of every page', () => {
    const allowed = new Set(directiveSources(policy, 'style-src'));
    const blocked = pages.flatMap(({file, html}) =>
      inlineStylesOf(html)
        .filter((style) => !allowed.has(hashSource(style)))
        .map((style) => `${file}: ${style.slice(0, 80)}`),
    );
    expect(blocked).toEqual([]);
  });

  it('meets no inline event handler or javascript: URL, which no hash could allow', () => {
    const found = pages.flatMap(({file, html}) =>
      inlineCodeAttributesOf(html).map((attribute) => `${file}: ${attribute}`),
    );
    expect(found).toEqual([]);
  });
});

describe('the precompressed copies', () => {
  const files = filesUnder(BUILD_DIR);
  const originals = files.filter(
    (file) => !COMPRESSED_SUFFIXES.some((suffix) => file.endsWith(suffix)),
  );
  const copies = files.filter((file) =>
    COMPRESSED_SUFFIXES.some((suffix) => file.endsWith(suffix)),
  );

  it('exist for every page, script and stylesheet, and decode to it', () => {
    const textFiles = originals.filter((file) =>
      isPrecompressed(file, statSync(path.join(BUILD_DIR, file)).size),
    );
    expect(textFiles.length).toBeGreaterThan(400);
    const wrong = textFiles.filter((file) => {
      const original = readFileSync(path.join(BUILD_DIR, file));
      const brotli = path.join(BUILD_DIR, `${file}.br`);
      const gzip = path.join(BUILD_DIR, `${file}.gz`);
      return (
        !existsSync(brotli) ||
        !existsSync(gzip) ||
        !zlib.brotliDecompressSync(readFileSync(brotli)).equals(original) ||
        !zlib.gunzipSync(readFileSync(gzip)).equals(original)
      );
    });
    expect(wrong).toEqual([]);
  });

  it('belong to a text file of the build', () => {
    const orphans = copies.filter((copy) => {
      const original = copy.replace(/\.(br|gz)$/, '');
      return !originals.includes(original) || !isPrecompressed(original, Number.MAX_SAFE_INTEGER);
    });
    expect(orphans).toEqual([]);
  });

  it('are not pages: the page lists of the other checks hold HTML files only', () => {
    const listed = [...htmlPages(''), ...htmlPages('zh')];
    expect(listed.every((file) => file.endsWith('.html'))).toBe(true);
    expect(listed.length).toBe(pages.length);
  });
});
