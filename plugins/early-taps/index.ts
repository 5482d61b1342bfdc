import type {Plugin, PluginConfig} from '@docusaurus/types';
import {EARLY_TAPS} from '../../src/lib/earlyTaps';

/**
 * The inline script. The toggle is answered on `pointerup`, since a disabled
 * button gets no click; once React has enabled it, React answers. The close
 * button is answered until Docusaurus marks the page hydrated.
 */
function earlyTapScript(): string {
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

/** Puts the early-tap script in the head of every page (why: src/lib/earlyTaps.ts). */
function earlyTaps(): Plugin {
  return {
    name: 'oxbow-early-taps',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: earlyTapScript()}]};
    },
  };
}

export const earlyTapsPlugin: PluginConfig = earlyTaps;
