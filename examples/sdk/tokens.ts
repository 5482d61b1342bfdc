import {Token} from '@uniswap/sdk-core';
import {OXBOW_LOCAL} from './oxbow';

const {chainId, tokens} = OXBOW_LOCAL;

export const WETH = new Token(chainId, tokens.WETH, 18, 'WETH', 'Wrapped Ether');
export const USDC = new Token(chainId, tokens.USDC, 6, 'USDC', 'USD Coin (test)');
export const DAI = new Token(chainId, tokens.DAI, 18, 'DAI', 'Dai Stablecoin (test)');
