import {CurrencyAmount, Percent} from '@uniswap/sdk-core';
import {NonfungiblePositionManager, Position, type RemoveLiquidityOptions} from '@uniswap/v3-sdk';
import {decodeFunctionData, parseAbi, type Hex} from 'viem';
import {fixturePool, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POSITIONS} from '../fixtures';
import {USDC, WETH} from '../tokens';
import {LocalEther} from '../tokens';

/** The NonfungiblePositionManager functions removeCallParameters can encode. */
const managerAbi = parseAbi([
  'struct DecreaseLiquidityParams { uint256 tokenId; uint128 liquidity; uint256 amount0Min; uint256 amount1Min; uint256 deadline; }',
  'struct CollectParams { uint256 tokenId; address recipient; uint128 amount0Max; uint128 amount1Max; }',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function permit(address spender, uint256 tokenId, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
  'function decreaseLiquidity(DecreaseLiquidityParams params) payable returns (uint256 amount0, uint256 amount1)',
  'function collect(CollectParams params) payable returns (uint256 amount0, uint256 amount1)',
  'function burn(uint256 tokenId) payable',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function sweepToken(address token, uint256 amountMinimum, address recipient) payable',
]);

function calls(calldata: string) {
  const outer = decodeFunctionData({abi: managerAbi, data: calldata as Hex});
  const inner = outer.functionName === 'multicall' ? outer.args[0] : [];
  return inner.map((data) => decodeFunctionData({abi: managerAbi, data}));
}

function names(calldata: string): string {
  return calls(calldata)
    .map((call) => call.functionName)
    .join(', ');
}

function errorOf(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  }
}

export function main(): Promise<string[]> {
  const [nft] = V3_POSITIONS;
  const range = nft?.pool.positions[nft.positionIndex];
  if (!nft || !range) {
    throw new Error('no position in the fixtures');
  }
  const position = new Position({
    pool: fixturePool(nft.pool),
    tickLower: range.tickLower,
    tickUpper: range.tickUpper,
    liquidity: range.liquidity.toString(),
  });

  const half: RemoveLiquidityOptions = {
    tokenId: nft.tokenId.toString(),
    liquidityPercentage: new Percent(50, 100),
    slippageTolerance: new Percent(50, 10_000), // 0.5 %
    deadline: (SNAPSHOT_TIME + 1_200).toString(),
    collectOptions: {
      // The fees already owed; the SDK adds the minimum amounts of the decrease.
      expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(WETH, nft.tokensOwed0.toString()),
      expectedCurrencyOwed1: CurrencyAmount.fromRawAmount(USDC, nft.tokensOwed1.toString()),
      recipient: SAMPLE_ACCOUNT,
    },
  };
  const {calldata, value} = NonfungiblePositionManager.removeCallParameters(position, half);
  const detail = calls(calldata).flatMap((call) => {
    if (call.functionName === 'decreaseLiquidity') {
      const {liquidity, amount0Min, amount1Min, deadline} = call.args[0];
      return [
        `  decreaseLiquidity: liquidity ${liquidity.toString()} of ${range.liquidity.toString()}`,
        `    amount0Min ${amount0Min.toString()} (WETH), amount1Min ${amount1Min.toString()} (USDC), deadline ${deadline.toString()}`,
      ];
    }
    if (call.functionName === 'collect') {
      const {recipient, amount0Max} = call.args[0];
      return [
        `  collect: recipient ${recipient}, amount0Max = amount1Max = ${amount0Max.toString()}`,
      ];
    }
    return [];
  });

  const full = {...half, liquidityPercentage: new Percent(1)};
  const ether = new LocalEther();
  const inEth = {
    ...half,
    collectOptions: {
      ...half.collectOptions,
      expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(ether, nft.tokensOwed0.toString()),
    },
  };

  const ethCalls = calls(NonfungiblePositionManager.removeCallParameters(position, inEth).calldata);
  const ethDetail = ethCalls.flatMap((call) => {
    if (call.functionName === 'collect') {
      return [`  collect to ${call.args[0].recipient} (the manager keeps the tokens)`];
    }
    if (call.functionName === 'unwrapWETH9') {
      return [`  unwrapWETH9 minimum ${call.args[0].toString()} = WETH owed + amount0Min`];
    }
    return [];
  });

  return Promise.resolve([
    `remove 50 % of NFT ${nft.tokenId.toString()}: multicall of ${names(calldata)}, value ${value}`,
    ...detail,
    `100 %, burnToken: ${names(NonfungiblePositionManager.removeCallParameters(position, {...full, burnToken: true}).calldata)}`,
    `100 %, NFT kept: ${names(NonfungiblePositionManager.removeCallParameters(position, full).calldata)}`,
    `token0 as native ETH: ${ethCalls.map((call) => call.functionName).join(', ')}`,
    ...ethDetail,
    `50 % with burnToken: ${errorOf(() => NonfungiblePositionManager.removeCallParameters(position, {...half, burnToken: true}))}`,
    `0 %: ${errorOf(() => NonfungiblePositionManager.removeCallParameters(position, {...half, liquidityPercentage: new Percent(0)}))}`,
  ]);
}
