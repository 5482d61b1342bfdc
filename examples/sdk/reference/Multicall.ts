import {Multicall, Payments} from '@uniswap/v3-sdk';
import JSBI from 'jsbi';
import {decodeFunctionData, parseAbi, type Hex} from 'viem';
import {raw, SAMPLE_ACCOUNT} from '../fixtures';
import {USDC, WETH} from '../tokens';

/** multicall and the payment helpers, as Oxbow's SwapRouter and position manager declare them. */
const peripheryAbi = parseAbi([
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function sweepToken(address token, uint256 amountMinimum, address recipient) payable',
  'function refundETH() payable',
]);

const name = (data: string) =>
  decodeFunctionData({abi: peripheryAbi, data: data as Hex}).functionName;

export function main(): Promise<string[]> {
  // Three calls that pay out what the contract holds at the end of a batch.
  const unwrap = Payments.encodeUnwrapWETH9(
    JSBI.BigInt(raw(WETH, '0.5').toString()),
    SAMPLE_ACCOUNT,
  );
  const sweep = Payments.encodeSweepToken(
    USDC,
    JSBI.BigInt(raw(USDC, 100).toString()),
    SAMPLE_ACCOUNT,
  );
  const refund = Payments.encodeRefundETH();

  // One call is returned unchanged; two or more are wrapped in multicall(bytes[]).
  const alone = Multicall.encodeMulticall(unwrap);
  const batch = Multicall.encodeMulticall([unwrap, sweep, refund]);

  // decodeMulticall undoes the wrapping; viem and the SDK read the same bytes.
  const inner = Multicall.decodeMulticall(batch);
  const viaViem = decodeFunctionData({abi: peripheryAbi, data: batch as Hex});
  const viemInner = viaViem.functionName === 'multicall' ? viaViem.args[0] : [];

  let notBatch = '';
  try {
    Multicall.decodeMulticall(unwrap);
  } catch (error) {
    notBatch = (error as Error).message.split(' (')[0] ?? '';
  }

  return Promise.resolve([
    `one call: ${alone === unwrap ? 'returned as is' : 'wrapped'}, ${name(alone)}`,
    `three calls: ${name(batch)} (${batch.slice(0, 10)}), ${String((batch.length - 2) / 2)} bytes`,
    `decodeMulticall: ${inner.map(name).join(', ')}`,
    `same as viem: ${String(inner.every((data, index) => data === viemInner[index]))}`,
    `round trip: ${String(Multicall.encodeMulticall(inner) === batch)}`,
    `decodeMulticall(unwrapWETH9 calldata): ${notBatch}`,
    `INTERFACE selector of multicall: ${Multicall.INTERFACE.getSighash('multicall')}`,
  ]);
}
