/**
 * Stands in for prism-react-renderer in the site bundle (aliased in
 * plugins/code/index.ts). prism-react-renderer ships Prism with some twenty
 * languages and tokenises every sample while the page hydrates, one element
 * per token. Our pages' code is highlighted when they are compiled
 * (plugins/code/highlight.ts): here each line gets its HTML as it is, so React
 * hydrates three elements per line (the line, its HTML, the line break) however
 * many tokens it has; tokens carry classes, no inline colours, which come from
 * CSS per colour mode.
 */
import {useContext, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {HighlightedCodeContext} from './highlightedCode';

/** A line as the theme's code block hands it back to us: one token, the line's HTML. */
interface LineToken {
  content: string;
}

interface LineInput {
  className?: string;
}

interface TokenInput {
  token: LineToken;
}

interface TokenProps {
  dangerouslySetInnerHTML: {__html: string};
}

export interface RenderProps {
  className: string;
  style: CSSProperties;
  tokens: LineToken[][];
  getLineProps: (input: LineInput) => {className: string};
  getTokenProps: (input: TokenInput) => TokenProps;
}

interface HighlightProps {
  code: string;
  language: string;
  theme?: unknown;
  children: (props: RenderProps) => ReactNode;
}

function getLineProps({className}: LineInput): {className: string} {
  return {className: clsx('token-line', className)};
}

function getTokenProps({token}: TokenInput): TokenProps {
  return {dangerouslySetInnerHTML: {__html: token.content}};
}

export function Highlight({code, language, children}: HighlightProps): ReactNode {
  const highlighted = useContext(HighlightedCodeContext);
  if (highlighted?.code !== code) {
    throw new Error(
      'A code block reached the theme without its build-time highlighting, or its code ' +
        'changed on the way (a magic comment such as "highlight-next-line"? Mark lines ' +
        'in the meta line instead: {3,5-7}). Write code as a fenced block.',
    );
  }
  return children({
    className: `prism-code language-${language}`,
    style: highlighted.style,
    tokens: highlighted.lines.map((line) => [{content: line}]),
    getLineProps,
    getTokenProps,
  });
}
