// Replaces the theme's CodeBlock, which re-mounts every block after hydration to repaint Prism's
// inline colours; ours are highlighted at build time and coloured by CSS, so the server's markup
// is already right, and each block hands its highlighted lines to src/prism.
import React, {isValidElement, useMemo, type ReactNode} from 'react';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {codeSizeStyle} from '../../prism/codeSize';
import {HighlightedCodeContext, type HighlightedCode} from '../../prism/highlightedCode';
import {textOfHtml} from '../../lib/htmlText';

interface Props extends ThemeProps {
  /** The code's lines as HTML, one per line of text, in place of the code (plugins/code). */
  highlighted?: string;
}

function asString(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

/** A block's code, read back from its lines of highlighted HTML, and the room it takes. */
function highlightedCode(highlighted: string): HighlightedCode {
  const lines = highlighted.split('\n');
  const code = lines.map(textOfHtml).join('\n');
  return {code, lines, style: codeSizeStyle(code)};
}

export default function CodeBlock({children, highlighted, ...props}: Props): ReactNode {
  const highlightedBlock = useMemo(
    () => (highlighted === undefined ? null : highlightedCode(highlighted)),
    [highlighted],
  );
  // With the line break that ends a fenced block's text, which the theme's block takes off.
  const content = highlightedBlock === null ? asString(children) : `${highlightedBlock.code}\n`;
  return typeof content === 'string' ? (
    <HighlightedCodeContext.Provider value={highlightedBlock}>
      <StringContent {...props}>{content}</StringContent>
    </HighlightedCodeContext.Provider>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
