import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

/**
 * Maps the URL of every category page in a sidebar to the category's label.
 * The sidebar the browser receives is already translated, so these labels are
 * in the reader's language.
 */
export function categoryLabelsByHref(items: readonly PropSidebarItem[]): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (list: readonly PropSidebarItem[]): void => {
    for (const item of list) {
      if (item.type === 'category') {
        if (item.href) {
          labels.set(item.href, item.label);
        }
        visit(item.items);
      }
    }
  };
  visit(items);
  return labels;
}
