/**
 * The checks that keep a page from drifting away from the compiled interfaces
 * (./interfaces.ts). Each problem names the line it was found on and what to do.
 */
import {toEventSelector, toFunctionSelector} from 'viem';
import {contractInterfaces, type ContractInterface} from './interfaces';

export interface Problem {
  line: number;
  message: string;
}

export interface DocumentedSurface {
  /** `### \`name\`` headings: the sections of functions and events. */
  headings: {name: string; line: number}[];
  /** Solidity blocks shown for a placed contract; `whole` when the block is its interface file. */
  blocks: {contract: string; code: string; line: number; whole: boolean}[];
}

const DECLARATION = /\b(?:function|event)\s+(\w+)\s*\(/g;

/**
 * Every function and event of the placed contracts must be documented on the
 * page (a section, or its declaration in a block shown for it), and every
 * section or declaration must be one the contracts declare.
 */
export function documentedSurfaceDrift(
  surface: DocumentedSurface,
  contracts: readonly ContractInterface[],
  /** Where the page places the contracts' tables: a missing section is reported there. */
  placedAt: number,
): Problem[] {
  const declared = new Map<string, string>();
  const inFiles = new Set<string>();
  for (const contract of contracts) {
    for (const row of [...contract.functions, ...contract.events]) {
      declared.set(row.name, contract.name);
    }
    contract.namesInFile.forEach((name) => inFiles.add(name));
  }
  const names = contracts.map((contract) => contract.name).join(', ');
  const documented = new Set<string>();
  const problems: Problem[] = [];
  for (const heading of surface.headings) {
    documented.add(heading.name);
    if (!declared.has(heading.name) && !inFiles.has(heading.name)) {
      problems.push({
        line: heading.line,
        message: `the section \`${heading.name}\` documents a function or event that ${names} does not declare: rename the section, or declare it in the interface file`,
      });
    }
  }
  for (const block of surface.blocks) {
    const contract = contracts.find((candidate) => candidate.name === block.contract);
    if (block.whole && contract) {
      [...contract.functions, ...contract.events].forEach((row) => documented.add(row.name));
      continue;
    }
    for (const match of block.code.matchAll(DECLARATION)) {
      const name = match[1] ?? '';
      documented.add(name);
      if (!declared.has(name) && !inFiles.has(name)) {
        problems.push({
          line: block.line,
          message: `the block shows \`${name}\`, which ${block.contract} does not declare: remove it from the block, or declare it in the interface file`,
        });
      }
    }
  }
  for (const [name, contract] of declared) {
    if (!documented.has(name)) {
      problems.push({
        line: placedAt,
        message: `${contract} declares \`${name}\`, which this page does not document: add a \`### \\\`${name}\\\`\` section or show its declaration`,
      });
    }
  }
  return problems;
}

/** A backticked signature and the 4-byte selector or 32-byte topic written right after it. */
export interface WrittenHash {
  signature: string;
  hash: string;
  line: number;
}

/**
 * A selector or topic written beside a canonical signature must be its hash,
 * and a signature under the name of an Oxbow function or event must be one an
 * interface declares.
 */
export function writtenSelectorDrift(pairs: readonly WrittenHash[]): Problem[] {
  if (pairs.length === 0) {
    return [];
  }
  const known = [...contractInterfaces().values()].flatMap((contract) => [
    ...contract.functions,
    ...contract.events,
  ]);
  return pairs.flatMap(({signature, hash, line}): Problem[] => {
    const expected =
      hash.length === 10 ? toFunctionSelector(signature) : toEventSelector(signature);
    if (expected !== hash.toLowerCase()) {
      return [
        {
          line,
          message: `\`${signature}\` hashes to \`${expected}\`, not \`${hash}\`: write \`${expected}\``,
        },
      ];
    }
    const name = signature.slice(0, signature.indexOf('('));
    const sameName = known.filter((row) => row.name === name);
    if (sameName.length > 0 && !sameName.some((row) => row.signature === signature)) {
      return [
        {
          line,
          message: `no interface declares \`${signature}\`; the interfaces have ${sameName.map((row) => `\`${row.signature}\``).join(', ')}`,
        },
      ];
    }
    return [];
  });
}
