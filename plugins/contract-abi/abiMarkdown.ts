/**
 * An interface's surface as Markdown, in the page's language: a table of its
 * functions (canonical signature, selector, state mutability) and one of its
 * events (signature, topic0). The page (./remarkAbiTables.ts), its Markdown
 * twin and llms.txt are written from this one text.
 */
import type {Locale} from '../../config/locale';
import {ABI_URL_PATH, rowId, type ContractInterface} from './interfaces';

const LABELS = {
  en: {
    function: 'Function',
    selector: 'Selector',
    mutability: 'Mutability',
    event: 'Event',
    topic: 'Topic 0',
    file: 'ABI file',
  },
  zh: {
    function: '函数',
    selector: '函数选择器',
    mutability: '状态可变性',
    event: '事件',
    topic: '事件主题（topic0）',
    file: 'ABI 文件',
  },
} satisfies Record<Locale, Record<string, string>>;

export interface AbiMarkdownOptions {
  locale: Locale;
  /** The heading ids of the page: a row links to the section of its function or event. */
  headingIds: ReadonlySet<string>;
  /** Set for text read outside the site: the ABI file's absolute URL goes first, as a link. */
  siteUrl?: string;
}

/** The URL path of an interface's ABI file. */
export function abiFilePath(contract: Pick<ContractInterface, 'name'>): string {
  return `${ABI_URL_PATH}${contract.name}.json`;
}

function linked(code: string, name: string, headingIds: ReadonlySet<string>): string {
  const id = name.toLowerCase();
  return headingIds.has(id) ? `[\`${code}\`](#${id})` : `\`${code}\``;
}

/** The Markdown tables of one interface. */
export function abiMarkdown(contract: ContractInterface, options: AbiMarkdownOptions): string {
  const labels = LABELS[options.locale];
  const blocks: string[] = [];
  if (options.siteUrl !== undefined) {
    const url = options.siteUrl + abiFilePath(contract);
    blocks.push(`${labels.file}: [${contract.name}.json](${url})`);
  }
  if (contract.functions.length > 0) {
    blocks.push(
      [
        `| ${labels.function} | ${labels.selector} | ${labels.mutability} |`,
        '| --- | --- | --- |',
        ...contract.functions.map(
          (row) =>
            `| ${linked(row.signature, row.name, options.headingIds)} | \`${row.selector}\` | \`${row.stateMutability}\` |`,
        ),
      ].join('\n'),
    );
  }
  if (contract.events.length > 0) {
    blocks.push(
      [
        `| ${labels.event} | ${labels.topic} |`,
        '| --- | --- |',
        ...contract.events.map(
          (row) => `| ${linked(row.signature, row.name, options.headingIds)} | \`${row.topic0}\` |`,
        ),
      ].join('\n'),
    );
  }
  return blocks.join('\n\n');
}

/** The `::abi{name="…"}` line that places an interface's tables on a page. */
export const ABI_DIRECTIVE_LINE = /^::abi\{name="(\w+)"\}\s*$/;

function firstRowId(contract: ContractInterface): string {
  return rowId(contract.functions[0]?.selector ?? contract.events[0]?.topic0 ?? '');
}

/**
 * The interfaces the docs place, for llms.txt: each named with the page that
 * documents it, then its tables. No headings: llms.txt keeps those for its
 * lists of pages.
 */
export function interfacesDetails(
  placements: readonly {contract: ContractInterface; pageTitle: string; pageUrl: string}[],
  options: {locale: Locale; siteUrl: string},
): string {
  const intro = {
    en: 'The contract interfaces these pages document, each with its functions’ selectors and its events’ topics:',
    zh: '本站文档记录的合约接口，以及各自函数的函数选择器和事件的事件主题：',
  }[options.locale];
  const named = (name: string, link: string): string =>
    options.locale === 'zh' ? `**${name}**，见${link}` : `**${name}**, documented in ${link}`;
  return [
    intro,
    ...placements.map(({contract, pageTitle, pageUrl}) =>
      [
        // The first row's id: a page may place its tables under a heading of any id.
        named(contract.name, `[${pageTitle}](${encodeURI(pageUrl)}#${firstRowId(contract)})`),
        abiMarkdown(contract, {
          locale: options.locale,
          headingIds: new Set(),
          siteUrl: options.siteUrl,
        }),
      ].join('\n\n'),
    ),
  ].join('\n\n');
}
