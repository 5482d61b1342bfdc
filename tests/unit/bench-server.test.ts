import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {localhostCertificate} from '../../scripts/lib/localCertificate';
import {startServer, type RunningServer} from '../../scripts/lib/staticServer';

const PAGE = `<!doctype html><title>Pool</title><p>${'x·y=k '.repeat(400)}</p>`;
const BROTLI_COPY = zlib.brotliCompressSync(PAGE);
const GZIP_COPY = zlib.gzipSync(PAGE, {level: 9});

interface Answer {
  status: number;
  encoding: string | undefined;
  type: string | undefined;
  body: Buffer;
}

function getOverHttp1(url: string, acceptEncoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers: {'accept-encoding': acceptEncoding}}, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            encoding: response.headers['content-encoding'],
            type: response.headers['content-type'],
            body: Buffer.concat(chunks),
          });
        });
      })
      .on('error', reject);
  });
}

function getOverHttp2(origin: string, requestPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, {rejectUnauthorized: false});
    const fail = (error: Error): void => {
      session.destroy();
      reject(error);
    };
    session.on('error', fail);
    const stream = session.request({':path': requestPath, 'accept-encoding': 'gzip, br'});
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    stream.on('response', (received) => {
      headers = received;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      session.close();
      resolve({
        status: Number(headers[':status']),
        encoding: headers['content-encoding'],
        type: headers['content-type'],
        body: Buffer.concat(chunks),
      });
    });
    stream.on('error', fail);
  });
}

describe('the benchmark’s server', () => {
  let dir: string;
  let plain: RunningServer;
  let secure: RunningServer;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'oxbow-bench-server-'));
    mkdirSync(path.join(dir, 'contract', 'pool'), {recursive: true});
    writeFileSync(path.join(dir, 'contract', 'pool', 'index.html'), PAGE);
    writeFileSync(path.join(dir, 'contract', 'pool', 'index.html.br'), BROTLI_COPY);
    writeFileSync(path.join(dir, 'contract', 'pool', 'index.html.gz'), GZIP_COPY);
    writeFileSync(path.join(dir, 'only-plain.css'), `p{color:red}${' '.repeat(2000)}`);
    mkdirSync(path.join(dir, 'zh'));
    writeFileSync(path.join(dir, '404.html'), '<title>Not found</title>');
    writeFileSync(path.join(dir, 'zh', '404.html'), '<title>未找到</title>');
    plain = await startServer(dir, 0, 'localhost', {compress: true});
    secure = await startServer(dir, 0, 'localhost', {compress: true, tls: localhostCertificate()});
  });

  afterAll(async () => {
    await plain.close();
    await secure.close();
    rmSync(dir, {recursive: true, force: true});
  });

  it('sends the build’s brotli copy when the browser accepts brotli, as nginx’s brotli_static does', async () => {
    const answer = await getOverHttp1(`${plain.url}/contract/pool`, 'gzip, deflate, br');
    expect(answer).toMatchObject({status: 200, encoding: 'br', type: 'text/html; charset=utf-8'});
    expect(answer.body.equals(BROTLI_COPY)).toBe(true);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const answer = await getOverHttp1(`${plain.url}/contract/pool/`, 'gzip, deflate');
    expect(answer.encoding).toBe('gzip');
    expect(answer.body.equals(GZIP_COPY)).toBe(true);
  });

  it('compresses a file the build has no copies of, and answers 404 with the page of the locale', async () => {
    const css = await getOverHttp1(`${plain.url}/only-plain.css`, 'gzip');
    expect(css.encoding).toBe('gzip');
    expect(zlib.gunzipSync(css.body).toString()).toMatch(/^p\{color:red\}/);
    const missing = await getOverHttp1(`${plain.url}/zh/nowhere`, 'identity');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('未找到');
  });

  it('answers 404 in a folder without a 404 page, and goes on serving', async () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'oxbow-bench-server-bare-'));
    writeFileSync(path.join(bare, 'index.html'), PAGE);
    const server = await startServer(bare, 0, 'localhost', {compress: true});
    try {
      const missing = await getOverHttp1(`${server.url}/favicon.ico`, 'identity');
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toContain('<h1>404</h1>');
      const page = await getOverHttp1(`${server.url}/`, 'identity');
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('<title>Pool</title>');
    } finally {
      await server.close();
      rmSync(bare, {recursive: true, force: true});
    }
  });

  it('speaks HTTP/2 over TLS, with the same copies, when given a certificate', async () => {
    expect(secure.url).toMatch(/^https:\/\/localhost:\d+$/);
    const answer = await getOverHttp2(secure.url, '/contract/pool');
    expect(answer).toMatchObject({status: 200, encoding: 'br'});
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(PAGE);
  });
});
