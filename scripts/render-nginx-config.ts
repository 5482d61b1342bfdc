/**
 * Renders deploy/nginx/oxbow-docs.conf for a build: the site's server block,
 * with the Content-Security-Policy that scripts/finish-build.ts computed from
 * the build's own pages and wrote to its _headers file.
 *
 *   npx tsx scripts/render-nginx-config.ts --root /srv/oxbow-docs --out /etc/nginx/sites-enabled
 *
 * Options: --build (the build to serve, default build/), --root (where that build
 * lives on the server, default: the build's absolute path), --listen (default 80),
 * --server-name (default: the host of SITE_URL), --mime-types, --out (directory,
 * default deploy/out). With --standalone it also writes nginx.conf, a complete
 * configuration that keeps pid, logs and temporary files under --prefix (and
 * runs its workers as --user when started as root).
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {siteUrl} from '../config/site';
import {renderSiteConfig, renderStandaloneConfig} from '../plugins/serving/nginxConfig';
import {policyOfHeadersFile} from '../plugins/serving/responseHeaders';

const ROOT = path.resolve(__dirname, '..');
const TEMPLATES = path.join(ROOT, 'deploy', 'nginx');
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const SITE_CONFIG_FILE = 'oxbow-docs.conf';
export const STANDALONE_CONFIG_FILE = 'nginx.conf';

export interface RenderOptions {
  build: string;
  root?: string;
  listen: string;
  serverName: string;
  mimeTypes: string;
  out: string;
  standalone?: {prefix: string; modules: readonly string[]; workerUser?: string};
}

/** Writes the configuration files into `out` and returns their paths. */
export function renderNginxConfig(options: RenderOptions): string[] {
  const build = path.resolve(options.build);
  const out = path.resolve(options.out);
  mkdirSync(out, {recursive: true});
  const siteConfig = path.join(out, SITE_CONFIG_FILE);
  writeFileSync(
    siteConfig,
    renderSiteConfig(readFileSync(path.join(TEMPLATES, SITE_CONFIG_FILE), 'utf8'), {
      root: options.root ?? build,
      listen: options.listen,
      serverName: options.serverName,
      mimeTypes: options.mimeTypes,
      contentSecurityPolicy: policyOfHeadersFile(
        readFileSync(path.join(build, '_headers'), 'utf8'),
      ),
    }),
  );
  if (!options.standalone) {
    return [siteConfig];
  }
  const standalone = path.join(out, STANDALONE_CONFIG_FILE);
  writeFileSync(
    standalone,
    renderStandaloneConfig(readFileSync(path.join(TEMPLATES, STANDALONE_CONFIG_FILE), 'utf8'), {
      prefix: path.resolve(options.standalone.prefix),
      siteConfig,
      modules: options.standalone.modules,
      workerUser: options.standalone.workerUser,
    }),
  );
  return [siteConfig, standalone];
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {
      build: {type: 'string', default: 'build'},
      root: {type: 'string'},
      listen: {type: 'string', default: '80'},
      'server-name': {type: 'string', default: new URL(siteUrl()).hostname},
      'mime-types': {type: 'string', default: '/etc/nginx/mime.types'},
      out: {type: 'string', default: path.join('deploy', 'out')},
      standalone: {type: 'boolean', default: false},
      prefix: {type: 'string'},
      'brotli-module': {type: 'string', default: BROTLI_STATIC_MODULE},
      user: {type: 'string'},
    },
  });
  const written = renderNginxConfig({
    build: values.build,
    root: values.root,
    listen: values.listen,
    serverName: values['server-name'],
    mimeTypes: values['mime-types'],
    out: values.out,
    standalone: values.standalone
      ? {
          prefix: values.prefix ?? values.out,
          modules: [values['brotli-module']],
          workerUser: values.user,
        }
      : undefined,
  });
  for (const file of written) {
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  }
}
