// Wrapped: paragraphs, lists, tables and quotes keep the server's markup while the page hydrates
// instead of being hydrated node by node (src/serverMarkup), and a doc's sections hydrate one by
// one (./MDXComponents/Section.tsx). Fenced code does not come through here: the pages that have
// it import the code block themselves (./MDXComponents/Code).
import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import {keptMarkdownBlock} from '@site/src/serverMarkup';
import type {KeptBlockTag} from '@site/src/serverMarkup/blockTags';
import Section from './MDXComponents/Section';

// The alias types every original as a component; this one is the theme's object of components.
const original = MDXComponents as unknown as Record<string, unknown> & {
  ul: (props: ComponentProps<'ul'>) => ReactNode;
};

const keptBlocks: Record<KeptBlockTag, unknown> = {
  p: keptMarkdownBlock('p'),
  ul: keptMarkdownBlock('ul', original.ul),
  ol: keptMarkdownBlock('ol'),
  table: keptMarkdownBlock('table'),
  blockquote: keptMarkdownBlock('blockquote'),
};

export default {...original, ...keptBlocks, section: Section};
