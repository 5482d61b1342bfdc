/**
 * Stands in for prism-react-renderer in the site bundle (aliased in
 * config/prism.ts). prism-react-renderer ships Prism with some twenty
 * languages, 150 KB that every page downloaded because the theme registers
 * languages at start-up; we load Prism's core and the six languages our pages
 * use (src/prism/grammar.ts), and in the browser only when a block renders
 * its own lines. Tokens carry classes only, no inline colours: the colours
 * come from CSS per colour mode, so the server's markup is right in both modes
 * and the theme no longer has to re-render every code block after hydration.
 */
import {useEffect, useMemo, useReducer, type CSSProperties, type ReactNode} from 'react';
import {tokenize as tokenizeAtOnce} from '@oxbow/prism-grammar-at-once';
import clsx from 'clsx';
import {linesOfTokens, type CodeToken} from '../lib/prismTokens';
import {prefetchChunk} from '../prefetch';
import {KeptCodeLines, useKeptState} from '../serverMarkup/state';

type Tokenize = (code: string, language: string) => CodeToken[][];

/** Prism, once loaded (at once on the server; in the browser, see src/prism/grammar.ts). */
let tokenizer: Tokenize | null = tokenizeAtOnce;
let loading: Promise<void> | null = null;

function loadGrammar(): Promise<void> {
  loading ??= import(/* webpackChunkName: "prism" */ './grammar').then(
    (grammar) => {
      tokenizer = grammar.tokenize;
    },
    (error: unknown) => {
      // A failed download (offline for a moment) is tried again by the next block.
      loading = null;
      throw error;
    },
  );
  return loading;
}

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

/**
 * A block first rendered during hydration keeps the server's tokens: its lines
 * are only counted here (src/serverMarkup), and tokenized should it ever have
 * to render them itself. A block that renders its lines before Prism has
 * arrived (in the browser, the first code opened within the app, unless the
 * prefetched grammar is already there) shows them plain for that moment, in
 * the same layout, and coloured as soon as Prism is loaded.
 */
export function Highlight({code, language, children}: HighlightProps): ReactNode {
  const kept = useKeptState(false);
  const [, grammarArrived] = useReducer((arrivals: number) => arrivals + 1, 0);
  const current = tokenizer;
  const tokens = useMemo(
    () => (kept.keeps || current === null ? linesOfTokens(code) : current(code, language)),
    [kept.keeps, current, code, language],
  );
  const needsGrammar = !kept.keeps && current === null;
  useEffect(() => {
    if (kept.keeps && current === null) {
      // The next page with code, opened within the app, will need Prism.
      prefetchChunk('prism-core');
      prefetchChunk('prism');
    }
    if (!needsGrammar) {
      return undefined;
    }
    let mounted = true;
    loadGrammar().then(
      () => {
        if (mounted) {
          grammarArrived();
        }
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [kept.keeps, current, needsGrammar]);
  return (
    <KeptCodeLines.Provider value={kept}>
      {children({
        className: `prism-code language-${language}`,
        style: NO_STYLE,
        tokens,
        getLineProps,
        getTokenProps,
      })}
    </KeptCodeLines.Provider>
  );
}
