/**
 * Places an interface's surface on a page where it writes `::abi{name="…"}`:
 * the controls to copy or download its ABI (src/components/AbiControls) and
 * the tables of ./abiMarkdown.ts, each row with the id of its selector or
 * topic, which the search's exact lookup links to. It also fails the build,
 * naming the file and line, when what a page documents and what the interface
 * declares differ, or when a page writes a selector or topic beside a
 * signature that does not hash to it.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {esmImport} from '../shared/esmImport';
import {abiFilePath, abiMarkdown} from './abiMarkdown';
import {contractInterface, rowId, type ContractInterface} from './interfaces';
import {
  documentedSurfaceDrift,
  writtenSelectorDrift,
  type DocumentedSurface,
  type WrittenHash,
} from './drift';

export const ABI_CONTROLS_NAME = 'OxbowAbiControls';
/** The class of the tables, which src/css/custom.css lets wrap their hashes. */
export const ABI_TABLE_CLASS = 'oxbow-abi-table';
const ABI_CONTROLS_MODULE = '@site/src/components/AbiControls';

interface Node {
  type: string;
  name?: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  depth?: number;
  attributes?: unknown;
  children?: Node[];
  data?: {id?: string; hProperties?: Record<string, unknown>};
  position?: {start: {line: number}};
}

interface MarkdownFile {
  path?: string;
}

const markdownParser = unified().use(remarkParse).use(remarkGfm);
const SELECTOR_OR_TOPIC = /^0x(?:[0-9a-f]{8}|[0-9a-f]{64})$/;

function walk(
  node: Node,
  visit: (node: Node, parent: Node | undefined) => void,
  parent?: Node,
): void {
  visit(node, parent);
  for (const child of node.children ?? []) {
    walk(child, visit, node);
  }
}

function textOf(node: Node): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

function directiveName(node: Node): string | undefined {
  if (node.type !== 'leafDirective' || node.name !== 'abi') {
    return undefined;
  }
  const {name} = (node.attributes ?? {}) as {name?: string};
  return name;
}

function localeOf(file: MarkdownFile): 'en' | 'zh' {
  return /[\\/]i18n[\\/]zh[\\/]/.test(file.path ?? '') ? 'zh' : 'en';
}

/** The table nodes of an interface, each row carrying the id of the hash it shows. */
function tableNodes(contract: ContractInterface, markdown: string): Node[] {
  const tree = markdownParser.runSync(markdownParser.parse(markdown)) as Node;
  for (const table of tree.children ?? []) {
    table.data = {hProperties: {className: [ABI_TABLE_CLASS]}};
    for (const row of (table.children ?? []).slice(1)) {
      const hash = (row.children ?? []).map(textOf).find((text) => SELECTOR_OR_TOPIC.test(text));
      if (hash === undefined) {
        throw new Error(`A row of ${contract.name}'s tables shows no selector or topic.`);
      }
      row.data = {hProperties: {id: rowId(hash)}};
    }
  }
  return tree.children ?? [];
}

function controls(contract: ContractInterface): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: ABI_CONTROLS_NAME,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'contract', value: contract.name},
      {type: 'mdxJsxAttribute', name: 'href', value: abiFilePath(contract)},
    ],
    children: [],
  };
}

/** What the page documents of the contracts it places: section headings and shown declarations. */
function documentedSurface(tree: Node, contracts: ContractInterface[]): DocumentedSurface {
  const surface: DocumentedSurface = {headings: [], blocks: []};
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'heading' && node.depth === 3) {
      // Docusaurus takes the `{#id}` off a heading before this plugin runs; other pipelines may not.
      const [only, ...rest] = (node.children ?? []).filter(
        (child) => !(child.type === 'text' && /^\s*(?:\{#[^}]*\})?\s*$/.test(child.value ?? '')),
      );
      if (only?.type === 'inlineCode' && rest.length === 0) {
        surface.headings.push({name: only.value ?? '', line});
      }
    }
    if (node.type === 'code' && node.lang === 'solidity') {
      const meta = node.meta ?? '';
      const title = /title="([^"]*)"/.exec(meta)?.[1] ?? '';
      const file = /file=<rootDir>\/(\S+)/.exec(meta)?.[1];
      // A block of declarations is titled with the contract's name, with or without the
      // interface's I, and may add what part it shows after a colon: "OxbowV2Pair: LP token".
      const titled = title.split(/[:：]/)[0]?.trim();
      const contract = contracts.find((candidate) =>
        file === undefined
          ? titled === candidate.name || titled === candidate.name.replace(/^I/, '')
          : file === candidate.file,
      );
      if (contract) {
        surface.blocks.push({
          contract: contract.name,
          code: node.value ?? '',
          line,
          whole: file !== undefined,
        });
      }
    }
  });
  return surface;
}

