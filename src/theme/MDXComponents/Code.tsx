// Replaces, not wraps, the theme's Code: the original imports the code block and with it Prism
// into the components every page loads; pages with fenced code import the code block themselves
// (plugins/code/codeBlocksAsImports.ts).
import type {ReactNode} from 'react';
import type {Props} from '@theme/MDXComponents/Code';

/**
 * Inline code, as the theme's CodeInline draws it, without a component of its own for each of the
 * hundreds a reference page has to hydrate. A fenced block here means a page compiled without the
 * remark plugin.
 */
export default function MDXCode(props: Props): ReactNode {
  if (typeof props.children !== 'string' || props.children.includes('\n')) {
    throw new Error(
      'A fenced code block reached the shared Markdown components: the page was compiled ' +
        'without plugins/code/codeBlocksAsImports (plugins/markdown.ts).',
    );
  }
  return <code {...props} />;
}
