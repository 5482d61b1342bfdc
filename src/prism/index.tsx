/**
 * Stands in for prism-react-renderer in the site bundle (aliased in
 * config/prism.ts). prism-react-renderer ships Prism with some twenty
 * languages, 150 KB that every page downloaded because the theme registers
 * languages at start-up; we load Prism's core and the six languages our pages
 * use. Tokens carry classes only, no inline colours: the colours come from CSS
 * per colour mode, so the server's markup is right in both modes and the
 * theme no longer has to re-render every code block after hydration.
 */
import './manual';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-solidity';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import {createElement, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {linesOfTokens, type CodeToken} from '../lib/prismTokens';
import {KeptCodeLines, useKeptState} from '../serverMarkup/state';

export {Prism};

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

export function tokenize(code: string, language: string): CodeToken[][] {
  const grammar = Prism.languages[language];
  const stream = grammar ? Prism.tokenize(code, grammar) : code;
  return linesOfTokens(stream);
}

/**
 * A block first rendered during hydration keeps the server's tokens: its lines
 * are only counted here (src/serverMarkup), and tokenized should it ever have
 * to render them itself.
 */
export function Highlight({code, language, children}: HighlightProps): ReactNode {
  const kept = useKeptState(false);
  const tokens = useMemo(
    () => (kept.keeps ? linesOfTokens(code) : tokenize(code, language)),
    [kept.keeps, code, language],
  );
  // Without JSX: the unit tests import this module through a compiler that leaves JSX alone.
  return createElement(
    KeptCodeLines.Provider,
    {value: kept},
    children({
      className: `prism-code language-${language}`,
      style: NO_STYLE,
      tokens,
      getLineProps,
      getTokenProps,
    }),
  );
}