/** Words that may stand between a signature and its hash: "`f(uint256)`, selector `0x…`". */
const BETWEEN_SIGNATURE_AND_HASH =
  /^[,:，：]?\s*(?:selector|topic0?|函数选择器|选择器|事件主题)?\s*(?:is|为|是)?\s*$/;
const HASH = /^0x(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{64})$/;

/** Pairs of a backticked signature and the backticked selector or topic written right after it. */
function writtenHashes(tree: Node): WrittenHash[] {
  const pairs: WrittenHash[] = [];
  walk(tree, (node) => {
    const children = node.children ?? [];
    children.forEach((child, index) => {
      const between = children[index + 1];
      const next = children[index + 2];
      if (
        child.type === 'inlineCode' &&
        /^\w+\(.*\)$/.test(child.value ?? '') &&
        between?.type === 'text' &&
        BETWEEN_SIGNATURE_AND_HASH.test(between.value ?? '') &&
        next?.type === 'inlineCode' &&
        HASH.test(next.value ?? '')
      ) {
        pairs.push({
          signature: child.value ?? '',
          hash: next.value ?? '',
          line: child.position?.start.line ?? 0,
        });
      }
    });
  });
  return pairs;
}

function fail(file: MarkdownFile, problems: {line: number; message: string}[]): void {
  if (problems.length > 0) {
    throw new Error(
      `The contract surface on this page differs from the compiled interfaces:\n${problems
        .map(
          (problem) =>
            `${file.path ?? '(unknown file)'}:${String(problem.line)} ${problem.message}`,
        )
        .join('\n')}`,
    );
  }
}

export default function remarkAbiTables(): (tree: Node, file: MarkdownFile) => void {
  return (tree, file) => {
    fail(file, writtenSelectorDrift(writtenHashes(tree)));
    const placed: ContractInterface[] = [];
    const headingIds = new Set<string>();
    let placedAt = 0;
    walk(tree, (node) => {
      const name = directiveName(node);
      if (name !== undefined) {
        placed.push(contractInterface(name));
        placedAt ||= node.position?.start.line ?? 0;
      }
      if (node.type === 'heading' && node.data?.id !== undefined) {
        headingIds.add(node.data.id);
      }
    });
    if (placed.length === 0) {
      return;
    }
    fail(file, documentedSurfaceDrift(documentedSurface(tree, placed), placed, placedAt));
    const locale = localeOf(file);
    const ids = new Set<string>();
    walk(tree, (node) => {
      const children = node.children ?? [];
      for (let index = 0; index < children.length; index += 1) {
        const name = directiveName(children[index] as Node);
        if (name === undefined) {
          continue;
        }
        const contract = contractInterface(name);
        const nodes = [
          controls(contract),
          ...tableNodes(contract, abiMarkdown(contract, {locale, headingIds})),
        ];
        for (const row of nodes.flatMap((table) => table.children ?? [])) {
          const id = row.data?.hProperties?.id;
          if (typeof id === 'string') {
            if (ids.has(id)) {
              throw new Error(
                `${file.path ?? ''}: two rows of this page's ABI tables show ${id.slice(4)}.`,
              );
            }
            ids.add(id);
          }
        }
        children.splice(index, 1, ...nodes);
        index += nodes.length - 1;
      }
    });
    tree.children?.unshift(esmImport(ABI_CONTROLS_MODULE, ABI_CONTROLS_NAME) as unknown as Node);
  };
}
