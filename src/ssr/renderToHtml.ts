/**
 * Replaces @docusaurus/core/lib/client/renderToHtml in the server bundle
 * (wired by plugins/ssr-nul-fix/index.ts). React 18.3's renderToPipeableStream flushes
 * its whole 2 KiB buffer when a multi-byte character does not fit at the end,
 * so NUL bytes land between the characters of Chinese text
 * (facebook/react#31134, facebook/docusaurus#9985). The HTML minifier then turns
 * them into U+FFFD inside attributes, which broke table-of-contents links of
 * Chinese pages. The characters themselves arrive intact, so dropping the NULs
 * restores the exact markup React meant; our content never contains a NUL.
 */
import type {ReactNode} from 'react';
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';
import {renderToPipeableStream} from 'react-dom/server';

function withoutNulBytes(html: string): string {
  return html.replaceAll('\0', '');
}

export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const output = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onAllReady() {
        pipe(output);
        text(output).then((html) => {
          resolve(withoutNulBytes(html));
        }, reject);
      },
    });
  });
}
