import {docRoute, listDocFiles} from './docs';
import {LATIN_TERMS_ALLOWED_IN_CHINESE} from '../../plugins/shared/englishWords';
import {DOCS_DIR} from './paths';

/** The site chrome: everything on a page that is not the article itself. */
export const CHROME_SELECTORS: readonly string[] = [
  'nav.navbar',
  'footer',
  '[role="banner"]',
  'aside.theme-doc-sidebar-container',
  'nav.theme-doc-breadcrumbs',
  'nav.pagination-nav',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.oxbow-doc-tools',
  '.oxbow-translation-notice',
];

/** Attributes whose text a reader meets through assistive technology or tooltips. */
export const LABEL_ATTRIBUTES: readonly string[] = ['aria-label', 'title', 'placeholder', 'alt'];

/** Code names (SDK classes, contracts) that rightly appear in Latin script in the Chinese UI. */
const CODE_NAMES: readonly string[] = [
  ...listDocFiles(DOCS_DIR)
    .map(docRoute)
    .filter((route) => /\/(reference|technical-reference)\//.test(route))
    .map((route) => route.split('/').pop() ?? '')
    .filter((name) => /^[A-Z]/.test(name)),
  'Pair',
  'Route',
  'Trade',
];

/** The language menu names each language in that language. */
const LANGUAGE_NAMES: readonly string[] = ['English'];

export const LATIN_ALLOWED_IN_CHINESE_CHROME: readonly string[] = [
  ...LATIN_TERMS_ALLOWED_IN_CHINESE,
  ...CODE_NAMES,
  ...LANGUAGE_NAMES,
];
