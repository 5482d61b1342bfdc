import {readFileSync} from 'node:fs';
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import solc from 'solc';
import {unified} from 'unified';
import {keccak256, parseAbi, toBytes, toFunctionSelector} from 'viem';
import {describe, expect, it} from 'vitest';
import * as sampleAbis from '../../examples/sdk/abis';
import {documentedSurfaceDrift, writtenSelectorDrift} from '../../plugins/contract-abi/drift';
import {
  contractInterface,
  contractInterfaces,
  INTERFACES_DIR,
} from '../../plugins/contract-abi/interfaces';
import remarkAbiTables from '../../plugins/contract-abi/remarkAbiTables';
import {sampleAbiDrift} from '../../plugins/contract-abi/sampleAbis';
import {
  contractMatches,
  isContractQuery,
  type ContractLookupEntry,
} from '../../src/lib/contractLookup';
import {filesUnder} from '../../scripts/lib/files';
import {DOCS_DIR} from '../helpers/paths';

// solc-js declares its entry point as `any`; this is its documented shape.
const compileStandardJson = solc.compile as (input: string) => string;

/** solc's own selectors of every function, by contract: a second computation to hold viem's against. */
function solcMethodIdentifiers(): Record<string, Record<string, string>> {
  const files = filesUnder(INTERFACES_DIR).filter((file) => file.endsWith('.sol'));
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(
      files.map((file) => [file, {content: readFileSync(path.join(INTERFACES_DIR, file), 'utf8')}]),
    ),
    settings: {outputSelection: {'*': {'*': ['evm.methodIdentifiers']}}},
  };
  const output = JSON.parse(compileStandardJson(JSON.stringify(input))) as {
    contracts: Record<string, Record<string, {evm: {methodIdentifiers: Record<string, string>}}>>;
  };
  return Object.fromEntries(
    Object.values(output.contracts).flatMap((contracts) =>
      Object.entries(contracts).map(([name, {evm}]) => [name, evm.methodIdentifiers]),
    ),
  );
}

describe('the compiled contract interfaces', () => {
  const interfaces = [...contractInterfaces().values()];

  it('hold every interface file under examples/solidity/interfaces, and only interfaces', () => {
    const files = filesUnder(INTERFACES_DIR).filter((file) => file.endsWith('.sol'));
    expect(new Set(interfaces.map((contract) => path.basename(contract.file)))).toEqual(
      new Set(files.map((file) => path.basename(file))),
    );
    expect(interfaces.map((contract) => contract.name)).not.toContain('OxbowV3PoolDeployerBase');
  });

  it('give every function the selector solc computes for it', () => {
    const identifiers = solcMethodIdentifiers();
    for (const contract of interfaces) {
      const expected = Object.entries(identifiers[contract.name] ?? {})
        .map(([signature, selector]) => `${signature} 0x${selector}`)
        .sort();
      const computed = contract.functions.map((row) => `${row.signature} ${row.selector}`).sort();
      expect(computed, contract.name).toEqual(expected);
    }
  });

  it('give every event the keccak-256 hash of its signature as topic0', () => {
    const rows = interfaces.flatMap((contract) => contract.events);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(row.topic0).toBe(keccak256(toBytes(row.signature)));
    }
    expect(
      contractInterface('IOxbowV3Pool').events.find((row) => row.name === 'Swap')?.topic0,
    ).toBe('0xc42079f94a6350d7e6235f29174924f928cc2ac818eb64fed8004e115fbcca67');
  });
});

