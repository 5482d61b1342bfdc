import {Percent} from '@uniswap/sdk-core';
import {
  NonfungiblePositionManager,
  Position,
  type MethodParameters,
  type MintOptions,
} from '@uniswap/v3-sdk';
import {decodeFunctionData, parseAbi, type Hex} from 'viem';
import {fixturePool, raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POOLS} from '../fixtures';
import {USDC, WETH} from '../tokens';

/** The position manager functions a mint may contain. */
const managerAbi = parseAbi([
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
]);

/** The local network's second default account, as another wallet to receive the NFT. */
const OTHER_WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function describe(label: string, parameters: MethodParameters): string[] {
  const outer = decodeFunctionData({abi: managerAbi, data: parameters.calldata as Hex});
  const inner =
    outer.functionName === 'multicall' ? [...outer.args[0]] : [parameters.calldata as Hex];
  const lines = [`${label}:`];
  for (const data of inner) {
    const call = decodeFunctionData({abi: managerAbi, data});
    if (call.functionName === 'mint') {
      const {fee, tickLower, tickUpper, recipient} = call.args[0];
      lines.push(
        `  ${data.slice(0, 10)} mint fee ${String(fee)}, ticks ${String(tickLower)} to ${String(tickUpper)}, recipient ${recipient}`,
      );
    } else if (call.functionName === 'createAndInitializePoolIfNecessary') {
      const [token0, token1, fee, sqrtPriceX96] = call.args;
      lines.push(
        `  ${data.slice(0, 10)} createAndInitializePoolIfNecessary ${token0}, ${token1}, ${String(fee)}, sqrtPriceX96 ${sqrtPriceX96.toString()}`,
      );
    }
  }
  return lines;
}

export function main(): Promise<string[]> {
  // 1 WETH and up to 2,000 USDC in the 1,600-2,500 USDC range of the WETH/USDC 0.30 % pool.
  const fixture = V3_POOLS.wethUsdc3000;
  const range = fixture.positions[1] ?? {tickLower: 0, tickUpper: 0};
  const position = Position.fromAmounts({
    pool: fixturePool(fixture),
    tickLower: range.tickLower,
    tickUpper: range.tickUpper,
    amount0: raw(WETH, 1).toString(),
    amount1: raw(USDC, 2000).toString(),
    useFullPrecision: true,
  });

  // MintOptions = MintSpecificOptions (recipient, createPool) + CommonAddLiquidityOptions.
  const options: MintOptions = {
    recipient: SAMPLE_ACCOUNT,
    slippageTolerance: new Percent(50, 10_000),
    deadline: (SNAPSHOT_TIME + 1_800).toString(),
  };

  let badRecipient = '';
  try {
    NonfungiblePositionManager.addCallParameters(position, {...options, recipient: 'alice.eth'});
  } catch (error) {
    badRecipient = (error as Error).message;
  }

  const plain = NonfungiblePositionManager.addCallParameters(position, options);
  const createPoolFalse = NonfungiblePositionManager.addCallParameters(position, {
    ...options,
    createPool: false,
  });

  return Promise.resolve([
    ...describe('{recipient}', plain),
    `createPool: false gives the same calldata: ${String(createPoolFalse.calldata === plain.calldata)}`,
    ...describe(
      '{recipient, createPool: true}',
      NonfungiblePositionManager.addCallParameters(position, {...options, createPool: true}),
    ),
    `pool sqrtRatioX96 in the Position: ${position.pool.sqrtRatioX96.toString()}`,
    ...describe(
      '{recipient: OTHER_WALLET}',
      NonfungiblePositionManager.addCallParameters(position, {...options, recipient: OTHER_WALLET}),
    ),
    `recipient 'alice.eth': ${badRecipient}`,
  ]);
}
