/**
 * Serves a production build like a real host would: clean URLs with and
 * without a trailing slash, and a not-found page in the reader's language with
 * HTTP 404. `docusaurus serve` always answers with the English 404 page.
 */
import {createReadStream, existsSync, statSync} from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type {AddressInfo, Socket} from 'node:net';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import {localePrefix} from '../../config/locale';
import {localeOfPath} from '../../src/lib/localeOfPath';
import {TEXT_CONTENT_TYPES} from '../../plugins/serving/precompress';

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

export interface ServerOptions {
  /**
   * Compress like a production host does: the build's own brotli and gzip
   * copies where it has them (nginx's brotli_static and gzip_static), gzip on
   * the fly for the rest. Off for the tests, which read byte-exact bodies; on
   * for the benchmark, whose byte counts must be real.
   */
  compress?: boolean;
  /**
   * Serve over TLS with HTTP/2, as every production host does (HTTP/1.1 still
   * answers): one connection per origin, which the page, its stylesheets,
   * fonts and scripts share, where HTTP/1.1 opens up to six.
   */
  tls?: {key: string; cert: string};
}

/**
 * The file a request names, as serve-handler's clean URLs resolve it, when it
 * is a plain file: `/a/b`, `/a/b/` and `/a/b.html` all name `a/b/index.html`
 * or `a/b.html`.
 */
function fileOfRequest(buildDir: string, requestUrl: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(requestUrl, 'http://host').pathname);
  } catch {
    return null;
  }
  const base = path.join(buildDir, pathname);
  if (path.relative(buildDir, base).startsWith('..')) {
    return null;
  }
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

export function startServer(
  buildDir: string,
  port = 0,
  host = 'localhost',
  {compress = false, tls}: ServerOptions = {},
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
          const notFound = status === 404 ? notFoundPage(requestUrl) : null;
          // A folder without a 404 page (the bench's plain pages) gets the plain answer below.
          if (notFound !== null && existsSync(notFound)) {
            createReadStream(notFound)
              .on('error', () => res.destroy())
              .pipe(res);
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

  /** The build's brotli and gzip copies, as nginx's brotli_static and gzip_static serve them. */
  const servePrecompressed = (
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): boolean => {
    const file = fileOfRequest(buildDir, request.url ?? '/');
    const accepted = request.headers['accept-encoding'] ?? '';
    const type = file === null ? undefined : TEXT_CONTENT_TYPES[path.extname(file)];
    if (file === null || type === undefined) {
      return false;
    }
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (accepted.includes(encoding) && existsSync(file + suffix)) {
        response.writeHead(200, {
          'Content-Type': type,
          'Content-Encoding': encoding,
          Vary: 'Accept-Encoding',
        });
        createReadStream(file + suffix)
          .on('error', () => response.destroy())
          .pipe(response);
        return true;
      }
    }
    return false;
  };

  const listener = (request: http.IncomingMessage, response: http.ServerResponse): void => {
    if (compress && servePrecompressed(request, response)) {
      return;
    }
    if (gzip === null) {
      serve(request, response);
      return;
    }
    gzip(request as Parameters<typeof gzip>[0], response as Parameters<typeof gzip>[1], () => {
      serve(request, response);
    });
  };
  // HTTP/2's compatibility request and response have all serve-handler and compression use.
  const server = tls
    ? http2.createSecureServer(
        {...tls, allowHTTP1: true},
        listener as unknown as (
          request: http2.Http2ServerRequest,
          response: http2.Http2ServerResponse,
        ) => void,
      )
    : http.createServer(listener);

  // close() waits for every open connection, and browsers keep theirs open.
  const connections = new Set<Socket>();
  server.on(tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => {
      connections.delete(socket);
    });
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const {port: actual} = server.address() as AddressInfo;
      resolve({
        url: `${tls ? 'https' : 'http'}://${host}:${String(actual)}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              done();
            });
            for (const connection of connections) {
              connection.destroy();
            }
          }),
      });
    });
  });
}
