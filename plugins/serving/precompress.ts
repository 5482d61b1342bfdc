/**
 * Brotli and gzip copies of the build's text files (page.html → page.html.br,
 * page.html.gz), so the web server sends them as they are instead of
 * compressing each response (nginx: brotli_static, gzip_static).
 */
import {readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The text files the build carries compressed copies of, with the type a server labels them with. */
export const TEXT_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};
/** Below this, compression saves less than the headers it costs (nginx's gzip_min_length). */
const MIN_SIZE = 1024;
export const COMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

/** Text files worth compressing: by extension and size; build/_headers is read by hosts, not served. */
export function isPrecompressed(relativePath: string, size: number): boolean {
  return (
    size >= MIN_SIZE &&
    Object.hasOwn(TEXT_CONTENT_TYPES, path.extname(relativePath).toLowerCase()) &&
    path.basename(relativePath) !== '_headers'
  );
}

/**
 * Brotli's top qualities are slow (11 takes about 3 s per MB): the hashed
 * scripts and styles, cached by readers for a year, get 10, about 7% smaller
 * than 6; pages and the rest, many and revalidated, get 6.
 */
export function brotliQualityFor(relativePath: string): number {
  return /(^|\/)assets\/.+\.(?:js|css)$/.test(relativePath) ? 10 : 6;
}

export interface CompressedFile {
  file: string;
  size: number;
  brotli: number | null;
  gzip: number | null;
}

/** Writes each copy only when it is smaller than the original: the server then sends whichever exists. */
export async function precompressFile(root: string, relativePath: string): Promise<CompressedFile> {
  const absolute = path.join(root, relativePath);
  const original = await readFile(absolute);
  const [brotliCopy, gzipCopy] = await Promise.all([
    brotli(original, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(relativePath),
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzip(original, {level: zlib.constants.Z_BEST_COMPRESSION}),
  ]);
  const keep = async (copy: Buffer, suffix: string): Promise<number | null> => {
    if (copy.length >= original.length) {
      await rm(`${absolute}${suffix}`, {force: true});
      return null;
    }
    await writeFile(`${absolute}${suffix}`, copy);
    return copy.length;
  };
  return {
    file: relativePath,
    size: original.length,
    brotli: await keep(brotliCopy, '.br'),
    gzip: await keep(gzipCopy, '.gz'),
  };
}
