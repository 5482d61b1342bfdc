import {Percent} from '@uniswap/sdk-core';
import {
  NonfungiblePositionManager,
  Position,
  type IncreaseOptions,
  type MethodParameters,
} from '@uniswap/v3-sdk';
import {decodeFunctionData, parseAbi, type Hex} from 'viem';
import {fixturePool, raw, SNAPSHOT_TIME, V3_POOLS, V3_POSITIONS} from '../fixtures';
import {USDC, WETH} from '../tokens';

/** The two position manager functions addCallParameters chooses between. */
const managerAbi = parseAbi([
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'struct IncreaseLiquidityParams { uint256 tokenId; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; uint256 deadline; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function increaseLiquidity(IncreaseLiquidityParams params) payable returns (uint128 liquidity, uint256 amount0, uint256 amount1)',
]);

function describe(parameters: MethodParameters): string {
  const call = decodeFunctionData({abi: managerAbi, data: parameters.calldata as Hex});
  if (call.functionName === 'mint') {
    return `${parameters.calldata.slice(0, 10)} mint to ${call.args[0].recipient}`;
  }
  const {tokenId, amount0Desired, amount1Desired, amount0Min, amount1Min, deadline} = call.args[0];
  return `${parameters.calldata.slice(0, 10)} increaseLiquidity tokenId ${tokenId.toString()}, desired ${amount0Desired.toString()} / ${amount1Desired.toString()}, min ${amount0Min.toString()} / ${amount1Min.toString()}, deadline ${deadline.toString()}, value ${parameters.value}`;
}

/** The message of the error `run` throws. */
function errorOf(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  }
}

export function main(): Promise<string[]> {
  // NFT #1 of the snapshot: the 1,600-2,500 USDC range of the WETH/USDC 0.30 % pool.
  const [nft] = V3_POSITIONS;
  const fixture = V3_POOLS.wethUsdc3000;
  const range = fixture.positions[nft?.positionIndex ?? 1] ?? {tickLower: 0, tickUpper: 0};
  const pool = fixturePool(fixture);

  // The Position describes only what is added: 0.5 WETH and up to 1,000 USDC, on the NFT's ticks.
  const added = Position.fromAmounts({
    pool,
    tickLower: range.tickLower,
    tickUpper: range.tickUpper,
    amount0: raw(WETH, '0.5').toString(),
    amount1: raw(USDC, 1000).toString(),
    useFullPrecision: true,
  });

  // IncreaseOptions = IncreaseSpecificOptions (tokenId) + CommonAddLiquidityOptions.
  const options: IncreaseOptions = {
    tokenId: (nft?.tokenId ?? 1n).toString(),
    slippageTolerance: new Percent(50, 10_000),
    deadline: (SNAPSHOT_TIME + 1_800).toString(),
  };

  // A `recipient` key, even one holding undefined, turns the call into a mint.
  const spreadWithRecipient = {...options, recipient: undefined as unknown as string};
  // createPool belongs to mints: on an increase it is ignored.
  const withCreatePool = {...options, createPool: true};
  const empty = new Position({
    pool,
    liquidity: 0,
    tickLower: range.tickLower,
    tickUpper: range.tickUpper,
  });

  return Promise.resolve([
    `added liquidity: ${added.liquidity.toString()}`,
    describe(NonfungiblePositionManager.addCallParameters(added, options)),
    `tokenId 1 as a number, same calldata: ${String(
      NonfungiblePositionManager.addCallParameters(added, {...options, tokenId: 1}).calldata ===
        NonfungiblePositionManager.addCallParameters(added, options).calldata,
    )}`,
    `with createPool: true, same calldata: ${String(
      NonfungiblePositionManager.addCallParameters(added, withCreatePool).calldata ===
        NonfungiblePositionManager.addCallParameters(added, options).calldata,
    )}`,
    `with a recipient key set to undefined: ${errorOf(() => NonfungiblePositionManager.addCallParameters(added, spreadWithRecipient))}`,
    `zero liquidity: ${errorOf(() => NonfungiblePositionManager.addCallParameters(empty, options))}`,
  ]);
}
