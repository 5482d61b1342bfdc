import type {Plugin, PluginConfig} from '@docusaurus/types';

/** After minification and content hashing (webpack's PROCESS_ASSETS_STAGE_REPORT), so it stays. */
const AFTER_MINIFICATION = 5000;

/**
 * Marks the entry scripts (runtime and main: React, the router, Docusaurus's
 * client) with V8's explicit compile hint. Nearly every function in them runs
 * while the page starts, and V8 compiles a function lazily, on the main
 * thread, the first time it is called; with the hint, Chromium 136 and later
 * compile the whole file on a background thread while it downloads. Other
 * browsers read a comment.
 */
function compileHints(): Plugin {
  return {
    name: 'oxbow-compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        return {};
      }
      return {
        plugins: [
          new currentBundler.instance.BannerPlugin({
            banner: '//# allFunctionsCalledOnLoad',
            raw: true,
            entryOnly: true,
            test: /\.js$/,
            stage: AFTER_MINIFICATION,
          }),
        ],
      };
    },
  };
}

export const compileHintsPlugin: PluginConfig = compileHints;
