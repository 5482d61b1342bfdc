// Replaces theme-common's useWindowSize (private seam 9, decisions/private-seams.md): the same
// hook, but the switch from "ssr" to the real size, right after hydration, is a transition.
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint between the mobile and the desktop layout, as the theme's hook has it. */
const DESKTOP_BREAKPOINT = 996;

/**
 * "ssr" until hydrated (the server renders both layouts, CSS shows one), then the window's size.
 * The theme sets the size in an effect at default priority, which React renders unsliced: on a
 * phone that was one task of about 39 ms at full speed right after hydration, the docs sidebar,
 * the table of contents and every navbar item rendering again. In a transition React renders it
 * in slices that give way to input; nothing on the screen changes, since CSS already hid the
 * desktop parts.
 */
export function useWindowSize({
  desktopBreakpoint = DESKTOP_BREAKPOINT,
}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    function updateWindowSize(): void {
      const size = window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
      startTransition(() => {
        setWindowSize(size);
      });
    }
    updateWindowSize();
    window.addEventListener('resize', updateWindowSize);
    return () => {
      window.removeEventListener('resize', updateWindowSize);
    };
  }, [desktopBreakpoint]);
  return windowSize;
}
