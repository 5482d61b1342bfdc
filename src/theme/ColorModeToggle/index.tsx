// Wrapped: mounted again once the page has hydrated, so that its label and pressed state name the
// mode the page shows (hydration keeps the server's attributes, written for the default mode), and
// given a tap that came before hydration (src/lib/earlyTaps.ts).
import {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {EARLY_TAPS, takeEarlyTap} from '@site/src/lib/earlyTaps';

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {onChange} = props;
  useEffect(() => {
    const early = takeEarlyTap(EARLY_TAPS.colorModeAttribute);
    // Also when the page already shows it: the choice is stored from here.
    if (early === 'light' || early === 'dark') {
      onChange(early);
    }
  }, [onChange]);
  return (
    <ColorModeToggle
      key={String(isBrowser)}
      {...props}
      buttonClassName={clsx(props.buttonClassName, EARLY_TAPS.colorModeButtonClass)}
    />
  );
}
