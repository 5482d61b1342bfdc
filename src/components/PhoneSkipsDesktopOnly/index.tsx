import type {ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Docusaurus's desktop breakpoint: useWindowSize calls a window wider than
 * 996 px a desktop, and Infima's media queries agree.
 */
const DESKTOP_MIN_WIDTH = 997;

/**
 * The server renders the desktop sidebar and table of contents for every
 * screen, and on a phone the browser hides them with CSS. Docusaurus then
 * hydrates both, components, effects and scroll listeners included, only to
 * unmount them one effect later, when useWindowSize finds the phone. On a
 * phone this renders a div that keeps the server's markup (React leaves an
 * element's children alone when its inner HTML is set) instead of the
 * desktop-only component.
 */
export default function PhoneSkipsDesktopOnly({children}: {children: ReactNode}): ReactNode {
  if (ExecutionEnvironment.canUseDOM && window.innerWidth < DESKTOP_MIN_WIDTH) {
    return <div dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return children;
}
