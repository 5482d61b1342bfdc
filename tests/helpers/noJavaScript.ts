/** What every doc shows without JavaScript: shared by the build check and the browser test. */
export const SECTIONS = {
  en: ['Learn', 'Developers', 'SDK'],
  zh: ['学习', '开发者', 'SDK'],
} as const;

export const NAVBAR_NAME = {en: 'Main', zh: '主导航'} as const;

/** The doc pages: the three sections and the generated category indexes, in either locale. */
export const isDoc = (path: string): boolean =>
  /^(\/zh)?\/(study|contract|sdk|category)\//.test(path);
