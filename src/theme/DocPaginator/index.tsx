// Wrapped: Docusaurus 3.6 names category links in the paginator before it translates the
// sidebar, so in Chinese they would read "Swap" instead of "兑换". Take the sidebar's label.
// Upstream: facebook/docusaurus#8118, fixed by #11794 (after 3.6.3); delete on upgrade.
import {useMemo, type ReactNode} from 'react';
import type {PropNavigationLink} from '@docusaurus/plugin-content-docs';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme-original/DocPaginator';
import type {Props} from '@theme/DocPaginator';
import {categoryLabelsByHref} from '@site/src/lib/sidebarLabels';

export default function DocPaginatorWrapper({previous, next, ...rest}: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const labels = useMemo(() => categoryLabelsByHref(sidebar?.items ?? []), [sidebar]);
  const relabel = (link: PropNavigationLink | undefined): PropNavigationLink | undefined => {
    const label = link && labels.get(link.permalink);
    return link && label ? {...link, title: label} : link;
  };
  return <DocPaginator {...rest} previous={relabel(previous)} next={relabel(next)} />;
}
