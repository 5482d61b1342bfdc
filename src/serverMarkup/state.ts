/**
 * Markdown that keeps the server's markup while the page hydrates.
 *
 * The text of a doc (paragraphs, lists, tables, quotes, the lines of code
 * samples) does nothing in the browser but show itself, yet React hydrated it
 * node by node: on a long reference page thousands of elements, each link with
 * its own observer, all in the long tasks a phone spends between showing the
 * page and answering a tap. During the first render of a page served as HTML,
 * these blocks render as their own element with an empty inner HTML, which
 * React leaves alone, so the server's markup stays exactly as it was and
 * nothing inside it is hydrated. Pages reached later in the session render
 * normally. What a link inside kept markup does (navigate within the app,
 * prefetch, preload) is done by one listener for the whole page (./links.ts).
 *
 * This module holds the state; ./index.tsx the Markdown elements, and the
 * code highlighter (src/prism) and src/theme/CodeBlock/Line the code lines.
 */
import {createContext, useCallback, useContext, useMemo, useState} from 'react';

/**
 * True from the first script until React has committed the page the server
 * rendered; false on the server and where the page starts empty (the
 * development server renders in the browser only).
 */
let hydrating =
  typeof document !== 'undefined' &&
  (document.getElementById('__docusaurus')?.hasChildNodes() ?? false);

/** Called once the first commit is done (src/theme/Root); later renders are of new pages. */
export function endOfHydration(): void {
  hydrating = false;
}

const keptElements = new Set<Element>();

/** Whether `node` lies inside markup kept from the server, which React does not manage. */
export function isInKeptMarkup(node: Element): boolean {
  for (let element: Element | null = node; element; element = element.parentElement) {
    if (keptElements.has(element)) {
      return true;
    }
  }
  return false;
}

/** The kept elements still on the page (those of a page left behind are forgotten). */
export function keptMarkupRoots(): Element[] {
  for (const element of keptElements) {
    if (!element.isConnected) {
      keptElements.delete(element);
    }
  }
  return [...keptElements];
}

/**
 * Whether a component keeps the server's markup, and the ref for its element.
 * Should React have rendered the element from scratch after all (it does so
 * for the whole page when hydration fails), it arrives empty: then the
 * component renders its content itself, before the browser paints (a code
 * block's lines plain until Prism has loaded, src/prism). Elements
 * that can hold links are remembered for ./links.ts.
 */
export interface KeptState {
  keeps: boolean;
  keptRef: (element: Element | null) => void;
}

export function useKeptState(holdsLinks: boolean): KeptState {
  const [keeps, setKeeps] = useState(() => hydrating);
  const keptRef = useCallback(
    (element: Element | null) => {
      if (element === null) {
        return;
      }
      if (element.firstChild === null) {
        setKeeps(false);
      } else if (holdsLinks) {
        keptElements.add(element);
      }
    },
    [holdsLinks],
  );
  return useMemo(() => ({keeps, keptRef}), [keeps, keptRef]);
}

/**
 * What a code block's highlighter (src/prism, with `useKeptState(false)`) tells
 * its lines: whether they keep the server's tokens, and where a line that
 * arrived empty reports it.
 */
export const KeptCodeLines = createContext<KeptState>({
  keeps: false,
  keptRef: () => undefined,
});

export function useKeptCodeLines(): KeptState {
  return useContext(KeptCodeLines);
}