describe('the drift checks', () => {
  const factory = contractInterface('IOxbowV3Factory');
  const documented = [...factory.functions, ...factory.events].map((row, index) => ({
    name: row.name,
    line: index + 10,
  }));

  it('pass a page that documents exactly the interface', () => {
    expect(documentedSurfaceDrift({headings: documented, blocks: []}, [factory], 5)).toEqual([]);
  });

  it('name a function the page leaves out, at the line that places the tables', () => {
    const headings = documented.filter((heading) => heading.name !== 'getPool');
    expect(documentedSurfaceDrift({headings, blocks: []}, [factory], 5)).toEqual([
      {
        line: 5,
        message: expect.stringContaining(
          'declares `getPool`, which this page does not document',
        ) as string,
      },
    ]);
  });

  it('name a section or a shown declaration the interface does not have', () => {
    const problems = documentedSurfaceDrift(
      {
        headings: [...documented, {name: 'getPools', line: 42}],
        blocks: [
          {
            contract: 'IOxbowV3Factory',
            code: 'function poolCount() external view returns (uint256);',
            line: 50,
            whole: false,
          },
        ],
      },
      [factory],
      5,
    );
    expect(problems.map((problem) => problem.line)).toEqual([42, 50]);
    expect(problems[0]?.message).toContain('`getPools`');
    expect(problems[1]?.message).toContain('`poolCount`');
  });

  it('check a selector or topic written beside a signature', () => {
    expect(
      writtenSelectorDrift([
        {signature: 'oxbowV3SwapCallback(int256,int256,bytes)', hash: '0x14fe6816', line: 3},
        {signature: 'uniswapV3SwapCallback(int256,int256,bytes)', hash: '0xfa461e33', line: 4},
      ]),
    ).toEqual([]);
    const [wrong, unknown] = writtenSelectorDrift([
      {signature: 'getPool(address,address,uint24)', hash: '0x1698ee83', line: 7},
      {
        signature: 'getPool(address,address,uint16)',
        hash: toFunctionSelector('getPool(address,address,uint16)'),
        line: 8,
      },
    ]);
    expect(wrong).toEqual({
      line: 7,
      message:
        '`getPool(address,address,uint24)` hashes to `0x1698ee82`, not `0x1698ee83`: write `0x1698ee82`',
    });
    expect(unknown?.message).toContain('no interface declares `getPool(address,address,uint16)`');
  });

  it('find the SDK samples’ ABI fragments equal to the compiled interfaces', () => {
    expect(sampleAbiDrift(sampleAbis, contractInterfaces())).toEqual([]);
  });

  it('name a sample fragment whose outputs, mutability or name differ, or that maps to nothing', () => {
    const problems = sampleAbiDrift(
      {
        v3FactoryAbi: parseAbi([
          'function getPool(address tokenA, address tokenB, uint24 fee) view returns (address)',
        ]),
        quoterAbi: parseAbi([
          'function quoteExactInput(bytes path, uint256 amountIn) view returns (uint256 amountOut)',
          'function quoteExactInputs(bytes path, uint256 amountIn) returns (uint256 amountOut)',
        ]),
        routerAbi: parseAbi(['function multicall(bytes[] data) payable returns (bytes[] results)']),
      },
      contractInterfaces(),
    );
    expect(problems).toEqual([
      expect.stringContaining(
        "`v3FactoryAbi` has 'function getPool(address tokenA, address tokenB, uint24 fee) view returns (address)'",
      ),
      expect.stringContaining(
        "`quoterAbi` has 'function quoteExactInput(bytes path, uint256 amountIn) view returns",
      ),
      expect.stringContaining(
        '`quoterAbi` has function `quoteExactInputs`, which IQuoter does not declare',
      ),
      expect.stringContaining('`routerAbi` is not mapped to an interface'),
    ]);
  });
});

describe('a reference page through the remark plugin', () => {
  const file = path.join(DOCS_DIR, 'contract/oxbow-v3/technical-reference/core/OxbowV3Factory.md');
  const source = readFileSync(file, 'utf8');
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkAbiTables);

  function run(markdown: string): string {
    return JSON.stringify(processor.runSync(processor.parse(markdown), {path: file}));
  }

  it('gets the tables, every row with the id of its hash', () => {
    const tree = run(source);
    for (const row of [...contractInterface('IOxbowV3Factory').functions]) {
      expect(tree).toContain(`"id":"abi-${row.selector}"`);
    }
    expect(tree).toContain('"name":"OxbowAbiControls"');
  });

  it('fails, naming the file and the line, when a documented function is gone from the interface', () => {
    const planted = source.replace('### `owner` {#owner}', '### `admin` {#admin}');
    const line = planted.split('\n').findIndex((text) => text.startsWith('### `admin`')) + 1;
    expect(() => run(planted)).toThrow(`${file}:${String(line)} the section \`admin\``);
  });

  it('fails, naming the file and the line, on a selector that is not the signature’s', () => {
    const planted = `${source}\n\nThe pool lookup is \`getPool(address,address,uint24)\`, selector \`0x1698ee83\`.\n`;
    const line = planted.split('\n').length - 1;
    expect(() => run(planted)).toThrow(
      `${file}:${String(line)} \`getPool(address,address,uint24)\` hashes to`,
    );
  });
});

describe('the exact search of the contract surface', () => {
  const entry = (signature: string, hash: string): ContractLookupEntry => ({
    signature,
    hash,
    kind: 'function',
    contract: 'IOxbowV3Factory',
    url: `/contract/x#abi-${hash}`,
    pageTitle: 'OxbowV3Factory',
    pagePath: ['Oxbow v3', 'Technical reference', 'Core'],
  });
  const entries = [
    entry('getPool(address,address,uint24)', '0x1698ee82'),
    entry('createPool(address,address,uint24)', '0xa1671295'),
    entry('exactInput((bytes,address,uint256,uint256,uint256))', '0xc04b8d59'),
  ];

  it.each([
    ['0x1698ee82', ['getPool(address,address,uint24)']],
    ['0x1698EE82', ['getPool(address,address,uint24)']],
    ['getPool(address, address, uint24)', ['getPool(address,address,uint24)']],
    ['getpool address address uint24', ['getPool(address,address,uint24)']],
    [
      'exactInput((bytes,address,uint256,uint256,uint256))',
      ['exactInput((bytes,address,uint256,uint256,uint256))'],
    ],
    ['getPool(address,uint24)', []],
    ['0x1698ee8', []],
  ])('%s finds %j', (query, found) => {
    expect(contractMatches(query, entries).map((row) => row.signature)).toEqual(found);
  });

  it.each([
    ['0x1698ee82', true],
    ['0xc42079f94a6350d7e6235f29174924f928cc2ac818eb64fed8004e115fbcca67', true],
    ['slot0()', true],
    ['getPool address uint24', true],
    ['swap fee tier', false],
    ['getPool', false],
    ['0x1234', false],
  ])('%s is a contract query: %s', (query, expected) => {
    expect(isContractQuery(query)).toBe(expected);
  });
});
