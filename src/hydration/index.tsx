/**
 * Hydration in slices. The browser runs Preact (README, "Decisions"), which
 * hydrates a page in one task, where React 18 yielded to the browser every few
 * milliseconds; on a slow phone that one task blocked input for 100–300 ms.
 * A slice is a part of the page whose hydration waits for a task of its own:
 * its content suspends once during hydration, Preact keeps the server's markup
 * in place and resumes hydrating it when the promise resolves. The server
 * (React) renders a slice as its children alone, so the markup is the same.
 *
 * A slice must render exactly one element at its top: Preact keeps only the
 * first node of a subtree that suspends while hydrating.
 *
 * While slices wait, <html> carries `data-hydrating-slices`; once the last
 * has hydrated, so has the page, and the kept markup (src/serverMarkup) is
 * told so.
 */
import {Suspense, useLayoutEffect, useState, type ReactNode} from 'react';
import {endOfHydration, isHydrating} from '@site/src/serverMarkup/state';

const WAITING_ATTRIBUTE = 'data-hydrating-slices';

/**
 * One slice on the page, known by identity. It lives in the state of the
 * component above the Suspense boundary, which does not suspend, so the
 * content finds it again when Preact resumes and does not wait a second time.
 */
type Slice = object;

/** The slices that have waited once; none waits twice. */
const waited = new WeakSet();
/** The slices still waiting, neither hydrated nor gone. */
const pending = new Set<Slice>();

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/** Ends the page's hydration (src/serverMarkup) once no slice is waiting. */
export function endHydrationWhenNoSliceWaits(): void {
  if (pending.size > 0 || !isHydrating()) {
    return;
  }
  document.documentElement.removeAttribute(WAITING_ATTRIBUTE);
  endOfHydration();
}

function done(slice: Slice): void {
  if (pending.delete(slice)) {
    endHydrationWhenNoSliceWaits();
  }
}

function WaitForOwnTask({slice, children}: {slice: Slice; children: ReactNode}): ReactNode {
  if (isHydrating() && !waited.has(slice)) {
    waited.add(slice);
    if (pending.size === 0) {
      document.documentElement.setAttribute(WAITING_ATTRIBUTE, '');
    }
    pending.add(slice);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- how a component suspends
    throw nextTask();
  }
  return <Hydrated slice={slice}>{children}</Hydrated>;
}

function Hydrated({slice, children}: {slice: Slice; children: ReactNode}): ReactNode {
  useLayoutEffect(() => {
    done(slice);
  }, [slice]);
  return children;
}

export function HydrationSlice({children}: {children: ReactNode}): ReactNode {
  const [slice] = useState<Slice>(() => ({}));
  // A slice left (the reader moved on) before it hydrated no longer holds the others' end.
  useLayoutEffect(
    () => () => {
      done(slice);
    },
    [slice],
  );
  if (typeof document === 'undefined') {
    return children;
  }
  return (
    <Suspense fallback={null}>
      <WaitForOwnTask slice={slice}>{children}</WaitForOwnTask>
    </Suspense>
  );
}
