/**
 * Taps that arrive between the first paint and hydration. Scripts start after
 * the first paint, so on a slow phone the page shows for a second or more
 * before React answers: the colour-mode toggle is disabled until then, and the
 * announcement's close button has no handler yet. A small inline script
 * (config/earlyTaps.ts puts it in every page's head) answers those two taps at
 * once and records them on <html>; once hydrated, the theme's wrappers
 * (src/theme/ColorModeToggle, src/theme/AnnouncementBar) hand each recorded tap
 * to the React state it belongs to, which stores it as usual.
 */
export const EARLY_TAPS = {
  colorModeButtonClass: 'color-mode-toggle',
  announcementCloseClass: 'announcement-bar-close',
  /** The colour mode chosen before hydration: `light` or `dark`. */
  colorModeAttribute: 'data-early-color-mode',
  /** Present when the announcement was closed before hydration. */
  announcementClosedAttribute: 'data-early-announcement-closed',
  /** Docusaurus's own attribute, which its stylesheet hides a dismissed bar by. */
  announcementDismissedAttribute: 'data-announcement-bar-initially-dismissed',
} as const;

/**
 * The inline script. The toggle is answered on `pointerup`, since a disabled
 * button gets no click; once React has enabled it, React answers. The close
 * button is answered until Docusaurus marks the page hydrated.
 */
export function earlyTapScript(): string {
  const names = JSON.stringify(EARLY_TAPS);
  return `(function () {
  var names = ${names};
  var root = document.documentElement;
  function closest(event, className) {
    return event.target instanceof Element ? event.target.closest('.' + className) : null;
  }
  document.addEventListener('pointerup', function (event) {
    var toggle = closest(event, names.colorModeButtonClass);
    if (!toggle || !toggle.disabled) return;
    var mode = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    root.setAttribute('data-theme', mode);
    root.setAttribute(names.colorModeAttribute, mode);
  }, true);
  document.addEventListener('click', function (event) {
    if (root.getAttribute('data-has-hydrated') === 'true') return;
    if (!closest(event, names.announcementCloseClass)) return;
    root.setAttribute(names.announcementDismissedAttribute, 'true');
    root.setAttribute(names.announcementClosedAttribute, '');
  }, true);
})();`;
}

/** Removes and returns what an early tap recorded under `attribute`, or null. */
export function takeEarlyTap(attribute: string): string | null {
  const root = document.documentElement;
  const value = root.getAttribute(attribute);
  root.removeAttribute(attribute);
  return value;
}
