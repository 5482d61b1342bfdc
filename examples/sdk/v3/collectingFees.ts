import {CurrencyAmount, Ether, type Currency, type Token} from '@uniswap/sdk-core';
import {NonfungiblePositionManager, type MethodParameters} from '@uniswap/v3-sdk';
import {decodeFunctionData, maxUint128, type Address, type Hex, type Transport} from 'viem';
import {positionManagerAbi} from '../abis';
import {createReader, createSender, type Reader, type Sender} from '../chain';
import {SAMPLE_ACCOUNT} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {formatAmount, innerCalls, knownToken, positionManagerWriteAbi} from './modifyingPosition';

export interface TokensOwed {
  tokenId: bigint;
  liquidity: bigint;
  owed0: CurrencyAmount<Token>;
  owed1: CurrencyAmount<Token>;
}

/**
 * What the NFT's record says it is owed. It is a lower bound: fees earned
 * since the position was last touched are not in it yet.
 */
export async function fetchTokensOwed(reader: Reader, tokenId: bigint): Promise<TokensOwed> {
  const [, , token0, token1, , , , liquidity, , , owed0, owed1] = await reader.readContract({
    address: OXBOW_LOCAL.v3.positionManager,
    abi: positionManagerAbi,
    functionName: 'positions',
    args: [tokenId],
  });
  return {
    tokenId,
    liquidity,
    owed0: CurrencyAmount.fromRawAmount(knownToken(token0), owed0.toString()),
    owed1: CurrencyAmount.fromRawAmount(knownToken(token1), owed1.toString()),
  };
}

/**
 * Calldata for `collect` with both caps at the maximum uint128, so everything
 * owed is paid, including fees the manager credits during the call.
 */
export function buildCollect(owed: TokensOwed, recipient: Address): MethodParameters {
  return NonfungiblePositionManager.collectCallParameters({
    tokenId: owed.tokenId.toString(),
    expectedCurrencyOwed0: owed.owed0,
    expectedCurrencyOwed1: owed.owed1,
    recipient,
  });
}

/**
 * How far below tokensOwed the payout minimums sit, in base units. The pool
 * rounds the fees of the position the NFTs share down at each of its updates,
 * an NFT's own credit only once, so collect can pay a few units less than
 * tokensOwed, and a minimum equal to it could make the whole batch revert.
 */
export const PAYOUT_MARGIN = 10n;

/**
 * The same withdrawal with the WETH side paid as native ETH. Marking one
 * expected amount as Ether makes the SDK collect to the manager and add
 * unwrapWETH9 and sweepToken, with the expected amounts, tokensOwed less
 * PAYOUT_MARGIN, as their minimums.
 */
export function buildCollectAsEther(owed: TokensOwed, recipient: Address): MethodParameters {
  const wethAddress = OXBOW_LOCAL.tokens.WETH.toLowerCase();
  const minimum = (amount: CurrencyAmount<Token>): string => {
    const raw = BigInt(amount.quotient.toString());
    return (raw > PAYOUT_MARGIN ? raw - PAYOUT_MARGIN : 0n).toString();
  };
  // Only `isNative` and the amount are used: never ask this Ether for `.wrapped` on chain 31337.
  const asEther = (amount: CurrencyAmount<Token>): CurrencyAmount<Currency> =>
    amount.currency.address.toLowerCase() === wethAddress
      ? CurrencyAmount.fromRawAmount(Ether.onChain(OXBOW_LOCAL.chainId), minimum(amount))
      : CurrencyAmount.fromRawAmount(amount.currency, minimum(amount));
  return NonfungiblePositionManager.collectCallParameters({
    tokenId: owed.tokenId.toString(),
    expectedCurrencyOwed0: asEther(owed.owed0),
    expectedCurrencyOwed1: asEther(owed.owed1),
    recipient,
  });
}

/** Sends manager calldata from the NFT's owner and waits until it is mined. */
export async function sendToPositionManager(
  sender: Sender,
  reader: Reader,
  parameters: MethodParameters,
): Promise<{hash: Hex; status: 'success' | 'reverted'}> {
  const hash = await sender.sendTransaction({
    to: OXBOW_LOCAL.v3.positionManager,
    data: parameters.calldata as Hex,
    value: BigInt(parameters.value),
  });
  const receipt = await reader.waitForTransactionReceipt({hash});
  return {hash, status: receipt.status};
}

/** The manager calls inside a calldata, decoded: one call, or the entries of a multicall. */
function decodeAll(calldata: string) {
  const call = decodeFunctionData({abi: positionManagerWriteAbi, data: calldata as Hex});
  return call.functionName === 'multicall'
    ? call.args[0].map((inner) => decodeFunctionData({abi: positionManagerWriteAbi, data: inner}))
    : [call];
}

export async function main(transport?: Transport): Promise<string[]> {
  const reader = createReader(transport);
  const owed = await fetchTokensOwed(reader, 1n);
  const parameters = buildCollect(owed, SAMPLE_ACCOUNT);
  const native = buildCollectAsEther(owed, SAMPLE_ACCOUNT);
  const lines = [
    `NFT ${owed.tokenId}: liquidity ${owed.liquidity}`,
    `tokensOwed: ${formatAmount(owed.owed0)} + ${formatAmount(owed.owed1)}`,
    `calldata: ${innerCalls(parameters.calldata).join(', ')}, value ${BigInt(parameters.value)}`,
  ];
  for (const call of decodeAll(parameters.calldata)) {
    if (call.functionName === 'collect') {
      const [{recipient, amount0Max, amount1Max}] = call.args;
      lines.push(
        `  recipient ${recipient}`,
        `  amount0Max ${amount0Max}`,
        `  amount1Max ${amount1Max} (2^128 - 1: ${String(amount1Max === maxUint128)})`,
      );
    }
  }
  lines.push(`as native ETH: multicall of ${innerCalls(native.calldata).join(', ')}`);
  for (const call of decodeAll(native.calldata)) {
    if (call.functionName === 'collect') {
      lines.push(`  collect to ${call.args[0].recipient} (the manager itself)`);
    } else if (call.functionName === 'unwrapWETH9') {
      lines.push(
        `  unwrapWETH9: at least ${call.args[0]} wei (tokensOwed0 - ${PAYOUT_MARGIN}) to ${call.args[1]}`,
      );
    } else if (call.functionName === 'sweepToken') {
      const token = knownToken(call.args[0]);
      lines.push(
        `  sweepToken: at least ${call.args[1]} base units of ${token.symbol ?? '?'} (tokensOwed1 - ${PAYOUT_MARGIN}) to ${call.args[2]}`,
      );
    }
  }
  const {hash, status} = await sendToPositionManager(
    createSender(SAMPLE_ACCOUNT, transport),
    reader,
    parameters,
  );
  lines.push(`sent to ${OXBOW_LOCAL.v3.positionManager}: ${status}`, `transaction ${hash}`);
  return lines;
}
