/**
 * The SDK samples read and call the contracts through ABI fragments written
 * by hand in examples/sdk/abis.ts, where a reader can see them. Each fragment
 * must be the compiled interface's entry exactly: name, inputs and outputs
 * (names, types and struct components) and state mutability.
 */
import type {Abi, AbiEvent, AbiFunction, AbiParameter} from 'viem';
import type {ContractInterface} from './interfaces';

/** The interface each export of examples/sdk/abis.ts is written from. */
export const SAMPLE_ABI_INTERFACES: Readonly<Record<string, string>> = {
  erc20Abi: 'IERC20Metadata',
  v2FactoryAbi: 'IOxbowV2Factory',
  v2PairAbi: 'IOxbowV2Pair',
  v3FactoryAbi: 'IOxbowV3Factory',
  v3PoolAbi: 'IOxbowV3Pool',
  positionManagerAbi: 'INonfungiblePositionManager',
  quoterAbi: 'IQuoter',
};

const SAMPLES_FILE = 'examples/sdk/abis.ts';

/** The parts of a parameter an encoder or decoder reads, in a comparable form. */
function parameterShape(parameter: AbiParameter): unknown {
  return {
    name: parameter.name ?? '',
    type: parameter.type,
    ...('components' in parameter && {components: parameter.components.map(parameterShape)}),
  };
}

function parameterText(parameter: AbiParameter): string {
  const type =
    'components' in parameter
      ? `(${parameter.components.map(parameterText).join(', ')})${parameter.type.slice('tuple'.length)}`
      : parameter.type;
  return parameter.name ? `${type} ${parameter.name}` : type;
}

/** An entry as Solidity-like text, every name shown, for the message that compares two. */
function declaration(item: AbiFunction | AbiEvent): string {
  const inputs = `${item.name}(${item.inputs.map(parameterText).join(', ')})`;
  return item.type === 'function'
    ? `function ${inputs} ${item.stateMutability} returns (${item.outputs.map(parameterText).join(', ')})`
    : `event ${inputs}`;
}

/** A function's or event's entry as far as encoding and decoding go. */
function entryShape(item: AbiFunction | AbiEvent): string {
  return item.type === 'function'
    ? JSON.stringify({
        inputs: item.inputs.map(parameterShape),
        outputs: item.outputs.map(parameterShape),
        stateMutability: item.stateMutability,
      })
    : JSON.stringify(
        item.inputs.map((input) => ({
          ...(parameterShape(input) as object),
          indexed: input.indexed ?? false,
        })),
      );
}

/** What differs between the sample fragments and the compiled interfaces, one message each. */
export function sampleAbiDrift(
  samples: Readonly<Record<string, unknown>>,
  interfaces: ReadonlyMap<string, ContractInterface>,
): string[] {
  return Object.entries(samples).flatMap(([exportName, value]): string[] => {
    const interfaceName = SAMPLE_ABI_INTERFACES[exportName];
    if (interfaceName === undefined) {
      return [
        `${SAMPLES_FILE}: \`${exportName}\` is not mapped to an interface: add it to SAMPLE_ABI_INTERFACES in plugins/contract-abi/sampleAbis.ts`,
      ];
    }
    const compiled = interfaces.get(interfaceName);
    if (!compiled) {
      return [`${SAMPLES_FILE}: \`${exportName}\` names ${interfaceName}, which is not compiled`];
    }
    return (value as Abi).flatMap((item): string[] => {
      if (item.type !== 'function' && item.type !== 'event') {
        return [
          `${SAMPLES_FILE}: \`${exportName}\` has a ${item.type} entry; the samples use functions and events only`,
        ];
      }
      const sameName = compiled.abi.filter(
        (entry): entry is AbiFunction | AbiEvent =>
          entry.type === item.type && 'name' in entry && entry.name === item.name,
      );
      if (sameName.length === 0) {
        return [
          `${SAMPLES_FILE}: \`${exportName}\` has ${item.type} \`${item.name}\`, which ${interfaceName} does not declare`,
        ];
      }
      const shape = entryShape(item);
      return sameName.some((entry) => entryShape(entry) === shape)
        ? []
        : [
            `${SAMPLES_FILE}: \`${exportName}\` has '${declaration(item)}', but ${compiled.file} declares ${sameName.map((entry) => `'${declaration(entry)}'`).join(' or ')}: write the interface's declaration`,
          ];
    });
  });
}
