import {Percent} from '@uniswap/sdk-core';
import {Payments} from '@uniswap/v3-sdk';
import JSBI from 'jsbi';
import {decodeFunctionData, parseAbi, type Hex} from 'viem';
import {raw, SAMPLE_ACCOUNT} from '../fixtures';
import {USDC, WETH} from '../tokens';

/** The payment helpers: Oxbow's SwapRouter has all five, its NonfungiblePositionManager the first three. */
const paymentsAbi = parseAbi([
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function sweepToken(address token, uint256 amountMinimum, address recipient) payable',
  'function refundETH() payable',
  'function unwrapWETH9WithFee(uint256 amountMinimum, address recipient, uint256 feeBips, address feeRecipient) payable',
  'function sweepTokenWithFee(address token, uint256 amountMinimum, address recipient, uint256 feeBips, address feeRecipient) payable',
]);

function describe(calldata: string): string {
  const call = decodeFunctionData({abi: paymentsAbi, data: calldata as Hex});
  // viem leaves `args` undefined for a function without inputs (refundETH).
  const args = ((call.args as readonly unknown[] | undefined) ?? []).map(String).join(', ');
  return `${call.functionName}(${args}) ${calldata.slice(0, 10)}, ${String((calldata.length - 2) / 2)} bytes`;
}

export function main(): Promise<string[]> {
  // Minimums are JSBI raw amounts: convert from bigint through a string.
  const halfWeth = JSBI.BigInt(raw(WETH, '0.5').toString());
  const hundredUsdc = JSBI.BigInt(raw(USDC, 100).toString());
  // 0.125 % becomes 12 basis points: the SDK rounds the fee down to whole bips.
  const fee = {fee: new Percent(125, 100_000), recipient: SAMPLE_ACCOUNT};

  let badRecipient = '';
  try {
    Payments.encodeUnwrapWETH9(halfWeth, '0x1234');
  } catch (error) {
    badRecipient = (error as Error).message;
  }

  return Promise.resolve([
    describe(Payments.encodeUnwrapWETH9(halfWeth, SAMPLE_ACCOUNT)),
    describe(Payments.encodeSweepToken(USDC, hundredUsdc, SAMPLE_ACCOUNT)),
    describe(Payments.encodeRefundETH()),
    describe(Payments.encodeUnwrapWETH9(halfWeth, SAMPLE_ACCOUNT, fee)),
    describe(Payments.encodeSweepToken(USDC, hundredUsdc, SAMPLE_ACCOUNT, fee)),
    `invalid recipient: ${badRecipient}`,
    `INTERFACE: ${Object.keys(Payments.INTERFACE.functions).join(', ')}`,
  ]);
}
