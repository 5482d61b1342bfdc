/**
 * Taps that arrive between the first paint and hydration. Scripts start after
 * the first paint, so on a slow phone the page shows for a second or more
 * before React answers: the colour-mode toggle is disabled until then, and the
 * announcement's close button has no handler yet. A small inline script
 * (plugins/early-taps puts it in every page's head) answers those two taps at
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

/** Removes and returns what an early tap recorded under `attribute`, or null. */
export function takeEarlyTap(attribute: string): string | null {
  const root = document.documentElement;
  const value = root.getAttribute(attribute);
  root.removeAttribute(attribute);
  return value;
}
