/**
 * The HTTP headers the site is served with, in one place: the nginx config
 * gets them from scripts/render-nginx-config.ts, other static hosts and CDNs
 * from build/_headers (the Netlify and Cloudflare Pages format), and the
 * browser tests check them on the real server.
 */
import {LOCALES, localePrefix} from '../../config/locale';

export type Header = readonly [name: string, value: string];

/** Hashed file names never change content: cache for a year, never revalidate. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unversioned search files: keep a copy, but ask the server before every use. */
export const REVALIDATE = 'no-cache';
/** Everything else (images, sitemaps, robots.txt): an hour, so a deploy shows within the hour. */
export const SHORT_LIVED = 'public, max-age=3600';

/**
 * Browser features no page of a documentation site uses are switched off;
 * writing to the clipboard stays allowed for our own pages (copy buttons).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  'clipboard-write=(self)',
].join(', ');

/** The headers every response carries, whatever its status or type. */
export function securityHeaders(contentSecurityPolicy: string): Header[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // For browsers that predate the policy's frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/**
 * URL path patterns whose files are named by their content hash, as `*`
 * patterns: the bundler's assets of each locale and Pagefind's index chunks.
 * The Pagefind runtime, its worker, its WebAssembly and its entry file keep
 * their names across builds and are revalidated.
 */
export const IMMUTABLE_PATHS: readonly string[] = LOCALES.flatMap((locale) =>
  ['/assets/*', '/pagefind/fragment/*', '/pagefind/index/*'].map(
    (pattern) => localePrefix(locale) + pattern,
  ),
);

/**
 * Files whose names are not versioned but must never be served stale: the
 * search's own files, and the table of contract rows it opens (whose anchors
 * must match the pages).
 */
export const REVALIDATED_PATHS: readonly string[] = LOCALES.flatMap((locale) =>
  ['/pagefind/*', '/search/*'].map((pattern) => localePrefix(locale) + pattern),
);

/**
 * build/_headers: every path gets the security headers; hashed files get the
 * long cache. HTML needs no rule there: those hosts revalidate it by default
 * (Netlify and Cloudflare Pages send `max-age=0, must-revalidate`), and a
 * second Cache-Control rule would be joined to the first, not replace it.
 */
export function staticHostHeadersFile(contentSecurityPolicy: string): string {
  const block = (pattern: string, headers: readonly Header[]): string =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', securityHeaders(contentSecurityPolicy)),
    ...IMMUTABLE_PATHS.map((pattern) => block(pattern, [['Cache-Control', IMMUTABLE]])),
  ].join('\n\n')}\n`;
}

/**
 * The Content-Security-Policy a build's _headers file carries: the policy
 * scripts/finish-build.ts computed from the built pages, read back so the nginx
 * configuration sends the same one without hashing every page again.
 */
export function policyOfHeadersFile(headersFile: string): string {
  const policy = /^ {2}Content-Security-Policy: (.+)$/m.exec(headersFile)?.[1];
  if (policy === undefined) {
    throw new Error('_headers has no Content-Security-Policy: run `npm run build` first');
  }
  return policy;
}

function nginxQuoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The add_header lines of every location of deploy/nginx/oxbow-docs.conf.
 * `always` adds them to error responses too (404 pages carry the policy);
 * Cache-Control comes from the config's maps on status, path and content type.
 */
export function nginxResponseHeaders(contentSecurityPolicy: string): string {
  return [
    ...securityHeaders(contentSecurityPolicy).map(
      ([name, value]) => `add_header ${name} ${nginxQuoted(value)} always;`,
    ),
    'add_header Cache-Control $oxbow_docs_cache_control always;',
  ].join('\n');
}
