import {CurrencyAmount, Percent} from '@uniswap/sdk-core';
import {NonfungiblePositionManager, Position, type MethodParameters} from '@uniswap/v3-sdk';
import {decodeFunctionData, domainSeparator, formatEther, parseAbi, type Hex} from 'viem';
import {fixturePool, raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POOLS, V3_POSITIONS} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {USDC, WETH} from '../tokens';
import {LocalEther} from '../tokens';

/** The functions of Oxbow's NonfungiblePositionManager that the SDK encodes. */
const managerAbi = parseAbi([
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'struct IncreaseLiquidityParams { uint256 tokenId; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; uint256 deadline; }',
  'struct DecreaseLiquidityParams { uint256 tokenId; uint128 liquidity; uint256 amount0Min; uint256 amount1Min; uint256 deadline; }',
  'struct CollectParams { uint256 tokenId; address recipient; uint128 amount0Max; uint128 amount1Max; }',
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function increaseLiquidity(IncreaseLiquidityParams params) payable returns (uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function decreaseLiquidity(DecreaseLiquidityParams params) payable returns (uint256 amount0, uint256 amount1)',
  'function collect(CollectParams params) payable returns (uint256 amount0, uint256 amount1)',
  'function burn(uint256 tokenId) payable',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function sweepToken(address token, uint256 amountMinimum, address recipient) payable',
  'function refundETH() payable',
]);

/** The local network's second default account: receives NFT #1, or is approved for it by permit. */
const NEW_OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function calls(parameters: MethodParameters): string {
  const name = (data: string) =>
    decodeFunctionData({abi: managerAbi, data: data as Hex}).functionName;
  const call = decodeFunctionData({abi: managerAbi, data: parameters.calldata as Hex});
  const names =
    call.functionName === 'multicall'
      ? `multicall[${call.args[0].map(name).join(', ')}]`
      : `${call.functionName} (${parameters.calldata.slice(0, 10)})`;
  const bytes = String((parameters.calldata.length - 2) / 2);
  return `${names}, ${bytes} bytes, value ${formatEther(BigInt(parameters.value))} ETH`;
}

function errorOf(action: () => unknown): string {
  try {
    action();
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  }
}

export function main(): Promise<string[]> {
  const pool = fixturePool(V3_POOLS.wethUsdc3000);
  const slippageTolerance = new Percent(50, 10_000); // 0.5 %
  const deadline = (SNAPSHOT_TIME + 1_800).toString();

  // NFT #1 of the sample wallet: its range and liquidity in the fixture pool.
  const [nft1, nft2] = V3_POSITIONS;
  const range = nft1?.pool.positions[nft1.positionIndex];
  if (!nft1 || !nft2 || !range) {
    throw new Error('fixture positions missing');
  }
  const held = new Position({pool, ...range, liquidity: range.liquidity.toString()});

  // A new position in the same range, as large as 1 WETH and 2,000 USDC allow.
  const fresh = Position.fromAmounts({
    pool,
    tickLower: range.tickLower,
    tickUpper: range.tickUpper,
    amount0: raw(WETH, 1).toString(),
    amount1: raw(USDC, 2000).toString(),
    useFullPrecision: true,
  });
  const mint = {slippageTolerance, deadline, recipient: SAMPLE_ACCOUNT};
  const mintCall = NonfungiblePositionManager.addCallParameters(fresh, mint);
  const decodedMint = decodeFunctionData({abi: managerAbi, data: mintCall.calldata as Hex});
  const mintArgs = decodedMint.functionName === 'mint' ? decodedMint.args[0] : undefined;

  // What NFT #1 is owed, as the collect options expect it.
  const collectOptions = {
    expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(WETH, nft1.tokensOwed0.toString()),
    expectedCurrencyOwed1: CurrencyAmount.fromRawAmount(USDC, nft1.tokensOwed1.toString()),
    recipient: SAMPLE_ACCOUNT,
  };
  const remove = (percent: number, burnToken: boolean) =>
    NonfungiblePositionManager.removeCallParameters(held, {
      tokenId: nft1.tokenId.toString(),
      liquidityPercentage: new Percent(percent, 100),
      slippageTolerance,
      deadline,
      burnToken,
      collectOptions,
    });

  // EIP-712 data for the NFT permit: the domain name is fixed inside the SDK.
  const permit = NonfungiblePositionManager.getPermitData(
    {spender: NEW_OWNER, tokenId: '1', nonce: 0, deadline},
    OXBOW_LOCAL.v3.positionManager,
    OXBOW_LOCAL.chainId,
  );
  const separator = domainSeparator({
    domain: {
      name: permit.domain.name,
      version: permit.domain.version,
      chainId: OXBOW_LOCAL.chainId,
      verifyingContract: OXBOW_LOCAL.v3.positionManager,
    },
  });

  return Promise.resolve([
    `create pool: ${calls(NonfungiblePositionManager.createCallParameters(pool))}`,
    `mint: ${calls(mintCall)}`,
    `  desired ${String(mintArgs?.amount0Desired)} / ${String(mintArgs?.amount1Desired)}, minimum ${String(mintArgs?.amount0Min)} / ${String(mintArgs?.amount1Min)}`,
    `mint with createPool: ${calls(NonfungiblePositionManager.addCallParameters(fresh, {...mint, createPool: true}))}`,
    `increase NFT #1 paying ETH: ${calls(
      NonfungiblePositionManager.addCallParameters(fresh, {
        slippageTolerance,
        deadline,
        tokenId: nft1.tokenId.toString(),
        useNative: new LocalEther(),
      }),
    )}`,
    `remove 50 %: ${calls(remove(50, false))}`,
    `remove 100 % and burn: ${calls(remove(100, true))}`,
    `remove 50 % and burn: ${errorOf(() => remove(50, true))}`,
    `collect NFT #2: ${calls(
      NonfungiblePositionManager.collectCallParameters({
        tokenId: nft2.tokenId.toString(),
        expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(WETH, nft2.tokensOwed0.toString()),
        expectedCurrencyOwed1: CurrencyAmount.fromRawAmount(USDC, nft2.tokensOwed1.toString()),
        recipient: SAMPLE_ACCOUNT,
      }),
    )}`,
    `transfer NFT #1: ${calls(
      NonfungiblePositionManager.safeTransferFromParameters({
        sender: SAMPLE_ACCOUNT,
        recipient: NEW_OWNER,
        tokenId: '1',
      }),
    )}`,
    `transfer NFT #1 with data: ${calls(
      NonfungiblePositionManager.safeTransferFromParameters({
        sender: SAMPLE_ACCOUNT,
        recipient: NEW_OWNER,
        tokenId: '1',
        data: '0x01',
      }),
    )}`,
    `empty position: ${errorOf(() =>
      NonfungiblePositionManager.addCallParameters(
        new Position({pool, ...range, liquidity: 0}),
        mint,
      ),
    )}`,
    `permit domain: ${JSON.stringify(permit.domain)}`,
    `permit type: Permit(${(permit.types.Permit ?? []).map((field) => `${field.type} ${field.name}`).join(',')})`,
    `domain separator with this name: ${separator}`,
    'sign only if it equals DOMAIN_SEPARATOR() of the deployed manager',
  ]);
}
