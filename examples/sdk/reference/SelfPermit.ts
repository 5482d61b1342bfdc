import {CurrencyAmount, Percent, TradeType} from '@uniswap/sdk-core';
import {
  Route,
  SelfPermit,
  SwapRouter,
  Trade,
  type AllowedPermitArguments,
  type StandardPermitArguments,
} from '@uniswap/v3-sdk';
import {decodeFunctionData, parseAbi, type Hex} from 'viem';
import {fixturePool, raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POOLS} from '../fixtures';
import {DAI, USDC, WETH} from '../tokens';
import {LocalEther} from '../tokens';

/** The self-permit functions of Oxbow's SwapRouter, plus the swap the permit is batched with. */
const routerAbi = parseAbi([
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
  'function selfPermitAllowed(address token, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) payable',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256)',
]);

const name = (data: string) => decodeFunctionData({abi: routerAbi, data: data as Hex}).functionName;

// v, r and s of the owner's signature over the token's own EIP-712 Permit message.
// These bytes are made up to show the encoding; the contract would reject them.
const signature = {v: 27, r: `0x${'11'.repeat(32)}`, s: `0x${'22'.repeat(32)}`} as const;
const deadline = (SNAPSHOT_TIME + 1_800).toString();

export async function main(): Promise<string[]> {
  // EIP-2612: approves exactly `amount` until `deadline`.
  const standard: StandardPermitArguments = {
    ...signature,
    amount: raw(USDC, 2000).toString(),
    deadline,
  };
  // DAI-style: no amount, a nonce and an expiry; the contract approves the maximum.
  const allowed: AllowedPermitArguments = {...signature, nonce: 0, expiry: deadline};

  const standardCall = SelfPermit.encodePermit(USDC, standard);
  const allowedCall = SelfPermit.encodePermit(DAI, allowed);
  const decoded = decodeFunctionData({abi: routerAbi, data: standardCall as Hex});
  const [token, value, permitDeadline] = decoded.functionName === 'selfPermit' ? decoded.args : [];

  // The usual use: inputTokenPermit puts selfPermit before the swap in one multicall.
  const pool = fixturePool(V3_POOLS.wethUsdc3000);
  const trade = await Trade.fromRoute(
    new Route([pool], USDC, WETH),
    CurrencyAmount.fromRawAmount(USDC, raw(USDC, 2000).toString()),
    TradeType.EXACT_INPUT,
  );
  const options = {
    slippageTolerance: new Percent(50, 10_000),
    recipient: SAMPLE_ACCOUNT,
    deadline,
    inputTokenPermit: standard,
  };
  const swap = SwapRouter.swapCallParameters(trade, options);
  const batch = decodeFunctionData({abi: routerAbi, data: swap.calldata as Hex});
  const inner = batch.functionName === 'multicall' ? batch.args[0].map(name) : [];

  // Native ETH has no permit: the SDK refuses before encoding anything.
  let nativePermit = '';
  try {
    const ether = new LocalEther();
    const ethTrade = await Trade.fromRoute(
      new Route([pool], ether, USDC),
      CurrencyAmount.fromRawAmount(ether, raw(WETH, 1).toString()),
      TradeType.EXACT_INPUT,
    );
    SwapRouter.swapCallParameters(ethTrade, options);
  } catch (error) {
    nativePermit = (error as Error).message;
  }

  return [
    `EIP-2612 permit for USDC: ${name(standardCall)} (${standardCall.slice(0, 10)}), ${String((standardCall.length - 2) / 2)} bytes`,
    `  token ${String(token)}, value ${String(value)}, deadline ${String(permitDeadline)}`,
    `DAI-style permit: ${name(allowedCall)} (${allowedCall.slice(0, 10)}), ${String((allowedCall.length - 2) / 2)} bytes`,
    `swap with inputTokenPermit: multicall[${inner.join(', ')}]`,
    `permit with native ETH input: ${nativePermit}`,
    `INTERFACE: ${Object.keys(SelfPermit.INTERFACE.functions).length} functions, the SDK encodes 2`,
  ];
}
