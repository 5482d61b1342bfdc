// Wrapped: paragraphs, lists, tables and quotes keep the server's markup while the page hydrates
// instead of being hydrated node by node (src/serverMarkup). Fenced code does not come through
// here: the pages that have it import the code block themselves (./MDXComponents/Code).
import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import {keptMarkdownBlock} from '@site/src/serverMarkup';

// The alias types every original as a component; this one is the theme's object of components.
const original = MDXComponents as unknown as Record<string, unknown> & {
  ul: (props: ComponentProps<'ul'>) => ReactNode;
};

export default {
  ...original,
  p: keptMarkdownBlock('p'),
  ul: keptMarkdownBlock('ul', original.ul),
  ol: keptMarkdownBlock('ol'),
  table: keptMarkdownBlock('table'),
  blockquote: keptMarkdownBlock('blockquote'),
};
