/**
 * Keeps each rendered element's children pointing back at it, so an error
 * thrown while a part of the page renders again reaches the page's error
 * boundary ("This page crashed.").
 *
 * Preact finds the boundary by walking up from the component that threw, node
 * by node through each node's parent. When an element is rendered again
 * unchanged (the same element object, as `children` passed through a component
 * are), Preact keeps its children as they were, but they go on pointing at the
 * element's previous node; once a component above re-renders, Preact cuts that
 * previous node loose, and the walk ends there with no boundary found. A slice
 * (src/hydration) inside another re-renders exactly so, and its content then
 * failed without a word: the page stayed as the server wrote it while its
 * script had stopped. This hook points the children at the node being rendered,
 * as Preact already does itself when a component is rendered again unchanged.
 *
 * `__k` and `__` are Preact 10's names, in its published build, for a node's
 * children and parent (the tests in tests/e2e/failures.spec.ts fail should they change).
 */
import {options} from 'preact';

interface RenderedNode {
  __k?: (RenderedNode | null)[] | null;
  __?: RenderedNode | null;
}

const previousDiffed = options.diffed?.bind(options);

options.diffed = (vnode) => {
  const node = vnode as unknown as RenderedNode;
  const children = node.__k;
  if (children) {
    for (const child of children) {
      if (child) {
        child.__ = node;
      }
    }
  }
  previousDiffed?.(vnode);
};
