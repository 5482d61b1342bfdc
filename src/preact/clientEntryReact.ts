/**
 * What Docusaurus's client entry gets for `react` in the browser's bundle
 * (config/preact.ts): Preact's compatibility layer, with a transition that
 * starts in a task of its own. The entry hydrates the page inside
 * startTransition right after main.js has run; React 18 yielded there, Preact
 * would hydrate in the same long task. It also installs a repair of Preact's
 * parent pointers (./parentPointers.ts) before anything renders.
 */
import React from 'preact/compat';
import './parentPointers';

export default React;

export function startTransition(callback: () => void): void {
  setTimeout(callback, 0);
}
