// Stands in for @docusaurus/theme-common's utils/reactUtils (swapped in by config/themeCommon.ts).
// Its useShallowMemoObject orders keys with localeCompare, and the first localeCompare a page runs
// builds the browser's collator: about 15 ms (60 ms on a slow phone) inside hydration, on every
// doc page (the mobile sidebar and every code block's word-wrap observer call it). Object keys
// need code-unit order, not a language's; the other hooks are the original ones.
import {useMemo} from 'react';

export {
  ReactContextError,
  composeProviders,
  useEvent,
  usePrevious,
} from '@oxbow/theme-common-react-utils';

function byKey([a]: [string, unknown], [b]: [string, unknown]): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** The same object as the last render's while its keys and values are the same. */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj).sort(byKey);
  return useMemo(() => obj, deps.flat());
}
