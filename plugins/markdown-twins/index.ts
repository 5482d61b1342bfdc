import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {docIdsInOrder, llmsFullTxt, llmsTxt, type LlmsPage} from './llmsTxt';
import {markdownTwinPath} from '../../src/lib/markdownTwin';
import {markdownTwin} from './markdownTwin';
import {filledCode} from '../markdown';
import {currentLocale, localized} from '../../config/locale';
import {ABI_DIRECTIVE_LINE, abiMarkdown, interfacesDetails} from '../contract-abi/abiMarkdown';
import {contractInterface} from '../contract-abi/interfaces';

interface DocPage {
  doc: DocMetadata;
  sourceFile: string;
}

interface Section {
  title: string;
  docIds: string[];
}

function sourceFileOf(doc: DocMetadata, siteDir: string): string {
  return path.join(siteDir, doc.source.replace(/^@site\//, ''));
}

/**
 * Publishes the docs for readers outside the browser, after each locale's
 * pages are written:
 * - a Markdown twin of every doc next to its page (/study/product/swap/trade.md),
 *   which the "Copy page as Markdown" button copies;
 * - llms.txt (every doc with its title, description and URL, by sidebar) and
 *   llms-full.txt (every doc's Markdown) at the locale's root.
 */
function llms(context: LoadContext): Plugin {
  const pages: DocPage[] = [];
  const sections: Section[] = [];

  return {
    name: 'oxbow-llms',

    allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const version = docsContent?.loadedVersions[0];
      if (!version) {
        return;
      }
      pages.splice(
        0,
        pages.length,
        ...version.docs.map((doc) => ({doc, sourceFile: sourceFileOf(doc, context.siteDir)})),
      );
      // By now the theme has translated the navbar, whose items name the sidebars.
      const navbarItems =
        (context.siteConfig.themeConfig.navbar as {items?: unknown[]}).items ?? [];
      const sidebarLabels = new Map(
        navbarItems.flatMap((item) => {
          const {type, sidebarId, label} = item as {
            type?: string;
            sidebarId?: string;
            label?: string;
          };
          return type === 'docSidebar' && sidebarId && label ? [[sidebarId, label] as const] : [];
        }),
      );
      const listed = new Set<string>();
      sections.splice(0, sections.length);
      for (const [sidebarId, items] of Object.entries(version.sidebars)) {
        const docIds = docIdsInOrder(items);
        docIds.forEach((id) => listed.add(id));
        sections.push({title: sidebarLabels.get(sidebarId) ?? sidebarId, docIds});
      }
      const unlisted = version.docs.filter((doc) => !listed.has(doc.id)).map((doc) => doc.id);
      if (unlisted.length > 0) {
        sections.push({title: localized({en: 'Other pages', zh: '其他页面'}), docIds: unlisted});
      }
    },

    async postBuild({outDir, siteConfig}) {
      const absolute = (permalink: string): string => siteConfig.url + permalink;
      const permalinkBySource = new Map(
        pages.map(({doc, sourceFile}) => [sourceFile, doc.permalink]),
      );
      const twins = new Map<string, LlmsPage>();
      // The interfaces each twin placed, read while it was written, for llms.txt.
      const placedBy = new Map<string, string[]>();
      await Promise.all(
        pages.map(async ({doc, sourceFile}) => {
          const url = absolute(doc.permalink);
          const link = (target: string): string | undefined => {
            if (target.startsWith('#')) {
              return url + target;
            }
            const [file = '', anchor = ''] = target.split('#');
            if (/^[a-z][a-z0-9+.-]*:/i.test(file) || !/\.mdx?$/.test(file)) {
              return undefined;
            }
            const permalink = permalinkBySource.get(path.resolve(path.dirname(sourceFile), file));
            return permalink === undefined
              ? undefined
              : absolute(permalink) + (anchor === '' ? '' : `#${anchor}`);
          };
          const {content} = await DEFAULT_PARSE_FRONT_MATTER({
            filePath: sourceFile,
            fileContent: await readFile(sourceFile, 'utf8'),
          });
          const headingIds = new Set(
            Array.from(content.matchAll(/\{#([^}\s]+)\}\s*$/gm), (match) => match[1] ?? ''),
          );
          const placed: string[] = [];
          placedBy.set(doc.id, placed);
          const generated = (line: string): string | undefined => {
            const name = ABI_DIRECTIVE_LINE.exec(line)?.[1];
            if (name !== undefined) {
              placed.push(name);
            }
            return name === undefined
              ? undefined
              : abiMarkdown(contractInterface(name), {
                  locale: currentLocale(),
                  headingIds,
                  siteUrl: siteConfig.url,
                });
          };
          const markdown = markdownTwin(
            content,
            {
              title: doc.title,
              description: doc.description,
              url,
              sourceLabel: localized({en: 'Source', zh: '来源'}),
            },
            {code: (meta) => filledCode(meta, sourceFile), link, generated},
          );
          const twinFile = path.join(
            outDir,
            markdownTwinPath(doc.permalink).slice(siteConfig.baseUrl.length),
          );
          await mkdir(path.dirname(twinFile), {recursive: true});
          await writeFile(twinFile, markdown);
          twins.set(doc.id, {title: doc.title, description: doc.description, url, markdown});
        }),
      );
      const llmsTxtUrl = absolute(`${siteConfig.baseUrl}llms-full.txt`);
      const site = {
        title: siteConfig.title,
        summary: siteConfig.tagline,
        details: localized({
          en: `Every page is also published as Markdown: add \`.md\` to its URL (\`index.md\` when the URL ends with \`/\`). [llms-full.txt](${llmsTxtUrl}) holds all pages in one file.`,
          zh: `每个页面也以 Markdown 格式发布：在网址末尾加上 \`.md\`（网址以 \`/\` 结尾时加上 \`index.md\`）。[llms-full.txt](${llmsTxtUrl}) 把所有页面合在一个文件里。`,
        }),
        moreDetails: interfacesDetails(
          pages.flatMap(({doc}) =>
            (placedBy.get(doc.id) ?? []).map((name) => ({
              contract: contractInterface(name),
              pageTitle: doc.title,
              pageUrl: absolute(doc.permalink),
            })),
          ),
          {locale: currentLocale(), siteUrl: siteConfig.url},
        ),
        sections: sections.map((section) => ({
          title: section.title,
          pages: section.docIds.flatMap((id) => {
            const page = twins.get(id);
            return page ? [page] : [];
          }),
        })),
      };
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site));
      await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site));
    },
  };
}

export const llmsPlugin: PluginConfig = llms;
