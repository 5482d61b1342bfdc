import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {generatedPath, rewrittenModules, writeGenerated} from '../plugins/shared/generated';

/** The alias src/componentStrings imports the strings under (declared in its strings.d.ts). */
const COMPONENT_STRINGS_MODULE = '@oxbow/component-strings';

/** Ids of the interface strings only the calculators and diagrams show. */
const COMPONENT_STRING = /^(calc|diagram)\./;

type Strings = Record<string, string>;

/** The strings of a locale's code.json (`{"id": {"message": "…"}}`) the components show. */
export function componentStrings(codeJson: string): Strings {
  const entries = Object.entries(JSON.parse(codeJson) as Record<string, {message: string}>);
  return Object.fromEntries(
    entries.filter(([id]) => COMPONENT_STRING.test(id)).map(([id, {message}]) => [id, message]),
  );
}

/** Docusaurus's code translations (`{"id": "…"}`) without the components' strings. */
export function sharedStrings(codeTranslationsJson: string): string {
  const entries = Object.entries(JSON.parse(codeTranslationsJson) as Strings);
  return JSON.stringify(Object.fromEntries(entries.filter(([id]) => !COMPONENT_STRING.test(id))));
}

/**
 * Keeps the strings of the calculators and diagrams out of the script every
 * page runs. Docusaurus puts all of a locale's interface strings in its entry
 * bundle; in Chinese the 129 strings of the four calculators and five
 * diagrams were 3.6 KB gzip of it, on every page, for the few pages that show
 * one. Here the entry gets Docusaurus's code translations without them, and
 * src/componentStrings, which each of those components imports, adds them to
 * the same table before the component renders (on the server as in the
 * browser), so `translate()` finds them as before.
 */
function componentStringsPlugin(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale;
  const componentsFile = generatedPath('oxbow-component-strings', `components.${locale}.json`);
  const sharedFile = generatedPath('oxbow-component-strings', `shared.${locale}.json`);
  const codeJson = path.join(context.i18n.path, locale, 'code.json');
  writeGenerated(
    componentsFile,
    JSON.stringify(existsSync(codeJson) ? componentStrings(readFileSync(codeJson, 'utf8')) : {}),
  );
  return {
    name: 'oxbow-component-strings',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        resolve: {alias: {[`${COMPONENT_STRINGS_MODULE}$`]: componentsFile}},
        plugins: [
          rewrittenModules(currentBundler, /^@generated\/codeTranslations$/, () => ({
            file: sharedFile,
            content: sharedStrings(
              readFileSync(path.join(context.generatedFilesDir, 'codeTranslations.json'), 'utf8'),
            ),
          })),
        ],
      };
    },
  };
}

export const componentStringsPluginConfig: PluginConfig = componentStringsPlugin;
