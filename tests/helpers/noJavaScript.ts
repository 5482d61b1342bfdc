/** What every doc shows without JavaScript: shared by the build check and the browser test. */
export const SECTIONS = {
  en: ['Learn', 'Developers', 'SDK'],
  zh: ['学习', '开发者', 'SDK'],
} as const;

export const NAVBAR_NAME = {en: 'Main', zh: '主导航'} as const;

/** The doc pages: the three sections and the generated category indexes, in either locale. */
export const isDoc = (path: string): boolean =>
  /^(\/zh)?\/(study|contract|sdk|category)\//.test(path);

/** What one page holds for a reader whose browser runs no script. */
export interface PageWithoutScripts {
  heading: boolean;
  textLength: number;
  sidebar: boolean;
  sidebarLinks: number;
  currentInSidebar: boolean;
  navbarSections: readonly string[];
}

/** What a doc lacks without JavaScript, each problem named with the page's path. */
export function missingWithoutScripts(
  pagePath: string,
  seen: PageWithoutScripts,
  locale: keyof typeof SECTIONS,
): string[] {
  return [
    !seen.heading && 'no h1',
    // A page that needs JavaScript for its content would show its title and little else.
    seen.textLength <= 60 && `${String(seen.textLength)} characters of text`,
    !seen.sidebar && 'no sidebar',
    seen.sidebarLinks < 2 && `${String(seen.sidebarLinks)} sidebar links`,
    !seen.currentInSidebar && 'not marked in the sidebar',
    !SECTIONS[locale].every((label) => seen.navbarSections.includes(label)) &&
      `navbar ${seen.navbarSections.join(', ')}`,
  ]
    .filter((problem) => problem !== false)
    .map((problem) => `${pagePath}: ${problem}`);
}
