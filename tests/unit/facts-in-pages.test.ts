import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {TickMath} from '@uniswap/v3-sdk';
import {getContractAddress, toFunctionSelector, type Hex} from 'viem';
import {describe, expect, it} from 'vitest';
import {SAMPLE_ACCOUNT} from '../../examples/sdk/fixtures';
import {OXBOW_LOCAL} from '../../examples/sdk/oxbow';
import {listDocFiles} from '../helpers/docs';
import {readDoc} from '../helpers/docSource';
import {DOCS_DIR, ROOT, ZH_DOCS_DIR} from '../helpers/paths';

/**
 * Facts the pages state about Oxbow's contracts and local network, checked
 * against what decides them: the interface files, the SDK, the deployment
 * module and the samples. Each group guards one kind of slip a review found.
 */
const LOCALES = [
  ['English', DOCS_DIR],
  ['Chinese', ZH_DOCS_DIR],
] as const;
const INTERFACES = path.join(ROOT, 'examples', 'solidity', 'interfaces');
const ALL_DOCS = listDocFiles(DOCS_DIR);

function pagesOf(root: string): {doc: string; text: string}[] {
  return ALL_DOCS.map((doc) => ({doc, text: readDoc(root, doc)}));
}

/** A page's prose split into sentences and table cells, code fences left out. */
function sentences(markdown: string): string[] {
  return markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .split(/(?<=[.;:])\s+|[。；：|\n]/)
    .filter((sentence) => sentence.trim() !== '');
}

/** The text of the `## … {#id}` or `### … {#id}` section, up to the next heading as deep or deeper. */
function section(markdown: string, id: string): string {
  const heading = new RegExp(`^(#{2,3}) .*\\{#${id}\\}\\s*$`, 'm').exec(markdown);
  if (!heading) {
    return '';
  }
  const rest = markdown.slice(heading.index + heading[0].length);
  const end = rest.search(new RegExp(`^#{2,${String(heading[1]?.length ?? 2)}} `, 'm'));
  return end === -1 ? rest : rest.slice(0, end);
}

