// Wrapped: a tap shows the chosen mode on the toggle at once, and the page follows after that frame
// is painted (restyling a long page costs a slow phone 200–300 ms); mounted again once the page has
// hydrated, so its label names the mode the page shows; given a tap that came before hydration.
import {useCallback, useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {ColorMode} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {EARLY_TAPS, takeEarlyTap} from '@site/src/lib/earlyTaps';

/**
 * Runs `callback` in a task after the next frame has been painted, or after 100 ms where no frame
 * comes (a tab in the background, which still stores the choice for the reader's other tabs).
 */
function afterNextPaint(callback: () => void): void {
  let done = false;
  const once = (): void => {
    if (!done) {
      done = true;
      callback();
    }
  };
  requestAnimationFrame(() => {
    setTimeout(once, 0);
  });
  setTimeout(once, 100);
}

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {value, onChange} = props;
  // The mode the reader chose, until the page shows it.
  const [chosen, setChosen] = useState<ColorMode | null>(null);
  const choose = useCallback(
    (mode: ColorMode) => {
      setChosen(mode);
      afterNextPaint(() => {
        onChange(mode);
        setChosen(null);
      });
    },
    [onChange],
  );
  // Hydration kept the server's markup, written for the default mode: the page may show another.
  useEffect(() => {
    // src/lib/earlyTaps.ts: stored from here, also when the page already shows it.
    const early = takeEarlyTap(EARLY_TAPS.colorModeAttribute);
    if (early === 'light' || early === 'dark') {
      onChange(early);
    }
  }, [onChange]);
  return (
    <ColorModeToggle
      key={String(isBrowser)}
      {...props}
      value={chosen ?? value}
      onChange={choose}
      buttonClassName={clsx(props.buttonClassName, EARLY_TAPS.colorModeButtonClass)}
    />
  );
}
