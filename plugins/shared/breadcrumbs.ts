import type {CheerioAPI} from 'cheerio';

/**
 * Where a built page sits, as its breadcrumbs say in its language, less the
 * page itself: what a search result shows under its title, for a page of the
 * index and for a row of a contract's ABI table alike.
 */
export function breadcrumbsOf($: CheerioAPI): string[] {
  return $('.theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active)')
    .map((_index, crumb) => $(crumb).text().trim())
    .get()
    .filter((crumb) => crumb !== '');
}
