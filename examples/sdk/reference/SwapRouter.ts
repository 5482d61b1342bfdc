import {CurrencyAmount, Percent, TradeType, type Currency} from '@uniswap/sdk-core';
import {Route, SwapRouter, Trade, type MethodParameters, type SwapOptions} from '@uniswap/v3-sdk';
import {decodeFunctionData, formatEther, parseAbi, type Hex} from 'viem';
import {fixturePool, raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POOLS} from '../fixtures';
import {DAI, USDC, WETH} from '../tokens';
import {LocalEther} from '../tokens';

/** Oxbow's SwapRouter functions the SDK encodes, the two fee-taking payouts included. */
const routerAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'struct ExactOutputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountOut; uint256 amountInMaximum; uint160 sqrtPriceLimitX96; }',
  'struct ExactInputParams { bytes path; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256)',
  'function exactOutputSingle(ExactOutputSingleParams params) payable returns (uint256)',
  'function exactInput(ExactInputParams params) payable returns (uint256)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function refundETH() payable',
  'function sweepToken(address token, uint256 amountMinimum, address recipient) payable',
  'function sweepTokenWithFee(address token, uint256 amountMinimum, address recipient, uint256 feeBips, address feeRecipient) payable',
  'function unwrapWETH9WithFee(uint256 amountMinimum, address recipient, uint256 feeBips, address feeRecipient) payable',
]);

/** The function names in the calldata, the inner calls of a multicall included. */
function calls(parameters: MethodParameters): string {
  const call = decodeFunctionData({abi: routerAbi, data: parameters.calldata as Hex});
  if (call.functionName !== 'multicall') {
    return call.functionName;
  }
  const inner = call.args[0].map((data) => decodeFunctionData({abi: routerAbi, data}).functionName);
  return `multicall[${inner.join(', ')}]`;
}

function line(label: string, parameters: MethodParameters): string {
  const bytes = (parameters.calldata.length - 2) / 2;
  const value = formatEther(BigInt(parameters.value));
  return `${label}: ${calls(parameters)}, ${String(bytes)} bytes, value ${value} ETH`;
}

export async function main(): Promise<string[]> {
  // A local pool with all its ticks: Trade.fromRoute simulates the swap offline.
  const wethUsdc = fixturePool(V3_POOLS.wethUsdc3000);
  const usdcDai = fixturePool(V3_POOLS.usdcDai100);
  const ether = new LocalEther();
  const amount = <T extends Currency>(currency: T, units: number) =>
    CurrencyAmount.fromRawAmount(currency, raw(WETH, units).toString());

  const options: SwapOptions = {
    slippageTolerance: new Percent(50, 10_000), // 0.5 %
    recipient: SAMPLE_ACCOUNT,
    deadline: (SNAPSHOT_TIME + 1_800).toString(),
  };

  // 1 WETH for USDC through one pool.
  const sell = await Trade.fromRoute(
    new Route([wethUsdc], WETH, USDC),
    amount(WETH, 1),
    TradeType.EXACT_INPUT,
  );
  const sellParameters = SwapRouter.swapCallParameters(sell, options);
  const decoded = decodeFunctionData({abi: routerAbi, data: sellParameters.calldata as Hex});
  const minimumOut =
    decoded.functionName === 'exactInputSingle' ? decoded.args[0].amountOutMinimum : 0n;

  // The same swap paid in native ETH: value carries the input.
  const sellEth = await Trade.fromRoute(
    new Route([wethUsdc], ether, USDC),
    amount(ether, 1),
    TradeType.EXACT_INPUT,
  );
  // Exactly 1 ETH out, paid in USDC: the router takes custody, then unwraps.
  const buyEth = await Trade.fromRoute(
    new Route([wethUsdc], USDC, ether),
    amount(ether, 1),
    TradeType.EXACT_OUTPUT,
  );
  // Native input with an exact output: the unused ETH must be refunded.
  const buyUsdcWithEth = await Trade.fromRoute(
    new Route([wethUsdc], ether, USDC),
    CurrencyAmount.fromRawAmount(USDC, raw(USDC, 2000).toString()),
    TradeType.EXACT_OUTPUT,
  );
  // Two hops: WETH -> USDC -> DAI, encoded as a packed path.
  const twoHops = await Trade.fromRoute(
    new Route([wethUsdc, usdcDai], WETH, DAI),
    amount(WETH, 1),
    TradeType.EXACT_INPUT,
  );

  // With native output the swap pays the router, named by the zero address, and unwrapWETH9 pays you.
  const buyEthParameters = SwapRouter.swapCallParameters(buyEth, options);
  const outer = decodeFunctionData({abi: routerAbi, data: buyEthParameters.calldata as Hex});
  const [firstCall = '0x'] = outer.functionName === 'multicall' ? outer.args[0] : [];
  const swap = decodeFunctionData({abi: routerAbi, data: firstCall});
  const swapRecipient = swap.functionName === 'exactOutputSingle' ? swap.args[0].recipient : '?';

  let priceLimit = '';
  try {
    SwapRouter.swapCallParameters(twoHops, {...options, sqrtPriceLimitX96: '1'});
  } catch (error) {
    priceLimit = (error as Error).message;
  }

  return [
    `1 WETH -> ${sell.outputAmount.toExact()} USDC, minimum out ${sell.minimumAmountOut(options.slippageTolerance).toExact()} USDC`,
    `selector ${sellParameters.calldata.slice(0, 10)}, amountOutMinimum in calldata ${minimumOut.toString()}`,
    line('WETH -> USDC', sellParameters),
    line('ETH -> USDC', SwapRouter.swapCallParameters(sellEth, options)),
    line('USDC -> exactly 1 ETH', buyEthParameters),
    `  recipient inside exactOutputSingle: ${swapRecipient}`,
    line('ETH -> exactly 2000 USDC', SwapRouter.swapCallParameters(buyUsdcWithEth, options)),
    line('WETH -> USDC -> DAI', SwapRouter.swapCallParameters(twoHops, options)),
    line(
      'with a 0.25 % fee',
      SwapRouter.swapCallParameters(sell, {
        ...options,
        fee: {fee: new Percent(25, 10_000), recipient: SAMPLE_ACCOUNT},
      }),
    ),
    `price limit on two hops: ${priceLimit}`,
    `SwapRouter.INTERFACE: ${String(Object.keys(SwapRouter.INTERFACE.functions).length)} functions`,
  ];
}
