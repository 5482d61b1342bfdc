/**
 * Lets the keyboard reach a table or a display formula that scrolls sideways
 * (WCAG 2.1.1), as a tab stop only while it does: on a phone a wide table or
 * formula scrolls in its own box, on a desktop most fit. Chromium and Firefox
 * make such a box focusable themselves; Safari does not.
 *
 * A ResizeObserver reports each box once it is laid out and again whenever
 * its size changes (the window turns or is resized), so the check reads sizes
 * the browser has just computed instead of forcing a layout. What a box holds
 * can grow without the box changing size, when KaTeX's fonts arrive, so the
 * boxes are observed afresh once the page's fonts have loaded. React renders
 * these elements without a tabindex and never sets one, so the one set here
 * stays until this module takes it away.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

const SCROLLING_BOXES = 'article table, article .katex-display';

const observer =
  ExecutionEnvironment.canUseDOM && typeof ResizeObserver === 'function'
    ? new ResizeObserver((entries) => {
        // All sizes are read before any attribute is set, so that no read waits on a new layout.
        const scrolling = entries.map(({target}) => target.scrollWidth > target.clientWidth + 1);
        entries.forEach(({target}, index) => {
          if (scrolling[index]) {
            target.setAttribute('tabindex', '0');
          } else {
            target.removeAttribute('tabindex');
          }
        });
      })
    : null;

function observeTheBoxes(): void {
  if (!observer) {
    return;
  }
  observer.disconnect();
  document.querySelectorAll(SCROLLING_BOXES).forEach((box) => {
    observer.observe(box);
  });
}

if (observer) {
  document.fonts.addEventListener('loadingdone', observeTheBoxes);
}

const scrollableRegions: ClientModule = {
  onRouteDidUpdate: observeTheBoxes,
};

export default scrollableRegions;
