import {CurrencyAmount, Percent, TradeType} from '@uniswap/sdk-core';
import {
  NonfungiblePositionManager,
  Position,
  Route,
  SelfPermit,
  SwapRouter,
  Trade,
  type StandardPermitArguments,
} from '@uniswap/v3-sdk';
import {decodeFunctionData, parseAbi, type Hex} from 'viem';
import {fixturePool, raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POOLS} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {USDC, WETH} from '../tokens';

const routerAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
]);

function innerCalls(calldata: string): string {
  const outer = decodeFunctionData({abi: routerAbi, data: calldata as Hex});
  return (outer.functionName === 'multicall' ? outer.args[0] : [])
    .map((data) => decodeFunctionData({abi: routerAbi, data}).functionName)
    .join(', ');
}

export async function main(): Promise<string[]> {
  const deadline = (SNAPSHOT_TIME + 1_800).toString();
  const twoThousandUsdc = raw(USDC, 2000);

  // The holder signed the token's EIP-2612 message
  // Permit(owner, spender = SwapRouter, value, nonce = nonces(owner), deadline);
  // v, r, s are that signature (fixed bytes here: the sample holds no key).
  const permit: StandardPermitArguments = {
    v: 28,
    r: `0x${'c3'.repeat(32)}`,
    s: `0x${'4d'.repeat(32)}`,
    amount: twoThousandUsdc.toString(),
    deadline,
  };

  // On its own: one selfPermit call for the router or the position manager.
  const selfPermit = decodeFunctionData({
    abi: routerAbi,
    data: SelfPermit.encodePermit(USDC, permit) as Hex,
  });
  const permitLine =
    selfPermit.functionName === 'selfPermit'
      ? `selfPermit(token ${selfPermit.args[0]}, value ${selfPermit.args[1].toString()}, deadline ${selfPermit.args[2].toString()}, v ${String(selfPermit.args[3])})`
      : selfPermit.functionName;

  // In a swap: the permit replaces the approve transaction.
  const pool = fixturePool(V3_POOLS.wethUsdc3000);
  const trade = await Trade.fromRoute(
    new Route([pool], USDC, WETH),
    CurrencyAmount.fromRawAmount(USDC, twoThousandUsdc.toString()),
    TradeType.EXACT_INPUT,
  );
  const {calldata} = SwapRouter.swapCallParameters(trade, {
    slippageTolerance: new Percent(50, 10_000),
    recipient: SAMPLE_ACCOUNT,
    deadline,
    inputTokenPermit: permit,
  });

  // In a mint: a second signature, this time with the position manager as spender.
  // The range lies below the current price, so the position takes USDC (token1) only.
  const position = Position.fromAmount1({
    pool,
    tickLower: -201_000,
    tickUpper: -200_400,
    amount1: twoThousandUsdc.toString(),
  });
  const mint = NonfungiblePositionManager.addCallParameters(position, {
    recipient: SAMPLE_ACCOUNT,
    slippageTolerance: new Percent(50, 10_000),
    deadline,
    token1Permit: {...permit, r: `0x${'e5'.repeat(32)}`, s: `0x${'6f'.repeat(32)}`},
  });

  return [
    `encodePermit: ${permitLine}`,
    `2000 USDC -> ${trade.outputAmount.toSignificant(6)} WETH, sent to ${OXBOW_LOCAL.v3.swapRouter}`,
    `  multicall: ${innerCalls(calldata)}`,
    `mint with 2000 USDC, sent to ${OXBOW_LOCAL.v3.positionManager}`,
    `  multicall: ${innerCalls(mint.calldata)}`,
  ];
}
