import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadedContent, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {generatedPath, rewrittenModules, writeGenerated} from '../plugins/shared/generated';

/** The alias under which src/theme/DocCard imports the descriptions (declared in its descriptions.d.ts). */
const DOC_DESCRIPTIONS_MODULE = '@oxbow/doc-descriptions';

/** A route prop module of the docs plugin, by the request the route table imports it with. */
const DOCS_ROUTE_PROP = /^@generated\/(docusaurus-plugin-content-docs\/[^/]+\/p\/[^/]+\.json)$/;

type DocDescriptions = Record<string, string>;

/** Each doc's description, by doc id. */
export function docDescriptions(content: LoadedContent): DocDescriptions {
  return Object.fromEntries(
    content.loadedVersions.flatMap((version) =>
      version.docs.map((doc) => [doc.id, doc.description] as const),
    ),
  );
}

/**
 * A docs version's route prop without the descriptions of its docs; null for
 * any other prop module (a category index's, whose description is its own).
 */
export function withoutDocDescriptions(json: string): string | null {
  const prop = JSON.parse(json) as {version?: PropVersionMetadata};
  if (!prop.version?.docs) {
    return null;
  }
  const docs = Object.fromEntries(
    Object.entries(prop.version.docs).map(([id, doc]) => {
      const kept: Partial<typeof doc> = {...doc};
      delete kept.description;
      return [id, kept];
    }),
  );
  return JSON.stringify({...prop, version: {...prop.version, docs}});
}

/**
 * Takes the doc descriptions out of the data every doc page loads.
 * Docusaurus hands a docs version to the browser as one route prop, under
 * every doc page: its sidebars and, for each of the 107 docs, id, title,
 * sidebar and description (11.8 KB gzip in English, 7.8 KB of it the
 * descriptions). Only one component reads the descriptions: the cards of a
 * category's index page (DocCard). This plugin gives that prop to the bundler
 * without them, and the descriptions to src/theme/DocCard as a module of their
 * own, which only pages that show cards load. Server and browser bundles both
 * see the same prop, so the server's HTML and the hydrated page agree.
 */
function docDescriptionsPlugin(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale;
  const descriptionsFile = generatedPath('oxbow-doc-descriptions', `descriptions.${locale}.json`);
  const strippedProp = (file: string): string =>
    generatedPath('oxbow-doc-descriptions', `${locale}.${path.basename(file)}`);
  return {
    name: 'oxbow-doc-descriptions',
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      if (!docs) {
        throw new Error('oxbow-doc-descriptions: the docs plugin loaded no content');
      }
      writeGenerated(descriptionsFile, JSON.stringify(docDescriptions(docs)));
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        resolve: {alias: {[`${DOC_DESCRIPTIONS_MODULE}$`]: descriptionsFile}},
        plugins: [
          rewrittenModules(currentBundler, DOCS_ROUTE_PROP, (request) => {
            const relative = DOCS_ROUTE_PROP.exec(request)?.[1];
            const source = relative ? path.join(context.generatedFilesDir, relative) : null;
            const stripped = source ? withoutDocDescriptions(readFileSync(source, 'utf8')) : null;
            return source && stripped !== null
              ? {file: strippedProp(source), content: stripped}
              : null;
          }),
        ],
      };
    },
  };
}

export const docDescriptionsPluginConfig: PluginConfig = docDescriptionsPlugin;
