import {NonfungiblePositionManager, type SafeTransferOptions} from '@uniswap/v3-sdk';
import {decodeFunctionData, parseAbi, type Hex} from 'viem';
import {SAMPLE_ACCOUNT, V3_POSITIONS} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';

/** The two ERC-721 overloads of NonfungiblePositionManager. */
const transferAbi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
]);

/** A second local account, written in lower case as a user might paste it. */
const NEW_OWNER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

function describe(options: SafeTransferOptions): string {
  try {
    const {calldata, value} = NonfungiblePositionManager.safeTransferFromParameters(options);
    const call = decodeFunctionData({abi: transferAbi, data: calldata as Hex});
    const [from, to, tokenId, data] = call.args;
    const extra = data === undefined ? '' : `, data ${data}`;
    return `${calldata.slice(0, 10)} safeTransferFrom(${from}, ${to}, ${tokenId.toString()}${extra}), value ${value}`;
  } catch (error) {
    return (error as Error).message;
  }
}

export function main(): Promise<string[]> {
  const [position] = V3_POSITIONS;
  if (!position) {
    throw new Error('no position in the fixtures');
  }
  const transfer: SafeTransferOptions = {
    sender: SAMPLE_ACCOUNT,
    recipient: NEW_OWNER,
    tokenId: position.tokenId.toString(),
  };

  return Promise.resolve([
    `send to ${OXBOW_LOCAL.v3.positionManager} from ${SAMPLE_ACCOUNT}`,
    `without data: ${describe(transfer)}`,
    `with data:    ${describe({...transfer, data: '0x0102'})}`,
    `data '0x':    ${describe({...transfer, data: '0x'})}`,
    `bad address:  ${describe({...transfer, recipient: '0x7099'})}`,
  ]);
}
