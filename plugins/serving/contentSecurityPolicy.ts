/**
 * The Content-Security-Policy of the site, derived from the built HTML. Scripts
 * run only from our own origin; the few inline scripts Docusaurus writes into
 * the pages (colour mode and announcement state before the first paint, the
 * base-URL banner) are allowed one by one through the SHA-256 of their text,
 * so whatever the build emits is covered and nothing else inline runs.
 */
import {createHash} from 'node:crypto';

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE_ELEMENT = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);
/** Tag attributes that run code: blocked by a policy without 'unsafe-inline' or 'unsafe-hashes'. */
const EVENT_HANDLER_ATTRIBUTE = /<[a-z][^>]*?\s(on[a-z]+)\s*=/gi;
const JAVASCRIPT_URL = /\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/gi;

function typeOf(attributes: string): string {
  const match = TYPE_ATTRIBUTE.exec(attributes);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
}

/** The text of every inline script the browser would run (data blocks such as JSON-LD are not run). */
export function inlineScriptsOf(html: string): string[] {
  return Array.from(html.matchAll(SCRIPT_ELEMENT))
    .filter(([, attributes = '']) => !SRC_ATTRIBUTE.test(attributes))
    .filter(([, attributes = '']) => EXECUTABLE_TYPES.has(typeOf(attributes)))
    .map(([, , text = '']) => text);
}

/** The text of every <style> element. */
export function inlineStylesOf(html: string): string[] {
  return Array.from(html.matchAll(STYLE_ELEMENT), ([, , text = '']) => text);
}

/** Inline code no hash can allow: event-handler attributes and javascript: URLs. */
export function inlineCodeAttributesOf(html: string): string[] {
  return [
    ...Array.from(html.matchAll(EVENT_HANDLER_ATTRIBUTE), ([, name = '']) => name.toLowerCase()),
    ...Array.from(html.matchAll(JAVASCRIPT_URL), () => 'javascript: URL'),
  ];
}

/** A CSP hash source: the base64 SHA-256 of the exact text between the tags. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}

/** The hash sources of the inline scripts and styles of many pages, each once, in a stable order. */
export function inlineSourcesOf(pages: Iterable<string>): InlineSources {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const html of pages) {
    inlineScriptsOf(html).forEach((text) => scripts.add(hashSource(text)));
    inlineStylesOf(html).forEach((text) => styles.add(hashSource(text)));
  }
  return {scripts: [...scripts].sort(), styles: [...styles].sort()};
}

/**
 * The policy. Pagefind compiles its WebAssembly search engine ('wasm-unsafe-eval',
 * which allows WebAssembly only, not eval) in a worker loaded from our origin.
 * Style attributes are allowed (React, KaTeX and the announcement bar set them);
 * style elements only from our origin or by hash. Fonts and images may be data:
 * URIs (theme icons, fonts inlined into CSS).
 */
export function contentSecurityPolicy({scripts, styles}: InlineSources): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scripts],
    ['style-src', "'self'", ...styles],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The sources a policy lists for one directive. */
export function directiveSources(policy: string, directive: string): string[] {
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name === directive) {
      return sources;
    }
  }
  return [];
}

/** The inline scripts of a page that a policy would block: a build step forgot to hash them. */
export function scriptsBlockedBy(policy: string, html: string): string[] {
  const allowed = new Set(directiveSources(policy, 'script-src'));
  return inlineScriptsOf(html).filter((text) => !allowed.has(hashSource(text)));
}
