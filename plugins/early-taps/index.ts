import type {Plugin, PluginConfig} from '@docusaurus/types';
import {earlyTapScript} from '../src/lib/earlyTaps';

/** Puts the early-tap script (src/lib/earlyTaps.ts) in the head of every page. */
function earlyTaps(): Plugin {
  return {
    name: 'oxbow-early-taps',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: earlyTapScript()}]};
    },
  };
}

export const earlyTapsPlugin: PluginConfig = earlyTaps;
