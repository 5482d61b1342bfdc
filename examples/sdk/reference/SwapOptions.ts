import {CurrencyAmount, Percent, TradeType} from '@uniswap/sdk-core';
import {
  encodeSqrtRatioX96,
  Route,
  SwapRouter,
  Trade,
  type MethodParameters,
  type SwapOptions,
} from '@uniswap/v3-sdk';
import {decodeFunctionData, parseAbi, type Hex} from 'viem';
import {fixturePool, raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POOLS} from '../fixtures';
import {USDC, WETH} from '../tokens';

const routerAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'struct ExactOutputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountOut; uint256 amountInMaximum; uint160 sqrtPriceLimitX96; }',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
  'function exactOutputSingle(ExactOutputSingleParams params) payable returns (uint256 amountIn)',
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
  // Encoded when `fee` is set: the fee-taking payout of Oxbow's SwapRouter.
  'function sweepTokenWithFee(address token, uint256 amountMinimum, address recipient, uint256 feeBips, address feeRecipient) payable',
]);

/** Every call in the calldata, the inner calls of a multicall included. */
function calls(parameters: MethodParameters) {
  const outer = decodeFunctionData({abi: routerAbi, data: parameters.calldata as Hex});
  if (outer.functionName !== 'multicall') {
    return [outer];
  }
  return outer.args[0].map((data) => decodeFunctionData({abi: routerAbi, data}));
}

function describe(parameters: MethodParameters): string {
  return calls(parameters)
    .map((call) => {
      switch (call.functionName) {
        case 'exactInputSingle': {
          const p = call.args[0];
          return `exactInputSingle(recipient ${p.recipient}, amountOutMinimum ${p.amountOutMinimum.toString()}, sqrtPriceLimitX96 ${p.sqrtPriceLimitX96.toString()}, deadline ${p.deadline.toString()})`;
        }
        case 'exactOutputSingle': {
          const p = call.args[0];
          return `exactOutputSingle(amountOut ${p.amountOut.toString()}, amountInMaximum ${p.amountInMaximum.toString()})`;
        }
        case 'sweepTokenWithFee':
          return `sweepTokenWithFee(amountMinimum ${call.args[1].toString()}, feeBips ${call.args[3].toString()})`;
        default:
          return call.functionName;
      }
    })
    .join(' + ');
}

export async function main(): Promise<string[]> {
  const pool = fixturePool(V3_POOLS.wethUsdc3000);
  const route = new Route([pool], WETH, USDC);
  const sell = await Trade.fromRoute(
    route,
    CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString()),
    TradeType.EXACT_INPUT,
  );
  const buy = await Trade.fromRoute(
    route,
    CurrencyAmount.fromRawAmount(USDC, raw(USDC, 2000).toString()),
    TradeType.EXACT_OUTPUT,
  );

  const options: SwapOptions = {
    slippageTolerance: new Percent(50, 10_000), // 0.5 %
    recipient: SAMPLE_ACCOUNT,
    deadline: (SNAPSHOT_TIME + 1_800).toString(), // 30 minutes after the snapshot
  };
  // Selling WETH (token0) lowers the price: stop at 1,990 USDC per WETH, in raw units.
  const limit = encodeSqrtRatioX96(raw(USDC, 1990).toString(), raw(WETH, 1).toString());

  return [
    `sell 1 WETH: ${sell.outputAmount.toExact()} USDC expected`,
    `  ${describe(SwapRouter.swapCallParameters(sell, options))}`,
    `buy 2000 USDC: ${buy.inputAmount.toExact()} WETH expected`,
    `  ${describe(SwapRouter.swapCallParameters(buy, options))}`,
    `with sqrtPriceLimitX96:`,
    `  ${describe(SwapRouter.swapCallParameters(sell, {...options, sqrtPriceLimitX96: limit.toString()}))}`,
    `with inputTokenPermit:`,
    `  ${describe(
      SwapRouter.swapCallParameters(sell, {
        ...options,
        inputTokenPermit: {
          v: 27,
          r: `0x${'11'.repeat(32)}`,
          s: `0x${'22'.repeat(32)}`,
          amount: raw(WETH, 1).toString(),
          deadline: options.deadline,
        },
      }),
    )}`,
    `with fee 0.25 %:`,
    `  ${describe(SwapRouter.swapCallParameters(sell, {...options, fee: {fee: new Percent(25, 10_000), recipient: SAMPLE_ACCOUNT}}))}`,
  ];
}
