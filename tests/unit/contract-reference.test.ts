import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {solidityDeclarations} from '../helpers/solidityDeclarations';
import {readDoc} from '../helpers/docSource';
import {DOCS_DIR, ROOT, ZH_DOCS_DIR} from '../helpers/paths';

/**
 * Every contract reference page follows one template, in both languages, and
 * every signature it shows exists, word for word, in the interface file that
 * tests/unit/solidity.test.ts compiles.
 */
const SOLIDITY_DIR = path.join(ROOT, 'examples', 'solidity');

const REFERENCE_PAGES: Record<string, string> = {
  'contract/oxbow-v3/technical-reference/core/OxbowV3Factory': 'interfaces/IOxbowV3Factory.sol',
  'contract/oxbow-v3/technical-reference/core/OxbowV3Pool': 'interfaces/IOxbowV3Pool.sol',
  'contract/oxbow-v3/technical-reference/core/OxbowV3PoolDeployer':
    'interfaces/IOxbowV3PoolDeployer.sol',
  'contract/oxbow-v3/technical-reference/periphery/NonfungiblePositionManager':
    'interfaces/INonfungiblePositionManager.sol',
  'contract/oxbow-v3/technical-reference/periphery/NonfungibleTokenPositionDescriptor':
    'interfaces/INonfungibleTokenPositionDescriptor.sol',
  'contract/oxbow-v3/technical-reference/periphery/SwapRouter': 'interfaces/ISwapRouter.sol',
  'contract/oxbow-v3/technical-reference/periphery/Quoter': 'interfaces/IQuoter.sol',
};

/** Contracts whose every public function is a view: their write section says so instead. */
const READ_ONLY = new Set([
  'contract/oxbow-v3/technical-reference/periphery/NonfungibleTokenPositionDescriptor',
]);

const SECTIONS = ['purpose', 'read-functions', 'write-functions', 'events', 'abi', 'example'];

const LABELS = {
  en: ['**Parameters**', '**Returns**', '**Emits**', '**Reverts**'],
  zh: ['**参数**', '**返回值**', '**触发事件**', '**回滚条件**'],
};

/** The text of the `## … {#id}` section, up to the next level-2 heading. */
function section(markdown: string, id: string): string {
  const start = markdown.search(new RegExp(`^## .*\\{#${id}\\}\\s*$`, 'm'));
  if (start === -1) {
    return '';
  }
  const rest = markdown.slice(start + 3);
  const end = rest.search(/^## /m);
  return end === -1 ? rest : rest.slice(0, end);
}

/** Code blocks written on the page (not filled from a file). */
function inlineSolidityBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```solidity([^\n]*)\n([\s\S]*?)^```/gm)]
    .filter((match) => !(match[1] ?? '').includes('file='))
    .map((match) => match[2] ?? '');
}

describe.each(Object.entries(REFERENCE_PAGES))('%s', (doc, interfaceFile) => {
  const interfacePath = path.join(SOLIDITY_DIR, interfaceFile);

  it(`has its interface file ${interfaceFile}`, () => {
    expect(existsSync(interfacePath)).toBe(true);
  });

  describe.each([
    ['en', DOCS_DIR],
    ['zh', ZH_DOCS_DIR],
  ] as const)('in %s', (locale, root) => {
    const page = readDoc(root, doc);

    it('has every section of the template', () => {
      const missing = SECTIONS.filter((id) => section(page, id).trim() === '');
      expect(missing).toEqual([]);
    });

    it('documents each write function with signature, parameters, returns, events and reverts', () => {
      const functions = section(page, 'write-functions').split(/^### /m).slice(1);
      expect(functions.length > 0).toBe(!READ_ONLY.has(doc));
      const incomplete = functions
        .map((text) => ({
          name: text.split('\n', 1)[0],
          missing: [
            ...(/```solidity[^\n]*\n\s*function /.test(text) ? [] : ['signature']),
            ...LABELS[locale].filter((label) => !text.includes(label)),
          ],
        }))
        .filter(({missing}) => missing.length > 0);
      expect(incomplete).toEqual([]);
    });

    it('shows a usage example compiled from examples/solidity', () => {
      const example = section(page, 'example');
      const file = /file=<rootDir>\/(examples\/solidity\/[\w/.-]+\.sol)/.exec(example)?.[1];
      expect(file).toBeDefined();
      expect(existsSync(path.join(ROOT, file ?? ''))).toBe(true);
    });

    it('documents every function and event of the interface file under its own heading', () => {
      const headings = new Set(Array.from(page.matchAll(/^### `(\w+)`/gm), (match) => match[1]));
      const declared = solidityDeclarations(readFileSync(interfacePath, 'utf8')).map(
        (declaration) => /^(?:function|event) (\w+)/.exec(declaration)?.[1] ?? declaration,
      );
      expect([...new Set(declared)].filter((name) => !headings.has(name))).toEqual([]);
    });

    it('shows only signatures that exist in the interface file', () => {
      const declared = new Set(solidityDeclarations(readFileSync(interfacePath, 'utf8')));
      const shown = inlineSolidityBlocks(page).flatMap(solidityDeclarations);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((declaration) => !declared.has(declaration))).toEqual([]);
    });
  });
});

/** The v2 concept page that shows the core contracts' declarations, by the title of each block. */
const V2_DECLARATIONS: Record<string, string> = {
  OxbowV2Factory: 'interfaces/IOxbowV2Factory.sol',
  OxbowV2Pair: 'interfaces/IOxbowV2Pair.sol',
};

describe.each([
  ['en', DOCS_DIR],
  ['zh', ZH_DOCS_DIR],
] as const)('the v2 core contracts on smart-contract (%s)', (_locale, root) => {
  const page = readDoc(root, 'contract/oxbow-v2/concepts/protocol-overview/smart-contract');

  it.each(Object.entries(V2_DECLARATIONS))(
    'show only declarations %s has in %s, word for word',
    (contract, interfaceFile) => {
      const declared = new Set(
        solidityDeclarations(readFileSync(path.join(SOLIDITY_DIR, interfaceFile), 'utf8')),
      );
      const shown = [...page.matchAll(/^```solidity title="([^"]*)"\n([\s\S]*?)^```/gm)]
        .filter((match) => (match[1] ?? '').split(/[:：]/)[0] === contract)
        .flatMap((match) => solidityDeclarations(match[2] ?? ''));
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((declaration) => !declared.has(declaration))).toEqual([]);
      expect([...declared].filter((declaration) => !shown.includes(declaration))).toEqual([]);
    },
  );
});

describe('Solidity code blocks on Contract pages', () => {
  const docs = Object.keys(REFERENCE_PAGES).concat([
    'contract/oxbow-v2/concepts/core-concepts/flash-swaps',
    'contract/oxbow-v3/guides/Implement-A-Swap/single-swaps',
    'contract/oxbow-v3/guides/Implement-A-Swap/multihop-swaps',
  ]);

  it.each(
    docs.flatMap((doc) => [
      [doc, 'en', DOCS_DIR],
      [doc, 'zh', ZH_DOCS_DIR],
    ]),
  )('%s (%s) are all titled', (doc, _locale, root) => {
    const fences = [...readDoc(root, doc).matchAll(/^```solidity([^\n]*)$/gm)].map(
      (match) => match[1] ?? '',
    );
    expect(fences.length).toBeGreaterThan(0);
    expect(fences.filter((meta) => !/\btitle="[^"]+"/.test(meta))).toEqual([]);
  });
});
