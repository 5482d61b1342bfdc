import {CurrencyAmount, Percent} from '@uniswap/sdk-core';
import {
  NonfungiblePositionManager,
  Position,
  type NFTPermitOptions,
  type RemoveLiquidityOptions,
} from '@uniswap/v3-sdk';
import {decodeFunctionData, parseAbi, type Hex} from 'viem';
import {fixturePool, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POSITIONS} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {USDC, WETH} from '../tokens';

const managerAbi = parseAbi([
  'struct DecreaseLiquidityParams { uint256 tokenId; uint128 liquidity; uint256 amount0Min; uint256 amount1Min; uint256 deadline; }',
  'struct CollectParams { uint256 tokenId; address recipient; uint128 amount0Max; uint128 amount1Max; }',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function permit(address spender, uint256 tokenId, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
  'function decreaseLiquidity(DecreaseLiquidityParams params) payable returns (uint256 amount0, uint256 amount1)',
  'function collect(CollectParams params) payable returns (uint256 amount0, uint256 amount1)',
]);

/** A second local account: a keeper that exits positions for their owner. */
const KEEPER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export function main(): Promise<string[]> {
  const [nft] = V3_POSITIONS;
  const range = nft?.pool.positions[nft.positionIndex];
  if (!nft || !range) {
    throw new Error('no position in the fixtures');
  }
  const deadline = (SNAPSHOT_TIME + 3_600).toString();

  // 1. What the owner signs: Permit(spender, tokenId, nonce, deadline).
  //    The nonce is the first value of positions(tokenId); 0 for an NFT never permitted.
  //    getPermitData always writes the upstream collection name into the domain: if
  //    name() on Oxbow's manager returns another name, replace domain.name before signing.
  const typedData = NonfungiblePositionManager.getPermitData(
    {spender: KEEPER, tokenId: nft.tokenId.toString(), nonce: 0, deadline},
    OXBOW_LOCAL.v3.positionManager,
    OXBOW_LOCAL.chainId,
  );
  const fields = (typedData.types.Permit ?? []).map((field) => `${field.type} ${field.name}`);

  // 2. The signature split into v, r, s (fixed bytes here: the sample holds no key).
  const permit: NFTPermitOptions = {
    v: 27,
    r: `0x${'a1'.repeat(32)}`,
    s: `0x${'2b'.repeat(32)}`,
    deadline,
    spender: KEEPER,
  };

  // 3. The keeper exits the whole position for the owner; the tokens go to the owner.
  const options: RemoveLiquidityOptions = {
    tokenId: nft.tokenId.toString(),
    liquidityPercentage: new Percent(1),
    slippageTolerance: new Percent(50, 10_000),
    deadline,
    permit,
    collectOptions: {
      expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(WETH, nft.tokensOwed0.toString()),
      expectedCurrencyOwed1: CurrencyAmount.fromRawAmount(USDC, nft.tokensOwed1.toString()),
      recipient: SAMPLE_ACCOUNT,
    },
  };
  const position = new Position({
    pool: fixturePool(nft.pool),
    tickLower: range.tickLower,
    tickUpper: range.tickUpper,
    liquidity: range.liquidity.toString(),
  });
  const {calldata} = NonfungiblePositionManager.removeCallParameters(position, options);
  const outer = decodeFunctionData({abi: managerAbi, data: calldata as Hex});
  const inner = (outer.functionName === 'multicall' ? outer.args[0] : []).map((data) =>
    decodeFunctionData({abi: managerAbi, data}),
  );
  const [first] = inner;
  const permitArgs =
    first?.functionName === 'permit'
      ? `permit(${first.args[0]}, ${first.args[1].toString()}, ${first.args[2].toString()}, ${String(first.args[3])}, r, s)`
      : 'no permit';

  return Promise.resolve([
    `domain: name "${typedData.domain.name ?? ''}", version ${typedData.domain.version ?? ''}, chainId ${typeof typedData.domain.chainId === 'number' ? typedData.domain.chainId : '?'}`,
    `verifyingContract: ${typedData.domain.verifyingContract ?? ''}`,
    `Permit(${fields.join(', ')})`,
    `multicall sent by the keeper: ${inner.map((call) => call.functionName).join(', ')}`,
    `first call: ${permitArgs}`,
  ]);
}
