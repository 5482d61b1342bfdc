// Wrapped: a class the early-tap script finds the button by (src/lib/earlyTaps.ts).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import CloseButton from '@theme-original/AnnouncementBar/CloseButton';
import type {Props} from '@theme/AnnouncementBar/CloseButton';
import {EARLY_TAPS} from '@site/src/lib/earlyTaps';

export default function CloseButtonWrapper(props: Props): ReactNode {
  return (
    <CloseButton {...props} className={clsx(props.className, EARLY_TAPS.announcementCloseClass)} />
  );
}
