import {readFileSync} from 'node:fs';
import path from 'node:path';
import solc from 'solc';
import solcPackage from 'solc/package.json';
import {describe, expect, it} from 'vitest';
import {readDoc} from '../helpers/docSource';
import {DOCS_DIR, ROOT, ZH_DOCS_DIR} from '../helpers/paths';
import {filesUnder} from '../../scripts/lib/files';

/**
 * The Solidity on the Contract pages is the code in examples/solidity, shown
 * from those files. Here every file under it must compile with the pinned solc,
 * with no errors and no warnings, and the pages must name that compiler version.
 * Sources are named from the repository's folder, so that solc's messages
 * (`--> examples/solidity/SingleSwap.sol:12:5:`) name the file a writer opens.
 */
const SOURCE_DIR = path.join(ROOT, 'examples', 'solidity');
const SOURCE_NAME = 'examples/solidity';

// solc-js declares its entry points as `any`; these are their documented shapes.
const compileStandardJson = solc.compile as (input: string) => string;
const compilerVersion = solc.version as () => string;

interface SolcMessage {
  severity: 'error' | 'warning' | 'info';
  formattedMessage: string;
}

interface SolcOutput {
  errors?: SolcMessage[];
  contracts?: Record<string, Record<string, {evm: {bytecode: {object: string}}}>>;
}

function compile(): SolcOutput {
  const sources = Object.fromEntries(
    filesUnder(SOURCE_DIR)
      .filter((file) => file.endsWith('.sol'))
      .map((file) => [
        `${SOURCE_NAME}/${file}`,
        {content: readFileSync(path.join(SOURCE_DIR, file), 'utf8')},
      ]),
  );
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: {enabled: true, runs: 200},
      outputSelection: {'*': {'*': ['evm.bytecode.object']}},
    },
  };
  return JSON.parse(compileStandardJson(JSON.stringify(input))) as SolcOutput;
}

describe('the Solidity examples', () => {
  const output = compile();

  it('compile with solc without errors or warnings', () => {
    const messages = (output.errors ?? [])
      .filter((message) => message.severity !== 'info')
      .map((message) => message.formattedMessage);
    expect(messages).toEqual([]);
  });

  it.each([
    ['SingleSwap.sol', 'SingleSwap'],
    ['MultihopSwap.sol', 'MultihopSwap'],
  ])('%s deploys: %s has bytecode', (file, contract) => {
    expect(
      output.contracts?.[`${SOURCE_NAME}/${file}`]?.[contract]?.evm.bytecode.object.length,
    ).toBeGreaterThan(100);
  });

  it('use the pinned compiler version', () => {
    expect(compilerVersion()).toContain(solcPackage.version);
  });
});

describe.each([
  'contract/oxbow-v3/guides/Implement-A-Swap/single-swaps',
  'contract/oxbow-v3/guides/Implement-A-Swap/multihop-swaps',
])('%s', (doc) => {
  it.each([
    ['English', DOCS_DIR],
    ['Chinese', ZH_DOCS_DIR],
  ])('states the compiler version in %s', (_language, root) => {
    expect(readDoc(root, doc)).toContain(`solc ${solcPackage.version}`);
  });
});
