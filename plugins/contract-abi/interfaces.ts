/**
 * The one source of the contract surface the docs publish: every interface
 * under examples/solidity/interfaces, compiled with the project's solc into
 * its ABI, and from the ABI each function's canonical signature and selector
 * and each event's signature and topic0. The reference pages' tables, the ABI
 * files, the search lookup, the Markdown twins and llms.txt all read it here.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import solc from 'solc';
import {
  toEventSelector,
  toEventSignature,
  toFunctionSelector,
  toFunctionSignature,
  type Abi,
  type AbiEvent,
  type AbiFunction,
} from 'viem';
import {filesUnder} from '../../scripts/lib/files';

export const INTERFACES_DIR = path.resolve(
  __dirname,
  '..',
  '..',
  'examples',
  'solidity',
  'interfaces',
);

/** The URL path of the ABI files, the same for both languages. */
export const ABI_URL_PATH = '/abi/';

export interface FunctionRow {
  name: string;
  /** Canonical: `name(type,…)`, tuples as `(type,…)`, no spaces or parameter names. */
  signature: string;
  /** `0x` and 8 hex digits. */
  selector: string;
  stateMutability: AbiFunction['stateMutability'];
}

export interface EventRow {
  name: string;
  signature: string;
  /** keccak256 of the signature: `0x` and 64 hex digits. */
  topic0: string;
}

export interface ContractInterface {
  name: string;
  /** The source file, relative to the repository. */
  file: string;
  abi: Abi;
  /**
   * Every function and event named in the interface's file, also those of a
   * base contract beside it that have no ABI entry (an internal `deploy`).
   */
  namesInFile: string[];
  functions: FunctionRow[];
  events: EventRow[];
}

// solc-js declares its entry point as `any`; this is its documented shape.
const compileStandardJson = solc.compile as (input: string) => string;

interface SolcOutput {
  errors?: {severity: string; formattedMessage: string}[];
  contracts?: Record<string, Record<string, {abi: Abi}>>;
  sources?: Record<
    string,
    {ast: {nodes: {nodeType: string; name?: string; contractKind?: string}[]}}
  >;
}

const byName = <T extends {name: string; signature: string}>(a: T, b: T): number =>
  a.name.localeCompare(b.name) || a.signature.localeCompare(b.signature);

/** The rows of one ABI: its functions and events, by name. */
export function surfaceOf(abi: Abi): Pick<ContractInterface, 'functions' | 'events'> {
  const functions = abi
    .filter((item): item is AbiFunction => item.type === 'function')
    .map((item) => ({
      name: item.name,
      signature: toFunctionSignature(item),
      selector: toFunctionSelector(item),
      stateMutability: item.stateMutability,
    }))
    .sort(byName);
  const events = abi
    .filter((item): item is AbiEvent => item.type === 'event')
    .map((item) => ({
      name: item.name,
      signature: toEventSignature(item),
      topic0: toEventSelector(item),
    }))
    .sort(byName);
  return {functions, events};
}

/** Compiles every interface file; throws with solc's messages on an error or a warning. */
export function compileInterfaces(dir: string = INTERFACES_DIR): ContractInterface[] {
  const files = filesUnder(dir).filter((file) => file.endsWith('.sol'));
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(
      files.map((file) => [file, {content: readFileSync(path.join(dir, file), 'utf8')}]),
    ),
    settings: {outputSelection: {'*': {'': ['ast'], '*': ['abi']}}},
  };
  const output = JSON.parse(compileStandardJson(JSON.stringify(input))) as SolcOutput;
  const problems = (output.errors ?? []).filter((message) => message.severity !== 'info');
  if (problems.length > 0) {
    throw new Error(
      `The contract interfaces in ${path.relative(process.cwd(), dir)} do not compile cleanly:\n` +
        problems.map((message) => message.formattedMessage).join('\n'),
    );
  }
  const repository = path.resolve(__dirname, '..', '..');
  // A file may hold a base contract beside its interface; only interfaces are published.
  const isInterface = (file: string, name: string): boolean =>
    (output.sources?.[file]?.ast.nodes ?? []).some(
      (node) =>
        node.nodeType === 'ContractDefinition' &&
        node.name === name &&
        node.contractKind === 'interface',
    );
  return Object.entries(output.contracts ?? {})
    .flatMap(([file, contracts]) =>
      Object.entries(contracts)
        .filter(([name]) => isInterface(file, name))
        .map(([name, {abi}]) => ({
          name,
          file: path.relative(repository, path.join(dir, file)).split(path.sep).join('/'),
          abi,
          namesInFile: Array.from(
            input.sources[file]?.content.matchAll(/\b(?:function|event)\s+(\w+)\s*\(/g) ?? [],
            (match) => match[1] ?? '',
          ),
          ...surfaceOf(abi),
        })),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

let compiled: Map<string, ContractInterface> | undefined;

/** The compiled interfaces by name, compiled once per process (about a quarter of a second). */
export function contractInterfaces(): Map<string, ContractInterface> {
  compiled ??= new Map(compileInterfaces().map((contract) => [contract.name, contract]));
  return compiled;
}

/** The interface called `name`; throws naming the ones there are. */
export function contractInterface(name: string): ContractInterface {
  const found = contractInterfaces().get(name);
  if (!found) {
    throw new Error(
      `No interface ${name} under examples/solidity/interfaces; there are ${[...contractInterfaces().keys()].join(', ')}.`,
    );
  }
  return found;
}

/** The id of a row in a page's tables: its selector or topic, so a link names what it points at. */
export function rowId(selectorOrTopic: string): string {
  return `abi-${selectorOrTopic}`;
}
