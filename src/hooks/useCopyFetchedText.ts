import {useEffect, useRef, useState} from 'react';

/** Copies the text of a file on this site, fetched when asked, to the clipboard. */
async function copyFetchedText(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) {
      throw new Error(`${url}: HTTP ${String(response.status)}`);
    }
    return response.text();
  });
  try {
    // Safari accepts a clipboard write only during the click itself, before the
    // download finishes, so it gets the text as a promise.
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/plain': text.then((content) => new Blob([content], {type: 'text/plain'})),
      }),
    ]);
  } catch {
    // Browsers without ClipboardItem, or without promises in it, take the text itself.
    await navigator.clipboard.writeText(await text);
  }
}

export type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/** How long "Copied" stays before the status clears. */
const COPIED_MESSAGE_MS = 4000;

/**
 * The state of a control that copies a file of this site, and the function
 * that starts the copy: `copied` clears itself after a few seconds, `failed`
 * stays until the next try.
 */
export function useCopyFetchedText(url: string): [CopyState, () => void] {
  const [state, setState] = useState<CopyState>('idle');
  const clearTimer = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(clearTimer.current);
    },
    [],
  );
  const copy = (): void => {
    window.clearTimeout(clearTimer.current);
    setState('copying');
    copyFetchedText(url).then(
      () => {
        setState('copied');
        clearTimer.current = window.setTimeout(() => {
          setState('idle');
        }, COPIED_MESSAGE_MS);
      },
      () => {
        setState('failed');
      },
    );
  };
  return [state, copy];
}
