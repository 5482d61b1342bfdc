import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';
import {generatedPath, writeGenerated} from './generated';

const KATEX_CSS = require.resolve('katex/dist/katex.min.css');
const KATEX_FONTS = path.join(path.dirname(KATEX_CSS), 'fonts');
const GENERATED = generatedPath('oxbow-katex', 'katex.css');

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

function isRule(value: unknown): value is Rule {
  return typeof value === 'object' && value !== null;
}

/**
 * Math is rendered to HTML at build time (config/markdown.ts); this plugin
 * adds the stylesheet, and makes the bundler emit fonts as files of their own
 * (downloaded by the browser only on pages whose formulas use them) instead of
 * data URIs inside the stylesheet every page blocks on.
 */
function katex(): Plugin {
  const fontsUrl = path.relative(path.dirname(GENERATED), KATEX_FONTS).split(path.sep).join('/');
  writeGenerated(GENERATED, trimKatexCss(readFileSync(KATEX_CSS, 'utf8'), fontsUrl));
  return {
    name: 'oxbow-katex',
    getClientModules() {
      return [GENERATED];
    },
    configureWebpack(config) {
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
      return {};
    },
  };
}

export const katexPlugin: PluginConfig = katex;
