/**
 * llms.txt and llms-full.txt in the llmstxt.org format: an H1 with the site's
 * name, a blockquote summary, a paragraph of details, then one H2 section per
 * sidebar listing `- [Title](url): description`. The full file carries each
 * page's Markdown twin instead of the list.
 */

export interface LlmsPage {
  title: string;
  description: string;
  url: string;
  /** The page's Markdown twin (src/lib/markdownTwin.ts). */
  markdown: string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

export interface LlmsSite {
  title: string;
  summary: string;
  details: string;
  sections: LlmsSection[];
  /**
   * More detail for llms.txt, between the details and the sections, without headings as the
   * format asks (the contract interfaces' tables); the pages in llms-full.txt carry it already.
   */
  moreDetails?: string;
}

/** The structure of a sidebar as far as the order of its docs goes. */
export interface SidebarNode {
  type: string;
  id?: string;
  items?: SidebarNode[];
  link?: {type: string; id?: string};
}

/** The ids of the docs a sidebar links to, in reading order; a category's own page comes before its items. */
export function docIdsInOrder(items: readonly SidebarNode[]): string[] {
  const ids = items.flatMap((item): string[] => {
    if ((item.type === 'doc' || item.type === 'ref') && item.id !== undefined) {
      return [item.id];
    }
    if (item.type === 'category') {
      const own = item.link?.type === 'doc' && item.link.id !== undefined ? [item.link.id] : [];
      return [...own, ...docIdsInOrder(item.items ?? [])];
    }
    return [];
  });
  return [...new Set(ids)];
}

/** Text on one line, as a list entry needs it. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Square brackets in a link text would end it early. */
function linkText(text: string): string {
  return oneLine(text).replace(/([[\]])/g, '\\$1');
}

function header(site: LlmsSite): string[] {
  return [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, '', site.details, ''];
}

export function llmsTxt(site: LlmsSite): string {
  const sections = site.sections
    .filter((section) => section.pages.length > 0)
    .flatMap((section) => [
      `## ${section.title}`,
      '',
      ...section.pages.map((page) => {
        const description = oneLine(page.description);
        const entry = `- [${linkText(page.title)}](${encodeURI(page.url)})`;
        return description === '' ? entry : `${entry}: ${description}`;
      }),
      '',
    ]);
  const moreDetails = site.moreDetails === undefined ? [] : [site.moreDetails, ''];
  return `${[...header(site), ...moreDetails, ...sections].join('\n').trimEnd()}\n`;
}

export function llmsFullTxt(site: LlmsSite): string {
  const pages = site.sections.flatMap((section) =>
    section.pages.map((page) => page.markdown.trim()),
  );
  return `${[...header(site), ...pages.flatMap((page) => ['---', '', page, ''])].join('\n').trimEnd()}\n`;
}
