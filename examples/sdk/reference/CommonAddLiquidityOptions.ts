import {Percent} from '@uniswap/sdk-core';
import {
  NonfungiblePositionManager,
  Position,
  type CommonAddLiquidityOptions,
  type MethodParameters,
  type StandardPermitArguments,
} from '@uniswap/v3-sdk';
import {decodeFunctionData, formatEther, parseAbi, type Hex} from 'viem';
import {fixturePool, raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POOLS} from '../fixtures';
import {DAI, USDC, WETH} from '../tokens';
import {LocalEther} from '../tokens';

/** The position manager functions an add-liquidity call may contain. */
const managerAbi = parseAbi([
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function refundETH() payable',
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
]);

/** The calls in the calldata, then the amounts and deadline of its mint. */
function describe(label: string, parameters: MethodParameters): string[] {
  const outer = decodeFunctionData({abi: managerAbi, data: parameters.calldata as Hex});
  const inner =
    outer.functionName === 'multicall' ? [...outer.args[0]] : [parameters.calldata as Hex];
  const calls = inner.map((data) => decodeFunctionData({abi: managerAbi, data}));
  const names = calls.map((call) => call.functionName).join(', ');
  const lines = [
    `${label}: ${outer.functionName === 'multicall' ? `multicall[${names}]` : names}, value ${parameters.value} (${formatEther(BigInt(parameters.value))} ETH)`,
  ];
  for (const call of calls) {
    if (call.functionName === 'mint') {
      const mint = call.args[0];
      lines.push(
        `  desired ${mint.amount0Desired.toString()} / ${mint.amount1Desired.toString()}, min ${mint.amount0Min.toString()} / ${mint.amount1Min.toString()}, deadline ${mint.deadline.toString()}`,
      );
    }
    if (call.functionName === 'selfPermit') {
      lines.push(`  selfPermit token ${call.args[0]}, value ${call.args[1].toString()}`);
    }
  }
  return lines;
}

// A made-up signature: it shows the encoding only, a token would reject it.
const signature = {v: 28, r: `0x${'ab'.repeat(32)}`, s: `0x${'cd'.repeat(32)}`} as const;

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

  const common: CommonAddLiquidityOptions = {
    slippageTolerance: new Percent(50, 10_000), // 0.5 %
    deadline: (SNAPSHOT_TIME + 1_800).toString(),
  };
  const mint = {...common, recipient: SAMPLE_ACCOUNT};

  // WETH9 has no permit function, so only the USDC side (token1) can be approved by signature.
  const token1Permit: StandardPermitArguments = {
    ...signature,
    amount: raw(USDC, 2000).toString(),
    deadline: common.deadline,
  };

  let noWeth = '';
  try {
    const usdcDai = V3_POOLS.usdcDai100;
    const [lower = {tickLower: 0, tickUpper: 0}] = usdcDai.positions;
    const stablePosition = Position.fromAmounts({
      pool: fixturePool(usdcDai),
      tickLower: lower.tickLower,
      tickUpper: lower.tickUpper,
      amount0: raw(USDC, 100).toString(),
      amount1: raw(DAI, 100).toString(),
      useFullPrecision: true,
    });
    NonfungiblePositionManager.addCallParameters(stablePosition, {
      ...mint,
      useNative: new LocalEther(),
    });
  } catch (error) {
    noWeth = (error as Error).message;
  }

  return Promise.resolve([
    `position: liquidity ${position.liquidity.toString()}, token0 ${position.pool.token0.symbol ?? ''}, token1 ${position.pool.token1.symbol ?? ''}`,
    ...describe('slippage 0.5 %', NonfungiblePositionManager.addCallParameters(position, mint)),
    ...describe(
      'slippage 5 %',
      NonfungiblePositionManager.addCallParameters(position, {
        ...mint,
        slippageTolerance: new Percent(5, 100),
      }),
    ),
    ...describe(
      'useNative: ETH',
      NonfungiblePositionManager.addCallParameters(position, {
        ...mint,
        useNative: new LocalEther(),
      }),
    ),
    ...describe(
      'token1Permit',
      NonfungiblePositionManager.addCallParameters(position, {
        ...mint,
        token1Permit,
      }),
    ),
    `useNative on a USDC/DAI position: ${noWeth}`,
  ]);
}
