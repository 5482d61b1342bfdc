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
import {useEffect, useMemo, useSyncExternalStore, type CSSProperties, type ReactNode} from 'react';
import {tokenize as tokenizeAtOnce} from '@oxbow/prism-grammar-at-once';
import clsx from 'clsx';
import {linesOfTokens, type CodeToken} from '../lib/prismTokens';
import {prefetchChunk} from '../prefetch';
import {KeptCodeLines, useKeptState} from '../serverMarkup/state';

type Tokenize = (code: string, language: string) => CodeToken[][];

/**
 * Prism, once loaded (at once on the server; in the browser, see
 * src/prism/grammar.ts), with the blocks waiting for it: when it arrives,
 * every block that showed its lines plain renders them again, coloured.
 */
let tokenizer: Tokenize | null = tokenizeAtOnce;
let loading: Promise<void> | null = null;
const waitingBlocks = new Set<() => void>();

function waitForGrammar(onArrival: () => void): () => void {
  waitingBlocks.add(onArrival);
  return () => {
    waitingBlocks.delete(onArrival);
  };
}

function currentTokenizer(): Tokenize | null {
  return tokenizer;
}

function loadGrammar(): void {
  loading ??= import(/* webpackChunkName: "prism" */ './grammar').then(
    (grammar) => {
      tokenizer = grammar.tokenize;
      for (const onArrival of waitingBlocks) {
        onArrival();
      }
    },
    () => {
      // Offline for a moment: the blocks stay plain, and the download is tried again once the
      // browser is back online or the next block needs it.
      loading = null;
      window.addEventListener('online', loadGrammar, {once: true});
    },
  );
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
  const current = useSyncExternalStore(waitForGrammar, currentTokenizer, currentTokenizer);
  const tokens = useMemo(
    () => (kept.keeps || current === null ? linesOfTokens(code) : current(code, language)),
    [kept.keeps, current, code, language],
  );
  useEffect(() => {
    if (current !== null) {
      return;
    }
    if (kept.keeps) {
      // The next page with code, opened within the app, will need Prism.
      prefetchChunk('prism-core');
      prefetchChunk('prism');
    } else {
      loadGrammar();
    }
  }, [kept.keeps, current]);
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
