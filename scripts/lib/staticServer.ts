/**
 * Serves a production build like a real host would: clean URLs with and
 * without a trailing slash, and a not-found page in the reader's language with
 * HTTP 404. `docusaurus serve` always answers with the English 404 page.
 */
import {createReadStream} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import {localePrefix} from '../../config/locale';
import {localeOfPath} from '../../src/lib/localeOfPath';

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

export interface ServerOptions {
  /**
   * gzip responses like a production host does. Off for the tests, which read
   * byte-exact bodies; on for the benchmark, whose byte counts must be real.
   */
  compress?: boolean;
}

export function startServer(
  buildDir: string,
  port = 0,
  host = 'localhost',
  {compress = false}: ServerOptions = {},
): Promise<RunningServer> {
  const gzip = compress ? compression({threshold: 0}) : null;

  const notFoundPage = (requestUrl: string): string => {
    const locale = localeOfPath(requestUrl);
    return path.join(buildDir, localePrefix(locale), '404.html');
  };

  const serve = (request: http.IncomingMessage, response: http.ServerResponse): void => {
    const requestUrl = request.url ?? '/';
    handler(
      request,
      response,
      {public: buildDir, cleanUrls: true, directoryListing: false},
      {
        sendError: (_absolutePath, res = response, _acceptsJSON, _current, _h, _c, spec) => {
          const status = (spec as {statusCode?: number} | undefined)?.statusCode ?? 500;
          res.statusCode = status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          if (status === 404) {
            createReadStream(notFoundPage(requestUrl)).pipe(res);
          } else {
            res.end(`<!doctype html><title>${String(status)}</title><h1>${String(status)}</h1>`);
          }
          return Promise.resolve();
        },
      },
    ).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) {
        response.statusCode = 500;
      }
      response.end();
    });
  };

  const server = http.createServer((request, response) => {
    if (gzip === null) {
      serve(request, response);
      return;
    }
    gzip(request as Parameters<typeof gzip>[0], response as Parameters<typeof gzip>[1], () => {
      serve(request, response);
    });
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const {port: actual} = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${String(actual)}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              done();
            });
          }),
      });
    });
  });
}
