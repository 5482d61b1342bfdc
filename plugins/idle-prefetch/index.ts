import type {PluginConfig} from '@docusaurus/types';
import {importReplacementPlugin, sitePath} from '../shared/importReplacement';

/**
 * Puts src/prefetch in place of the object Docusaurus's client entry mounts
 * on window.docusaurus, so that link prefetching waits for idle time (see that
 * file for what it keeps and what it changes).
 */
export const idlePrefetchPlugin: PluginConfig = () =>
  importReplacementPlugin('oxbow-idle-prefetch', {
    request: /^\.\/docusaurus$/,
    importer: /@docusaurus[\\/]core[\\/]lib[\\/]client$/,
    replacement: sitePath('prefetch', 'index.ts'),
  });
