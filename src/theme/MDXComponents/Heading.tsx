// Wrapped: a heading of the Markdown keeps the server's markup while the page hydrates, as its
// paragraphs do (src/serverMarkup): a long reference page has some forty, each a heading and an
// anchor link to hydrate, and the anchor is a plain link to a place on the page.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import MDXHeading from '@theme-original/MDXComponents/Heading';
import type {Props} from '@theme/MDXComponents/Heading';
import {keptElement} from '@site/src/serverMarkup';
import {useKeptState} from '@site/src/serverMarkup/state';
// The theme heading's own stylesheet, for the same classes on a kept heading as on the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/Heading/styles.module.css';

export default function KeptHeading(props: Props): ReactNode {
  const {keeps, keptRef} = useKeptState(true);
  const {
    navbar: {hideOnScroll},
  } = useThemeConfig();
  const {as: Tag, id, className} = props;
  if (!keeps || Tag === 'h1' || id === undefined) {
    return <MDXHeading {...props} />;
  }
  const anchorClass = hideOnScroll
    ? styles.anchorWithHideOnScrollNavbar
    : styles.anchorWithStickyNavbar;
  return keptElement(Tag, {id, className: clsx('anchor', anchorClass, className)}, keptRef);
}
