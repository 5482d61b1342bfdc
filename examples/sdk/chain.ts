import {createPublicClient, createWalletClient, defineChain, http, type Transport} from 'viem';
import {OXBOW_LOCAL} from './oxbow';

/** The docs' local test network as a viem chain. */
export const oxbowLocal = defineChain({
  id: OXBOW_LOCAL.chainId,
  name: 'Oxbow local test network',
  nativeCurrency: {name: 'Ether', symbol: 'ETH', decimals: 18},
  rpcUrls: {default: {http: [OXBOW_LOCAL.rpcUrl]}},
});

/**
 * A client for reading contracts. Pass another transport (a different RPC URL,
 * or a test double) to point the same sample code somewhere else.
 */
export function createReader(transport: Transport = http(OXBOW_LOCAL.rpcUrl)) {
  return createPublicClient({chain: oxbowLocal, transport});
}

/**
 * A client that sends transactions from `account` through the node, which
 * signs them: local test nodes keep their default accounts unlocked.
 */
export function createSender(
  account: `0x${string}`,
  transport: Transport = http(OXBOW_LOCAL.rpcUrl),
) {
  return createWalletClient({account, chain: oxbowLocal, transport});
}

export type Reader = ReturnType<typeof createReader>;
export type Sender = ReturnType<typeof createSender>;
