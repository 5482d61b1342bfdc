import type {Plugin, PluginConfig} from '@docusaurus/types';
import {themes, type PrismTheme} from 'prism-react-renderer';
import {codeThemeCss} from './prismTokens';
import {generatedPath, writeGenerated} from '../shared/generated';
import {sitePath} from '../shared/importReplacement';

/**
 * The stock palettes are tuned for looks, not contrast: a few token colours
 * fall below WCAG AA on our code background or on the tint of a marked line
 * (`{3,5-7}`, --docusaurus-highlighted-code-line-bg in src/css/custom.css).
 * These variants darken (light mode) or lighten (dark mode) just those tokens,
 * each by the least that passes on both; tests/unit/prism.test.ts checks every
 * colour against both backgrounds.
 */
const LIGHT_TOKEN_FIXES: Record<string, string> = {
  'rgb(255, 0, 0)': 'rgb(180, 0, 0)',
  'rgb(0, 128, 0)': 'rgb(0, 118, 0)',
  'rgb(0, 112, 193)': 'rgb(0, 103, 178)',
  'rgb(9, 134, 88)': 'rgb(8, 115, 75)',
  'rgb(38, 127, 153)': 'rgb(29, 109, 132)',
};

const DARK_TOKEN_FIXES: Record<string, string> = {
  '#c5a5c5': 'rgb(199, 168, 199)',
  '#999999': 'rgb(179, 179, 179)',
  '#5a9bcf': 'rgb(136, 183, 220)',
  '#ff8b50': 'rgb(255, 151, 98)',
};

function withFixes(theme: PrismTheme, fixes: Record<string, string>): PrismTheme['styles'] {
  return theme.styles.map((entry) => {
    const fixed = entry.style.color ? fixes[entry.style.color] : undefined;
    return fixed ? {...entry, style: {...entry.style, color: fixed}} : entry;
  });
}

export const lightCodeTheme: PrismTheme = {
  ...themes.vsLight,
  plain: {...themes.vsLight.plain, backgroundColor: '#f6f7f9'},
  styles: withFixes(themes.vsLight, LIGHT_TOKEN_FIXES),
};

export const darkCodeTheme: PrismTheme = {
  ...themes.oceanicNext,
  styles: withFixes(themes.oceanicNext, DARK_TOKEN_FIXES),
};

/**
 * What the theme config gets instead of the palettes: none. Code is
 * highlighted at build time with classes on its tokens (plugins/code/highlight.ts),
 * and the palettes reach the page as CSS generated below, one rule set per
 * colour mode.
 */
export const themeConfigCodeTheme: PrismTheme = {plain: {}, styles: []};

const NO_PRISM = sitePath('prism', 'index.ts');
const GENERATED_CSS = generatedPath('oxbow-prism', 'code-colours.css');

/**
 * The code block with everything only it uses: ours, the theme's parts it is
 * built from (container, buttons, icons) and what they import.
 */
const CODE_BLOCK_MODULES = new RegExp(
  [
    /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](CodeBlock|Icon[\\/](Copy|Success|WordWrap))[\\/]/,
    /@docusaurus[\\/]theme-common[\\/]lib[\\/](utils[\\/]codeBlockUtils|hooks[\\/]usePrismTheme)\.js$/,
    /[\\/]node_modules[\\/](copy-text-to-clipboard|parse-numeric-range)[\\/]/,
    /[\\/]src[\\/]theme[\\/]CodeBlock[\\/]/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);

/**
 * Puts src/prism, no Prism, in place of prism-react-renderer in both bundles:
 * the only module left importing it is the theme's start-up module, which
 * hands Prism to src/theme/prism-include-languages, which needs none. Adds the
 * palettes to the page as CSS. The code block gets a chunk of its own: pages
 * import it one by one (plugins/code/codeBlocksAsImports), and as a module
 * shared by more than half the pages it would otherwise land in the chunk
 * Docusaurus names `common`, which pages without code load too.
 */
function codeHighlighting(): Plugin {
  writeGenerated(
    GENERATED_CSS,
    codeThemeCss(lightCodeTheme, 'light') + codeThemeCss(darkCodeTheme, 'dark'),
  );
  return {
    name: 'oxbow-code-highlighting',
    getClientModules() {
      return [GENERATED_CSS];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        ...(isServer
          ? {}
          : {
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    codeBlock: {
                      test: CODE_BLOCK_MODULES,
                      name: 'code-block',
                      chunks: 'async',
                      priority: 45,
                      enforce: true,
                    },
                  },
                },
              },
            }),
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^prism-react-renderer$/,
            NO_PRISM,
          ),
        ],
      };
    },
  };
}

export const codeHighlightingPlugin: PluginConfig = codeHighlighting;
