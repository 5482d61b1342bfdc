/**
 * Renders the nginx templates in deploy/nginx: fills their {{NAME}} values
 * and writes out the parts generated from plugins/serving/responseHeaders.ts
 * (the headers of every location, the Cache-Control rules).
 */
import {
  IMMUTABLE,
  IMMUTABLE_PATHS,
  REVALIDATE,
  REVALIDATED_PATHS,
  SHORT_LIVED,
  nginxResponseHeaders,
} from './responseHeaders';

const PLACEHOLDER = /\{\{([A-Z_]+)\}\}/g;

/**
 * Replaces every {{NAME}} with its value; a value spanning lines takes the
 * indentation of its placeholder. A name without a value, or a value the
 * template never uses, is an error: a half-rendered config must not ship.
 */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const used = new Set<string>();
  const rendered = template.replace(
    /^([ \t]*)(.*)$/gm,
    (_line, indent: string, rest: string) =>
      indent +
      rest.replace(PLACEHOLDER, (_placeholder, name: string) => {
        const value = values[name];
        if (value === undefined) {
          throw new Error(`No value for {{${name}}} in the nginx template`);
        }
        used.add(name);
        return value.replace(/\n(?=.)/g, `\n${indent}`);
      }),
  );
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) {
    throw new Error(`The nginx template has no {{${unused.join('}}, {{')}}}`);
  }
  return rendered;
}

/** `/assets/*` → `/assets/`: the prefix a `*` pattern stands for (only a final `*` is supported). */
function prefixOf(pattern: string): string {
  if (!pattern.endsWith('/*') || pattern.indexOf('*') !== pattern.length - 1) {
    throw new Error(`Only "/path/*" patterns are supported, not ${pattern}`);
  }
  return pattern.slice(0, -1);
}

function regexEscape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Two maps that pick the Cache-Control of a response: hashed files for a year
 * and unversioned search files revalidated, but only when they are actually
 * served (a 404 for a missing asset must not be cached for a year); otherwise
 * by type: HTML revalidated, the rest for an hour.
 */
export function nginxCacheControlMaps(): string {
  const servedPath = (pattern: string): string =>
    `"~^(?:200|206|304) ${regexEscape(prefixOf(pattern))}"`;
  const rules = [
    ...IMMUTABLE_PATHS.map((pattern) => `${servedPath(pattern)} "${IMMUTABLE}";`),
    ...REVALIDATED_PATHS.map((pattern) => `${servedPath(pattern)} "${REVALIDATE}";`),
  ];
  return [
    'map $sent_http_content_type $oxbow_docs_cache_by_type {',
    `    default "${SHORT_LIVED}";`,
    `    "~^text/html" "${REVALIDATE}";`,
    '}',
    '',
    '# First matching rule wins: the hashed index chunks before the rest of /pagefind/.',
    'map "$status $uri" $oxbow_docs_cache_control {',
    '    default $oxbow_docs_cache_by_type;',
    ...rules.map((rule) => `    ${rule}`),
    '}',
  ].join('\n');
}

export interface SiteConfigOptions {
  /** Absolute path of the build directory on the server. */
  root: string;
  /** What nginx's `listen` takes: a port, or address:port. */
  listen: string;
  serverName: string;
  /** nginx's list of MIME types (Debian: /etc/nginx/mime.types). */
  mimeTypes: string;
  contentSecurityPolicy: string;
}

export function renderSiteConfig(template: string, options: SiteConfigOptions): string {
  return renderTemplate(template, {
    ROOT: options.root,
    LISTEN: options.listen,
    SERVER_NAME: options.serverName,
    MIME_TYPES: options.mimeTypes,
    CACHE_CONTROL_MAPS: nginxCacheControlMaps(),
    RESPONSE_HEADERS: nginxResponseHeaders(options.contentSecurityPolicy),
  });
}

export interface StandaloneConfigOptions {
  /** Directory nginx runs in (its -p prefix): pid, logs and temporary files go there. */
  prefix: string;
  siteConfig: string;
  /** Dynamic modules to load, such as the Brotli static module. */
  modules: readonly string[];
  /**
   * The user the workers run as, when nginx is started as root (otherwise it is
   * ignored): by default nginx would switch to `nobody`, who may not be able to
   * read a build inside a private home directory.
   */
  workerUser?: string;
}

export function renderStandaloneConfig(template: string, options: StandaloneConfigOptions): string {
  return renderTemplate(template, {
    PREFIX: options.prefix,
    SITE_CONFIG: options.siteConfig,
    LOAD_MODULES: options.modules.map((module) => `load_module ${module};`).join('\n'),
    WORKER_USER: options.workerUser === undefined ? '' : `user ${options.workerUser};`,
  });
}
