import {readFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {load} from 'cheerio';
import * as sampleAbis from '../../examples/sdk/abis';
import {DEFAULT_LOCALE} from '../../config/locale';
import {CONTRACT_LOOKUP_PATH, type ContractLookupEntry} from '../../src/lib/contractLookup';
import {ABI_URL_PATH, contractInterface, contractInterfaces, rowId} from './interfaces';
import {ABI_DIRECTIVE_LINE} from './abiMarkdown';
import {sampleAbiDrift} from './sampleAbis';
import {breadcrumbsOf} from '../shared/breadcrumbs';

/** A doc that places an interface's tables with `::abi{name="…"}`. */
export interface Placement {
  contract: string;
  permalink: string;
  title: string;
}

/** The interfaces each doc places, in the order the docs come. */
export function placementsIn(
  docs: readonly {permalink: string; title: string; sourceFile: string}[],
): Placement[] {
  return docs.flatMap((doc) =>
    readFileSync(doc.sourceFile, 'utf8')
      .split('\n')
      .flatMap((line) => {
        const contract = ABI_DIRECTIVE_LINE.exec(line)?.[1];
        return contract === undefined
          ? []
          : [{contract, permalink: doc.permalink, title: doc.title}];
      }),
  );
}

/**
 * The rows the search can open directly, each with its page and anchor, and where that page sits
 * (`pathOf`, from the built page's breadcrumbs).
 */
export function lookupEntries(
  placements: readonly Placement[],
  pathOf: (permalink: string) => string[],
): ContractLookupEntry[] {
  return placements.flatMap(({contract, permalink, title}) => {
    const pagePath = pathOf(permalink);
    const surface = contractInterface(contract);
    return [
      ...surface.functions.map((row) => ({kind: 'function' as const, row, hash: row.selector})),
      ...surface.events.map((row) => ({kind: 'event' as const, row, hash: row.topic0})),
    ].map(({kind, row, hash}) => ({
      signature: row.signature,
      kind,
      hash,
      contract,
      url: `${permalink}#${rowId(hash)}`,
      pageTitle: title,
      pagePath,
    }));
  });
}

/**
 * Publishes the contract surface compiled from examples/solidity/interfaces
 * (./interfaces.ts): every interface's ABI at /abi/<name>.json, one file for
 * both languages, and for each locale the table the search looks selectors,
 * topics and signatures up in. Before anything is built it compiles the
 * interfaces and fails when a fragment of examples/sdk/abis.ts differs from them.
 */
function contractAbi(context: LoadContext): Plugin {
  let placements: Placement[] = [];
  return {
    name: 'oxbow-contract-abi',

    loadContent() {
      const problems = sampleAbiDrift(sampleAbis, contractInterfaces());
      if (problems.length > 0) {
        throw new Error(
          `The ABI fragments of the SDK samples differ from the compiled interfaces:\n${problems.join('\n')}`,
        );
      }
      return Promise.resolve(undefined);
    },

    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      placements = placementsIn(
        (docs?.loadedVersions[0]?.docs ?? []).map((doc) => ({
          permalink: doc.permalink,
          title: doc.title,
          sourceFile: path.join(context.siteDir, doc.source.replace(/^@site\//, '')),
        })),
      );
    },

    async postBuild({outDir, i18n, baseUrl}) {
      const lookupFile = path.join(outDir, CONTRACT_LOOKUP_PATH);
      await mkdir(path.dirname(lookupFile), {recursive: true});
      const builtPage = (permalink: string): string =>
        readFileSync(path.join(outDir, permalink.slice(baseUrl.length), 'index.html'), 'utf8');
      // A page that places several interfaces (the pool and its callbacks) is read once.
      const paths = new Map(
        [...new Set(placements.map(({permalink}) => permalink))].map((permalink) => [
          permalink,
          breadcrumbsOf(load(builtPage(permalink))),
        ]),
      );
      const pathOf = (permalink: string): string[] => paths.get(permalink) ?? [];
      await writeFile(lookupFile, JSON.stringify(lookupEntries(placements, pathOf)));
      // The default locale is built first, into the site's root: its files serve every language.
      if (i18n.currentLocale === DEFAULT_LOCALE) {
        const abiDir = path.join(outDir, ABI_URL_PATH);
        await mkdir(abiDir, {recursive: true});
        await Promise.all(
          [...contractInterfaces().values()].map((surface) =>
            writeFile(
              path.join(abiDir, `${surface.name}.json`),
              `${JSON.stringify(surface.abi, null, 2)}\n`,
            ),
          ),
        );
      }
    },
  };
}

export const contractAbiPlugin: PluginConfig = contractAbi;
