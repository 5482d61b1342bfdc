/**
 * Stands in for prism-react-renderer in the site bundle (aliased in
 * plugins/code/index.ts). prism-react-renderer ships Prism with some twenty
 * languages, which every page downloaded because the theme registers
 * languages at start-up; we load Prism's core and the six languages our pages
 * use (src/prism/grammar.ts) with the code block. Tokens carry classes only, no
 * inline colours: the colours come from CSS per colour mode, so the server's
 * markup is right in both modes and the theme no longer has to re-render every
 * code block after hydration.
 */
import {useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {CodeToken} from '../lib/prismTokens';
import {tokenize} from './grammar';

interface LineInput {
  line: CodeToken[];
  className?: string;
}

interface TokenInput {
  token: CodeToken;
  className?: string;
}

export interface RenderProps {
  className: string;
  style: CSSProperties;
  tokens: CodeToken[][];
  getLineProps: (input: LineInput) => {className: string};
  getTokenProps: (input: TokenInput) => {className: string; children: string};
}

interface HighlightProps {
  code: string;
  language: string;
  theme?: unknown;
  children: (props: RenderProps) => ReactNode;
}

const NO_STYLE: CSSProperties = {};

function getLineProps({className}: LineInput): {className: string} {
  return {className: clsx('token-line', className)};
}

function getTokenProps({token, className}: TokenInput): {className: string; children: string} {
  return {className: clsx('token', ...token.types, className), children: token.content};
}

export function Highlight({code, language, children}: HighlightProps): ReactNode {
  const tokens = useMemo(() => tokenize(code, language), [code, language]);
  return children({
    className: `prism-code language-${language}`,
    style: NO_STYLE,
    tokens,
    getLineProps,
    getTokenProps,
  });
}
