import {NativeCurrency, Token, type Currency} from '@uniswap/sdk-core';
import {OXBOW_LOCAL} from './oxbow';

const {chainId, tokens} = OXBOW_LOCAL;

export const WETH = new Token(chainId, tokens.WETH, 18, 'WETH', 'Wrapped Ether');
export const USDC = new Token(chainId, tokens.USDC, 6, 'USDC', 'USD Coin (test)');
export const DAI = new Token(chainId, tokens.DAI, 18, 'DAI', 'Dai Stablecoin (test)');

/**
 * Ether on the local network. sdk-core's `Ether` only knows the WETH of public
 * networks (its `wrapped` throws on chain 31337), so this one wraps to Oxbow's WETH.
 */
export class LocalEther extends NativeCurrency {
  constructor() {
    super(chainId, 18, 'ETH', 'Ether');
  }

  override get wrapped(): Token {
    return WETH;
  }

  override equals(other: Currency): boolean {
    return other.isNative && other.chainId === this.chainId;
  }
}
