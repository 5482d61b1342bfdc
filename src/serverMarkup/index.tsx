// The Markdown block elements that keep the server's markup while the page hydrates (./state.ts).
import type {ComponentPropsWithoutRef, ElementType, ReactElement, ReactNode} from 'react';
import {useKeptState} from './state';

function withoutChildren<Props extends {children?: ReactNode}>(
  props: Props,
): Omit<Props, 'children'> {
  const attributes: Props = {...props};
  delete attributes.children;
  return attributes;
}

type BlockTag = 'p' | 'ul' | 'ol' | 'table' | 'blockquote';

/**
 * A Markdown block element whose content stays the server's when it is first
 * rendered during hydration; otherwise `Normal` (by default the plain tag).
 * Its attributes are React's as usual.
 */
export function keptMarkdownBlock<Tag extends BlockTag>(
  tag: Tag,
  Normal?: (props: ComponentPropsWithoutRef<Tag>) => ReactNode,
): (props: ComponentPropsWithoutRef<Tag>) => ReactElement {
  const Element: ElementType = tag;
  function KeptMarkdownBlock(props: ComponentPropsWithoutRef<Tag>): ReactElement {
    const {keeps, keptRef} = useKeptState(true);
    if (!keeps) {
      return Normal ? <Normal {...props} /> : <Element {...props} />;
    }
    return (
      <Element
        {...withoutChildren(props)}
        ref={keptRef}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  }
  KeptMarkdownBlock.displayName = `KeptMarkdownBlock(${tag})`;
  return KeptMarkdownBlock;
}
