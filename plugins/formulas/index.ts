import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';
import subsetFont from 'subset-font';
import {markdownFilesUnder} from '../../scripts/lib/files';
import {formulaCharacters} from './formulaCharacters';
import {KATEX_STYLESHEET_MODULE} from './katexStylesheet';
import {ENGLISH_DOCS, TRANSLATED_DOCS} from '../front-matter';
import {generatedPath, writeGenerated} from '../shared/generated';

const ROOT = path.resolve(__dirname, '..', '..');
const KATEX_CSS = require.resolve('katex/dist/katex.min.css');
const KATEX_FONTS = path.join(path.dirname(KATEX_CSS), 'fonts');
const GENERATED = generatedPath('oxbow-katex', 'katex.css');
const SUBSET_FONTS = generatedPath('oxbow-katex', 'fonts');
/** What the fonts were cut down to, for the build check that every formula's characters are in. */
export const FORMULA_CHARACTERS_FILE = generatedPath('oxbow-katex', 'characters.json');

/** Every page with formulas, in both languages: one set of fonts serves both. */
const MATH_SOURCES = [ENGLISH_DOCS, ...TRANSLATED_DOCS, 'src/pages'];

/** Every character the site's formulas show, sorted. */
function siteFormulaCharacters(): string[] {
  const characters = new Set<string>();
  for (const dir of MATH_SOURCES) {
    for (const file of markdownFilesUnder(path.join(ROOT, dir))) {
      for (const character of formulaCharacters(readFileSync(path.join(ROOT, dir, file), 'utf8'))) {
        characters.add(character);
      }
    }
  }
  return [...characters].sort();
}

/**
 * Each of KaTeX's fonts with the glyphs of `characters` only, unhinted (the
 * outlines are what browsers draw today). KaTeX_Main-Regular, which nearly
 * every formula uses, goes from 26 KB to about 8.
 */
async function writeSubsetFonts(characters: readonly string[]): Promise<void> {
  const text = characters.join('');
  for (const font of readdirSync(KATEX_FONTS).filter((file) => file.endsWith('.woff2'))) {
    const subset = await subsetFont(readFileSync(path.join(KATEX_FONTS, font)), text, {
      targetFormat: 'woff2',
      noHinting: true,
    });
    writeGenerated(path.join(SUBSET_FONTS, font), subset);
  }
}

interface LoaderUse {
  loader?: string;
  options?: Record<string, unknown>;
}
interface Rule {
  test?: unknown;
  use?: unknown;
}

/**
 * KaTeX's stylesheet as we ship it: every font offered as WOFF2 only (every
 * browser we support reads it, and the WOFF/TTF fallbacks were inlined into
 * the stylesheet as data URIs, 80 KB of render-blocking CSS on every page),
 * and `font-display: swap` so formulas never hold text back.
 */
export function trimKatexCss(css: string, fontsUrl: string): string {
  return css
    .replace(/font-display:block/g, 'font-display:swap')
    .replace(
      /src:url\(fonts\/([\w-]+)\.woff2\) format\("woff2"\)(?:,url\(fonts\/[\w-]+\.(?:woff|ttf)\) format\("(?:woff|truetype)"\))*/g,
      (_match, font: string) => `src:url(${fontsUrl}/${font}.woff2) format("woff2")`,
    );
}

/**
 * A display formula wider than the column scrolls in its own box. Left to
 * overflow, it made a phone lay the whole page out wider than its screen and
 * zoom out: a 360 px phone showed the multi-hop swap guide 717 px wide. The
 * padding keeps what a formula draws below its line inside the box.
 */
const WIDE_FORMULAS_CSS = '.katex-display{overflow-x:auto;overflow-y:hidden;padding:0.25em 0}';

function isRule(value: unknown): value is Rule {
  return typeof value === 'object' && value !== null;
}

/**
 * Math is rendered to HTML at build time (plugins/markdown.ts); this plugin
 * supplies KaTeX's stylesheet and fonts. The stylesheet is a file of its own,
 * linked by the pages with formulas only: each such page imports it
 * (plugins/formulas/katexStylesheet.ts), and a cache group keeps it out of the one
 * stylesheet Docusaurus makes of every other rule, which every page waits for
 * before its first paint. Its rules name only KaTeX's own classes,
 * so the order in which the two stylesheets load cannot change a page. A page
 * opened within the app loads it, if not yet there, before it shows.
 *
 * The bundler emits the fonts as files of their own (downloaded by the browser
 * only on pages whose formulas use them) instead of data URIs inside the
 * stylesheet. They are cut down to the characters the formulas of the site
 * show, before the bundler reads them, so a new symbol in a formula makes new
 * font files (the file names carry their content's hash, and browsers keep
 * fonts for a year). A page with formulas in its first screen fetches them
 * before the browser paints it.
 */
function katex(): Plugin {
  writeGenerated(
    GENERATED,
    trimKatexCss(readFileSync(KATEX_CSS, 'utf8'), 'fonts') + WIDE_FORMULAS_CSS,
  );
  return {
    name: 'oxbow-katex',
    getPathsToWatch() {
      return MATH_SOURCES.map((dir) => path.join(ROOT, dir, '**/*.{md,mdx}'));
    },
    async loadContent() {
      const characters = siteFormulaCharacters();
      writeGenerated(FORMULA_CHARACTERS_FILE, JSON.stringify(characters));
      await writeSubsetFonts(characters);
    },
    configureWebpack(config, isServer) {
      for (const rule of config.module?.rules ?? []) {
        if (!isRule(rule) || !(rule.test instanceof RegExp) || !rule.test.test('font.woff2')) {
          continue;
        }
        for (const use of Array.isArray(rule.use) ? (rule.use as LoaderUse[]) : []) {
          if (use.options && 'limit' in use.options) {
            use.options.limit = false;
          }
        }
      }
      return {
        resolve: {alias: {[`${KATEX_STYLESHEET_MODULE}$`]: GENERATED}},
        ...(isServer
          ? {}
          : {
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    katexStylesheet: {
                      test: /[\\/]oxbow-katex[\\/]katex\.css$/,
                      type: 'css/mini-extract',
                      name: 'katex',
                      chunks: 'all',
                      enforce: true,
                      // Above Docusaurus's group that gathers all CSS into one file.
                      priority: 60,
                    },
                  },
                },
              },
            }),
      };
    },
  };
}

export const katexPlugin: PluginConfig = katex;
