import {CurrencyAmount, Percent, TradeType} from '@uniswap/sdk-core';
import {Route, SwapRouter, Trade, type FeeOptions, type SwapOptions} from '@uniswap/v3-sdk';
import {decodeFunctionData, parseAbi, type Hex} from 'viem';
import {fixturePool, raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POOLS} from '../fixtures';
import {USDC, WETH} from '../tokens';
import {LocalEther} from '../tokens';

/** The router functions the SDK encodes around a swap, as in examples/solidity/interfaces/ISwapRouter.sol. */
const routerAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function sweepTokenWithFee(address token, uint256 amountMinimum, address recipient, uint256 feeBips, address feeRecipient) payable',
  'function unwrapWETH9WithFee(uint256 amountMinimum, address recipient, uint256 feeBips, address feeRecipient) payable',
]);

/** The fee range Oxbow's router accepts in unwrapWETH9WithFee and sweepTokenWithFee: 0.01 % to 1 %. */
const MIN_FEE_BIPS = 1n;
const MAX_FEE_BIPS = 100n;

/** Whether the router would run a fee call with these basis points, or revert. */
function onOxbow(feeBips: bigint): string {
  return feeBips >= MIN_FEE_BIPS && feeBips <= MAX_FEE_BIPS
    ? "Oxbow's router accepts it"
    : `Oxbow's router reverts: feeBips must be ${MIN_FEE_BIPS.toString()} to ${MAX_FEE_BIPS.toString()}`;
}

/** A made-up address that collects the interface fee. */
const FEE_COLLECTOR = '0x00000000000000000000000000000000000Fee01';

/** Each call of the calldata, the inner calls of a multicall included, with its arguments. */
function describe(calldata: string): string[] {
  const call = decodeFunctionData({abi: routerAbi, data: calldata as Hex});
  const inner = call.functionName === 'multicall' ? [...call.args[0]] : [calldata as Hex];
  return inner.map((data) => {
    const decoded = decodeFunctionData({abi: routerAbi, data});
    const selector = data.slice(0, 10);
    switch (decoded.functionName) {
      case 'exactInputSingle':
        return `  ${selector} exactInputSingle recipient ${decoded.args[0].recipient}, amountOutMinimum ${decoded.args[0].amountOutMinimum.toString()}`;
      case 'sweepTokenWithFee': {
        const [, minimum, recipient, feeBips, feeRecipient] = decoded.args;
        return `  ${selector} sweepTokenWithFee minimum ${minimum.toString()}, recipient ${recipient}, feeBips ${feeBips.toString()}, feeRecipient ${feeRecipient}; ${onOxbow(feeBips)}`;
      }
      case 'unwrapWETH9WithFee': {
        const [minimum, recipient, feeBips, feeRecipient] = decoded.args;
        return `  ${selector} unwrapWETH9WithFee minimum ${minimum.toString()}, recipient ${recipient}, feeBips ${feeBips.toString()}, feeRecipient ${feeRecipient}; ${onOxbow(feeBips)}`;
      }
      default:
        return `  ${selector} ${decoded.functionName}`;
    }
  });
}

export async function main(): Promise<string[]> {
  const pool = fixturePool(V3_POOLS.wethUsdc3000);
  const oneWeth = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString());
  const sell = await Trade.fromRoute(new Route([pool], WETH, USDC), oneWeth, TradeType.EXACT_INPUT);

  const options: SwapOptions = {
    slippageTolerance: new Percent(50, 10_000), // 0.5 %
    recipient: SAMPLE_ACCOUNT,
    deadline: (SNAPSHOT_TIME + 1_800).toString(),
  };
  // 0.25 % of the output for the interface.
  const fee: FeeOptions = {fee: new Percent(25, 10_000), recipient: FEE_COLLECTOR};

  const plain = SwapRouter.swapCallParameters(sell, options);
  const withFee = SwapRouter.swapCallParameters(sell, {...options, fee});
  // Finer than one basis point: 0.001 % is cut to 0 bips.
  const tiny = SwapRouter.swapCallParameters(sell, {
    ...options,
    fee: {fee: new Percent(1, 100_000), recipient: FEE_COLLECTOR},
  });

  // USDC -> native ETH: the fee variant of unwrapWETH9 pays the fee in ETH.
  const ether = new LocalEther();
  const buyEth = await Trade.fromRoute(
    new Route([pool], USDC, ether),
    CurrencyAmount.fromRawAmount(USDC, raw(USDC, 2000).toString()),
    TradeType.EXACT_INPUT,
  );
  const ethWithFee = SwapRouter.swapCallParameters(buyEth, {...options, fee});

  // What sweepTokenWithFee does with a router balance equal to the minimum output.
  const minimum = BigInt(sell.minimumAmountOut(options.slippageTolerance).quotient.toString());
  const feeAmount = (minimum * 25n) / 10_000n;
  return [
    `without fee: value ${plain.value}`,
    ...describe(plain.calldata),
    `with {fee: 0.25 %, recipient: FEE_COLLECTOR}: value ${withFee.value}`,
    ...describe(withFee.calldata),
    `on a balance of ${minimum.toString()}: fee ${feeAmount.toString()} to FEE_COLLECTOR, ${(minimum - feeAmount).toString()} to the swapper`,
    `fee 0.001 %:`,
    ...describe(tiny.calldata).slice(1),
    `USDC -> ETH with the same fee:`,
    ...describe(ethWithFee.calldata).slice(1),
  ];
}
