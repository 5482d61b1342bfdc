/**
 * Serves the production build like a real host would: clean URLs with and
 * without a trailing slash, and a not-found page in the reader's language with
 * HTTP 404. `docusaurus serve` always answers with the English 404 page.
 */
import {createReadStream} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import handler from 'serve-handler';
import {localeOfPath} from '../src/lib/localeOfPath';

const {values} = parseArgs({
  options: {
    port: {type: 'string', short: 'p', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: process.env.HOST ?? 'localhost'},
    dir: {type: 'string', default: 'build'},
  },
});

const buildDir = path.resolve(values.dir);

function notFoundPage(requestUrl: string): string {
  const locale = localeOfPath(requestUrl);
  return path.join(buildDir, locale === 'en' ? '' : locale, '404.html');
}

const server = http.createServer((request, response) => {
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
          res.end(`<!doctype html><title>${status}</title><h1>${status}</h1>`);
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
});

server.listen(Number(values.port), values.host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), buildDir)}/ at http://${values.host}:${values.port}/`,
  );
});
