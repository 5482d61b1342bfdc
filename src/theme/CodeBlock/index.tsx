// Replaces the theme's CodeBlock, which re-mounts every block after hydration to repaint Prism's
// inline colours; ours are highlighted at build time and coloured by CSS, so the server's markup
// is already right, and each block hands its highlighted lines to src/prism.
import React, {isValidElement, useMemo, type ReactNode} from 'react';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {codeSizeStyle} from '../../prism/codeSize';
import {HighlightedCodeContext, type HighlightedCode} from '../../prism/highlightedCode';

interface Props extends ThemeProps {
  /** The code's lines as HTML, one per line of text (plugins/code/codeBlocksAsImports.ts). */
  highlighted?: string;
}

function asString(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

/** The code as the theme's code block passes it to `Highlight`: without the final line break. */
function highlightedCode(code: string, highlighted: string | undefined): HighlightedCode | null {
  if (highlighted === undefined) {
    return null;
  }
  const shownCode = code.replace(/\n$/, '');
  return {code: shownCode, lines: highlighted.split('\n'), style: codeSizeStyle(shownCode)};
}

export default function CodeBlock({children, highlighted, ...props}: Props): ReactNode {
  const content = asString(children);
  const code = typeof content === 'string' ? content : undefined;
  const highlightedBlock = useMemo(
    () => (code === undefined ? null : highlightedCode(code, highlighted)),
    [code, highlighted],
  );
  return code === undefined ? (
    <ElementContent {...props}>{content}</ElementContent>
  ) : (
    <HighlightedCodeContext.Provider value={highlightedBlock}>
      <StringContent {...props}>{code}</StringContent>
    </HighlightedCodeContext.Provider>
  );
}