describe('fixed-point formats', () => {
  // Every X96 or X128 value the interfaces declare, with its width in bits.
  const widths = new Map<string, number>();
  for (const file of readdirSync(INTERFACES).filter((name) => name.endsWith('.sol'))) {
    const source = readFileSync(path.join(INTERFACES, file), 'utf8');
    for (const [, bits, name] of source.matchAll(/\bu?int(\d+) (\w+X(?:96|128))\b/g)) {
      widths.set(name ?? '', Number(bits));
    }
    for (const [, name, bits] of source.matchAll(
      /function (\w+X(?:96|128))\(\)[^;]*returns \(u?int(\d+)/g,
    )) {
      widths.set(name ?? '', Number(bits));
    }
  }

  it('are read from the interfaces', () => {
    expect(widths.get('secondsPerLiquidityCumulativeX128')).toBe(160);
    expect(widths.get('feeGrowthGlobal0X128')).toBe(256);
  });

  it.each(LOCALES)('fit the declared type wherever a %s page names both', (_language, root) => {
    const wrong = pagesOf(root).flatMap(({doc, text}) =>
      sentences(text).flatMap((sentence) => {
        const named = [...widths].filter(([name]) => sentence.includes(`\`${name}\``));
        const formats = Array.from(sentence.matchAll(/\bQ(\d+)\.(\d+)\b/g), (match) => ({
          format: match[0],
          bits: Number(match[1]) + Number(match[2]),
        }));
        // Only a sentence about values of one width says which width its format has.
        const bits = new Set(named.map(([, width]) => width));
        if (bits.size !== 1 || formats.length === 0) {
          return [];
        }
        const [width] = [...bits];
        return formats
          .filter((format) => format.bits !== width)
          .map(
            (format) =>
              `${doc}: ${named.map(([name]) => name).join(', ')} is ${String(width)} bits, not ${format.format}`,
          );
      }),
    );
    expect(wrong).toEqual([]);
  });
});

describe("the manager's mint with a tick out of bounds", () => {
  it('fails in TickMath, before any pool is called', () => {
    expect(() => TickMath.getSqrtRatioAtTick(TickMath.MAX_TICK + 1)).toThrow('TICK');
    expect(() => TickMath.getSqrtRatioAtTick(TickMath.MIN_TICK - 1)).toThrow('TICK');
  });

  it.each(LOCALES)('is described that way on the %s reference page', (_language, root) => {
    const mint = section(
      readDoc(root, 'contract/oxbow-v3/technical-reference/periphery/NonfungiblePositionManager'),
      'mint',
    );
    expect(mint).toContain("`'T'`");
    expect(mint).toContain('TickMath.getSqrtRatioAtTick');
    // The pool's own bound checks are named only as unreachable through the manager.
    const claimsBoundChecks = sentences(mint).filter(
      (sentence) => /'TLM'|'TUM'/.test(sentence) && !/cannot be reached|永远走不到/.test(sentence),
    );
    expect(claimsBoundChecks).toEqual([]);
  });
});

describe('deadlines of the position manager', () => {
  const source = readFileSync(path.join(INTERFACES, 'INonfungiblePositionManager.sol'), 'utf8');
  const struct = (name: string): string =>
    new RegExp(`struct ${name} \\{([^}]*)\\}`).exec(source)?.[1] ?? '';

  it('exist on mint, increaseLiquidity and decreaseLiquidity, not on collect or burn', () => {
    for (const name of ['MintParams', 'IncreaseLiquidityParams', 'DecreaseLiquidityParams']) {
      expect(struct(name)).toContain('deadline');
    }
    expect(struct('CollectParams')).not.toContain('deadline');
    expect(source).toMatch(/function burn\(uint256 tokenId\)/);
  });

  it.each(LOCALES)('are not promised for every call in the %s overview', (_language, root) => {
    const nfts = section(readDoc(root, 'contract/oxbow-v3/overview'), 'positions-as-nfts');
    expect(nfts).not.toMatch(/every call accepts|每个调用都接受/);
    expect(nfts).toMatch(/`collect` and `burn` take neither|`collect` 和 `burn` 两者都不接受/);
  });
});

describe("Oxbow's callback names", () => {
  const callbacks = [
    'oxbowV2Call',
    'oxbowV3SwapCallback',
    'oxbowV3MintCallback',
    'oxbowV3FlashCallback',
  ];

  it('are the only callback names in the Solidity examples', () => {
    const files = readdirSync(INTERFACES, {recursive: true, encoding: 'utf8'}).filter((file) =>
      file.endsWith('.sol'),
    );
    const foreign = files.filter((file) =>
      /uniswap/i.test(readFileSync(path.join(INTERFACES, file), 'utf8')),
    );
    expect(foreign).toEqual([]);
  });

  it.each(LOCALES)('are stated once, on the %s Contract index', (_language, root) => {
    const note = section(readDoc(root, 'contract/index'), 'callback-names');
    expect(callbacks.filter((name) => !note.includes(`\`${name}\``))).toEqual([]);
  });
});

describe("the local network's deployment order", () => {
  const deployer = SAMPLE_ACCOUNT as Hex;
  const source = readFileSync(path.join(ROOT, 'examples', 'sdk', 'oxbow.ts'), 'utf8');
  const deployed = Array.from(
    source.matchAll(/(\w+): '(0x[0-9a-fA-F]{40})', \/\/ nonce (\d+)/g),
    ([, field, address, nonce]) => ({field, address, nonce: BigInt(nonce ?? '0')}),
  );

  it('gives every contract the CREATE address of its nonce', () => {
    expect(deployed.map(({nonce}) => nonce)).toEqual(
      deployed.map((_entry, index) => BigInt(index)),
    );
    for (const {address, nonce} of deployed) {
      expect(address).toBe(getContractAddress({from: deployer, nonce}));
    }
  });

  it('deploys the NFTDescriptor library before the descriptor that links it, and the manager after', () => {
    const nonceOf = (field: string): bigint | undefined =>
      deployed.find((entry) => entry.field === field)?.nonce;
    expect(OXBOW_LOCAL.v3.nftDescriptorLibrary).toBeDefined();
    expect(nonceOf('positionDescriptor')).toBe((nonceOf('nftDescriptorLibrary') ?? -9n) + 1n);
    expect(nonceOf('positionManager')).toBe((nonceOf('positionDescriptor') ?? -9n) + 1n);
  });

  it.each(LOCALES)('is the order the %s pages give', (_language, root) => {
    const deploy = section(readDoc(root, 'sdk/v3/guides/local-development'), 'deploy');
    const library = deploy.indexOf('NFTDescriptor ');
    expect(library).toBeGreaterThan(-1);
    expect(deploy.indexOf('NonfungibleTokenPositionDescriptor')).toBeGreaterThan(library);
    const descriptorPage = readDoc(
      root,
      'contract/oxbow-v3/technical-reference/periphery/NonfungibleTokenPositionDescriptor',
    );
    expect(section(descriptorPage, 'nftdescriptor-library')).toContain('nftDescriptorLibrary');
  });
});

describe("the sample account's ETH balance", () => {
  const script = readFileSync(path.join(ROOT, 'examples', 'sdk', 'local-node.sh'), 'utf8');
  const output = readFileSync(
    path.join(ROOT, 'examples', 'sdk', 'v3', 'localDevelopment.output.txt'),
    'utf8',
  );

  it('printed by the samples is the one the documented command sets', () => {
    const [, account, value] =
      /anvil_setBalance (0x[0-9a-fA-F]{40}) (0x[0-9a-fA-F]+)/.exec(script) ?? [];
    expect(account).toBe(SAMPLE_ACCOUNT);
    const printed = /^ETH balance: (\d+) ETH$/m.exec(output)?.[1];
    expect(BigInt(value ?? '0')).toBe(BigInt(printed ?? '-1') * 10n ** 18n);
  });

  it.each(LOCALES)(
    'comes with that command on the %s local-development page',
    (_language, root) => {
      expect(readDoc(root, 'sdk/v3/guides/local-development')).toContain(
        'file=<rootDir>/examples/sdk/local-node.sh',
      );
    },
  );
});

describe('what the pages say about contract behaviour', () => {
  it.each(LOCALES)(
    'is documented, never deferred to missing documentation (%s)',
    (_language, root) => {
      const deferred = pagesOf(root).flatMap(({doc, text}) =>
        sentences(text)
          .filter((sentence) =>
            /\b(undocumented|not documented|does not document|do not document)\b|文档中(并)?没有|未见于文档/.test(
              sentence,
            ),
          )
          .map((sentence) => `${doc}: ${sentence.trim().slice(0, 80)}`),
      );
      expect(deferred).toEqual([]);
    },
  );

  it.each(LOCALES)(
    'says once, in the %s pages, that the router has its fee-taking payments',
    (_language, root) => {
      const router = section(
        readDoc(root, 'contract/oxbow-v3/technical-reference/periphery/SwapRouter'),
        'fee-payments',
      );
      expect(router).toContain('unwrapWETH9WithFee');
      const denials = pagesOf(root).flatMap(({doc, text}) =>
        sentences(text)
          .filter(
            (sentence) =>
              sentence.includes('WithFee') &&
              /router|SwapRouter|路由合约/.test(sentence) &&
              !/[Mm]anager|管理合约/.test(sentence) &&
              /\b(not|neither|missing|absent|lacks)\b|没有|不存在/.test(sentence),
          )
          .map((sentence) => `${doc}: ${sentence.trim().slice(0, 80)}`),
      );
      expect(denials).toEqual([]);
    },
  );

  it.each(LOCALES)(
    "links the router's zero recipient from every %s SDK page that relies on it",
    (_language, root) => {
      const router = section(
        readDoc(root, 'contract/oxbow-v3/technical-reference/periphery/SwapRouter'),
        'zero-recipient',
      );
      expect(router).toContain('address(0)');
      const relying = [
        'sdk/v3/reference/overview',
        'sdk/v3/reference/classes/SwapRouter',
        'sdk/v3/reference/interfaces/SwapOptions',
      ];
      expect(
        relying.filter((doc) => !readDoc(root, doc).includes('SwapRouter.md#zero-recipient')),
      ).toEqual([]);
    },
  );

  it.each(LOCALES)('knows one position manager, the one Oxbow deploys (%s)', (_language, root) => {
    const older = pagesOf(root)
      .filter(({text}) => /older periphery|旧版外围合约/.test(text))
      .map(({doc}) => doc);
    expect(older).toEqual([]);
  });

  it.each(LOCALES)('explains why a range order minted too late reverts (%s)', (_language, root) => {
    const pitfalls = section(readDoc(root, 'sdk/v3/guides/advanced/range-orders'), 'pitfalls');
    expect(pitfalls).toContain('`amount1Desired`');
    expect(pitfalls).toContain('`amount > 0`');
  });

  it.each(LOCALES)(
    'keeps payout minimums below tokensOwed on the %s fee-collection page',
    (_language, root) => {
      expect(readDoc(root, 'sdk/v3/guides/liquidity/collecting-fees')).toContain('PAYOUT_MARGIN');
    },
  );
});

describe('selectors written on the pages', () => {
  // A selector is the first four bytes of keccak-256 of the signature: one digit wrong and a
  // reader matching calldata against the page finds nothing.
  const WRITTEN = /`(\w+\((?:[\w[\],]*)\))`[，,、]\s*`(0x[0-9a-f]{8})`/g;

  it.each(LOCALES)('in %s are those of the signature beside them', (_language, root) => {
    const written = pagesOf(root).flatMap(({doc, text}) =>
      Array.from(text.matchAll(WRITTEN), ([, signature = '', selector = '']) => ({
        doc,
        signature,
        selector,
      })),
    );
    expect(written.length).toBeGreaterThanOrEqual(8);
    const wrong = written.filter(
      ({signature, selector}) => toFunctionSelector(signature) !== selector,
    );
    expect(wrong).toEqual([]);
  });
});
