import {CurrencyAmount} from '@uniswap/sdk-core';
import {NonfungiblePositionManager, type CollectOptions} from '@uniswap/v3-sdk';
import {decodeFunctionData, parseAbi, type Hex} from 'viem';
import {SAMPLE_ACCOUNT, V3_POSITIONS} from '../fixtures';
import {USDC, WETH} from '../tokens';
import {LocalEther} from '../tokens';

/** The position manager functions a collect may use (examples/solidity/interfaces/INonfungiblePositionManager.sol). */
const managerAbi = parseAbi([
  'struct CollectParams { uint256 tokenId; address recipient; uint128 amount0Max; uint128 amount1Max; }',
  'function collect(CollectParams params) payable returns (uint256 amount0, uint256 amount1)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function sweepToken(address token, uint256 amountMinimum, address recipient) payable',
]);

/** Each call of the calldata, the inner calls of a multicall included, with its arguments. */
function describe(calldata: string): string[] {
  const call = decodeFunctionData({abi: managerAbi, data: calldata as Hex});
  const inner = call.functionName === 'multicall' ? [...call.args[0]] : [calldata as Hex];
  const lines = inner.map((data) => {
    const decoded = decodeFunctionData({abi: managerAbi, data});
    const selector = data.slice(0, 10);
    switch (decoded.functionName) {
      case 'collect': {
        const {tokenId, recipient, amount0Max, amount1Max} = decoded.args[0];
        const max = amount0Max === 2n ** 128n - 1n && amount1Max === amount0Max;
        return `  ${selector} collect tokenId ${tokenId.toString()}, recipient ${recipient}, amount0Max = amount1Max = 2^128 - 1: ${String(max)}`;
      }
      case 'unwrapWETH9':
        return `  ${selector} unwrapWETH9 minimum ${decoded.args[0].toString()}, recipient ${decoded.args[1]}`;
      case 'sweepToken':
        return `  ${selector} sweepToken ${decoded.args[0]}, minimum ${decoded.args[1].toString()}, recipient ${decoded.args[2]}`;
      default:
        return `  ${selector} ${decoded.functionName}`;
    }
  });
  return [`${call.functionName === 'multicall' ? 'multicall' : 'single call'}:`, ...lines];
}

export function main(): Promise<string[]> {
  // Position NFT #1 of the snapshot (WETH/USDC 0.30 %) and what its owner is owed.
  const [position] = V3_POSITIONS;
  const tokenId = (position?.tokenId ?? 1n).toString();
  const owed0 = (position?.tokensOwed0 ?? 0n).toString();
  const owed1 = (position?.tokensOwed1 ?? 0n).toString();

  // Both sides as ERC-20 tokens: one collect call, straight to the recipient.
  const options: CollectOptions = {
    tokenId,
    expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(WETH, owed0),
    expectedCurrencyOwed1: CurrencyAmount.fromRawAmount(USDC, owed1),
    recipient: SAMPLE_ACCOUNT,
  };
  const asTokens = NonfungiblePositionManager.collectCallParameters(options);

  // The WETH side expressed in native ETH: collect to the manager, then unwrap and sweep.
  const asEther = NonfungiblePositionManager.collectCallParameters({
    ...options,
    expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(new LocalEther(), owed0),
  });

  // The expected amounts do not limit the collect itself: zero still asks for everything.
  const zeroExpected = NonfungiblePositionManager.collectCallParameters({
    ...options,
    expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(WETH, 0),
    expectedCurrencyOwed1: CurrencyAmount.fromRawAmount(USDC, 0),
  });

  let badRecipient = '';
  try {
    NonfungiblePositionManager.collectCallParameters({...options, recipient: '0x1234'});
  } catch (error) {
    badRecipient = (error as Error).message;
  }

  return Promise.resolve([
    `owed to #${tokenId}: ${options.expectedCurrencyOwed0.toExact()} WETH, ${options.expectedCurrencyOwed1.toExact()} USDC`,
    `WETH and USDC, value ${asTokens.value}`,
    ...describe(asTokens.calldata),
    `ETH and USDC, value ${asEther.value}`,
    ...describe(asEther.calldata),
    `expected amounts of zero give the same calldata: ${String(zeroExpected.calldata === asTokens.calldata)}`,
    `recipient '0x1234': ${badRecipient}`,
  ]);
}
