// The elements that keep the server's markup while the page hydrates (./state.ts).
import type {ComponentPropsWithoutRef, ElementType, ReactElement, ReactNode} from 'react';
import type {KeptBlockTag} from './blockTags';
import {useKeptState} from './state';

/**
 * The props but their children, which are not read: a compiled page builds a
 * kept block's children only when they are read (src/remark/childrenOnDemand.ts).
 */
function withoutChildren<Props extends object>(props: Props): Omit<Props, 'children'> {
  const attributes: Record<string, unknown> = {};
  for (const key of Object.keys(props)) {
    if (key !== 'children') {
      attributes[key] = props[key as keyof Props];
    }
  }
  return attributes as Omit<Props, 'children'>;
}

/** The inner HTML a kept element is given: none, so hydration leaves the server's in place. */
const SERVER_CONTENT = {__html: ''};

/**
 * The element of a component that keeps the server's markup (./state.ts): its
 * attributes as rendered, its content the server's. Markdown blocks, headings
 * (src/theme/MDXComponents/Heading.tsx) and code lines (src/theme/CodeBlock/Line)
 * render it while they keep.
 */
export function keptElement(
  tag: ElementType,
  attributes: object,
  keptRef: (element: Element | null) => void,
): ReactElement {
  const Tag = tag;
  return (
    <Tag
      {...attributes}
      ref={keptRef}
      dangerouslySetInnerHTML={SERVER_CONTENT}
      suppressHydrationWarning
    />
  );
}

/**
 * A Markdown block element whose content stays the server's when it is first
 * rendered during hydration; otherwise `Normal` (by default the plain tag).
 * Its attributes are React's as usual.
 */
export function keptMarkdownBlock<Tag extends KeptBlockTag>(
  tag: Tag,
  Normal?: (props: ComponentPropsWithoutRef<Tag>) => ReactNode,
): (props: ComponentPropsWithoutRef<Tag>) => ReactElement {
  const Element: ElementType = tag;
  function KeptMarkdownBlock(props: ComponentPropsWithoutRef<Tag>): ReactElement {
    const {keeps, keptRef} = useKeptState(true);
    if (!keeps) {
      return Normal ? <Normal {...props} /> : <Element {...props} />;
    }
    return keptElement(tag, withoutChildren(props), keptRef);
  }
  KeptMarkdownBlock.displayName = `KeptMarkdownBlock(${tag})`;
  return KeptMarkdownBlock;
}
