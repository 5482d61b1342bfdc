import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';

/**
 * An independent link checker over a static build: it reads the HTML the
 * server will send and resolves every internal reference the way a static
 * file server does, without trusting the build's own link check.
 */
export interface LinkProblem {
  page: string;
  reference: string;
  problem: 'no such page or file' | 'no such anchor';
}

/** Attributes that make the browser fetch or navigate to another URL of the site. */
const REFERENCES: readonly (readonly [selector: string, attribute: string])[] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]', 'href'],
  ['img[src]', 'src'],
  ['img[srcset]', 'srcset'],
  ['source[src]', 'src'],
  ['source[srcset]', 'srcset'],
  ['script[src]', 'src'],
  ['iframe[src]', 'src'],
  ['video[src]', 'src'],
  ['audio[src]', 'src'],
  ['object[data]', 'data'],
  ['meta[property="og:image"]', 'content'],
  ['meta[name="twitter:image"]', 'content'],
];

function urlsOf(attribute: string, value: string): string[] {
  if (attribute !== 'srcset') {
    return [value];
  }
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** The file a static server answers for a path, or undefined when it would answer 404. */
export function fileForPath(buildDir: string, pathname: string): string | undefined {
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  const base = path.join(buildDir, relative);
  if (!base.startsWith(buildDir)) {
    return undefined;
  }
  const candidates = pathname.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, path.join(base, 'index.html'), `${base}.html`];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

export class SiteLinkChecker {
  private readonly anchors = new Map<string, Set<string>>();

  constructor(
    private readonly buildDir: string,
    /** The site's own origin: absolute links to it (canonical, hreflang) are internal too. */
    private readonly siteOrigin: string,
  ) {}

  private anchorsOf(file: string): Set<string> {
    let ids = this.anchors.get(file);
    if (!ids) {
      const $ = load(readFileSync(file, 'utf8'));
      ids = new Set<string>();
      $('[id]').each((_index, element) => {
        ids?.add($(element).attr('id') ?? '');
      });
      $('a[name]').each((_index, element) => {
        ids?.add($(element).attr('name') ?? '');
      });
      this.anchors.set(file, ids);
    }
    return ids;
  }

  /** The URL path of a built HTML file: build/study/index.html → /study/. */
  private urlOf(file: string): string {
    const relative = path.relative(this.buildDir, file).split(path.sep).join('/');
    return `/${relative.replace(/(^|\/)index\.html$/, '$1')}`;
  }

  check(file: string): LinkProblem[] {
    const page = this.urlOf(file);
    const pageUrl = new URL(page, this.siteOrigin);
    const $ = load(readFileSync(file, 'utf8'));
    const problems: LinkProblem[] = [];
    for (const [selector, attribute] of REFERENCES) {
      $(selector).each((_index, element) => {
        const value = ($(element).attr(attribute) ?? '').trim();
        for (const reference of urlsOf(attribute, value)) {
          const problem = this.problemWith(reference, pageUrl, file);
          if (problem) {
            problems.push({page, reference, problem});
          }
        }
      });
    }
    return problems;
  }

  private problemWith(
    reference: string,
    pageUrl: URL,
    pageFile: string,
  ): LinkProblem['problem'] | undefined {
    if (reference === '' || /^(mailto|tel|javascript|data):/i.test(reference)) {
      return undefined;
    }
    const url = new URL(reference, pageUrl);
    if (url.origin !== pageUrl.origin) {
      return undefined;
    }
    const target =
      url.pathname === pageUrl.pathname ? pageFile : fileForPath(this.buildDir, url.pathname);
    if (!target) {
      return 'no such page or file';
    }
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (anchor !== '' && target.endsWith('.html') && !this.anchorsOf(target).has(anchor)) {
      return 'no such anchor';
    }
    return undefined;
  }
}
