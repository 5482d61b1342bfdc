/**
 * What Docusaurus's client entry gets for `react` in the browser's bundle
 * (config/preact.ts): Preact's compatibility layer, with a transition that
 * starts in a task of its own. The entry hydrates the page inside
 * startTransition right after main.js has run; React 18 yielded there, Preact
 * would hydrate in the same long task.
 */
import React from 'preact/compat';

export default React;

export function startTransition(callback: () => void): void {
  setTimeout(callback, 0);
}
