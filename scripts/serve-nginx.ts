/**
 * `npm run serve:nginx`: the production build behind nginx with the shipped
 * configuration (deploy/nginx), as a real host serves it, at
 * http://127.0.0.1:8090/. The browser tests of playwright.nginx.config.ts
 * start it too. Runs as any user: nginx stays in the foreground and keeps its
 * pid, logs and temporary files in a fresh temporary directory, removed on exit.
 * Options: --port, --host, --dir. NGINX names the binary (default /usr/sbin/nginx).
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  BROTLI_STATIC_MODULE,
  STANDALONE_CONFIG_FILE,
  renderNginxConfig,
} from './render-nginx-config';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '8090'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
  },
});

const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
const brotliModule = process.env.NGINX_BROTLI_MODULE ?? BROTLI_STATIC_MODULE;
for (const required of [nginx, brotliModule]) {
  if (!existsSync(required)) {
    console.error(`${required} is missing. Install it with: sh scripts/ensure-nginx.sh`);
    process.exit(1);
  }
}

const prefix = mkdtempSync(path.join(os.tmpdir(), 'oxbow-nginx-'));
const removePrefix = (): void => {
  rmSync(prefix, {recursive: true, force: true});
};

renderNginxConfig({
  build: values.dir,
  listen: `${values.host}:${values.port}`,
  serverName: 'localhost',
  mimeTypes: '/etc/nginx/mime.types',
  out: prefix,
  // As root, keep the workers root too: the checkout may be unreadable to nginx's default `nobody`.
  standalone: {
    prefix,
    modules: [brotliModule],
    workerUser: process.getuid?.() === 0 ? 'root' : undefined,
  },
});
const args = ['-p', prefix, '-c', path.join(prefix, STANDALONE_CONFIG_FILE), '-e', 'stderr'];

const check = spawnSync(nginx, ['-t', '-q', ...args], {encoding: 'utf8'});
if (check.status !== 0) {
  console.error(check.stderr);
  removePrefix();
  process.exit(1);
}

const server = spawn(nginx, args, {stdio: ['ignore', 'inherit', 'inherit']});
let stopping = false;
server.on('exit', (code, signal) => {
  if (!stopping) {
    const log = path.join(prefix, 'error.log');
    console.error(`nginx stopped (${String(code ?? signal)})`);
    if (existsSync(log)) {
      console.error(readFileSync(log, 'utf8'));
    }
  }
  removePrefix();
  process.exit(stopping ? 0 : 1);
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopping = true;
    // QUIT lets nginx finish the responses in flight; it exits within a moment.
    server.kill('SIGQUIT');
  });
}
console.log(
  `Serving ${path.relative(process.cwd(), path.resolve(values.dir))}/ with nginx at http://${values.host}:${values.port}/`,
);
