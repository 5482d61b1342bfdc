import {FeeAmount, Multicall, Pool, Staker, type IncentiveKey} from '@uniswap/v3-sdk';
import {
  decodeAbiParameters,
  decodeFunctionData,
  encodeAbiParameters,
  parseAbi,
  parseAbiParameters,
  type Hex,
} from 'viem';
import {fixturePool, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POOLS} from '../fixtures';
import {DAI, USDC, WETH} from '../tokens';
import {oxbowPoolAddress} from '../v3/pools';

/** An incentive key as the staking contract reads it. */
const keyType = parseAbiParameters(
  '(address rewardToken, address pool, uint256 startTime, uint256 endTime, address refundee)',
);

/** The staker functions the SDK encodes. */
const stakerAbi = parseAbi([
  'struct IncentiveKey { address rewardToken; address pool; uint256 startTime; uint256 endTime; address refundee; }',
  'function unstakeToken(IncentiveKey key, uint256 tokenId)',
  'function claimReward(address rewardToken, address to, uint256 amountRequested) returns (uint256 reward)',
  'function stakeToken(IncentiveKey key, uint256 tokenId)',
  'function withdrawToken(uint256 tokenId, address to, bytes data)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
]);

function calls(calldata: string): string {
  const call = decodeFunctionData({abi: stakerAbi, data: calldata as Hex});
  const inner =
    call.functionName === 'multicall'
      ? call.args[0].map((data) => decodeFunctionData({abi: stakerAbi, data}).functionName)
      : [];
  return `${call.functionName}[${inner.join(', ')}], ${String((calldata.length - 2) / 2)} bytes`;
}

export function main(): Promise<string[]> {
  // A 30-day DAI reward for positions in the WETH/USDC 0.3 % pool.
  const key: IncentiveKey = {
    rewardToken: DAI,
    pool: fixturePool(V3_POOLS.wethUsdc3000),
    startTime: SNAPSHOT_TIME + 3_600,
    endTime: SNAPSHOT_TIME + 3_600 + 30 * 86_400,
    refundee: SAMPLE_ACCOUNT,
  };

  // The SDK derives the pool with Pool.getAddress and its default factory and init code hash.
  const sdkData = Staker.encodeDeposit(key) as Hex;
  const [sdkKey] = decodeAbiParameters(keyType, sdkData);
  const sdkPool = Pool.getAddress(WETH, USDC, FeeAmount.MEDIUM);
  const oxbowPool = oxbowPoolAddress(WETH, USDC, FeeAmount.MEDIUM);

  // The fix: encode the key yourself, with the Oxbow pool address.
  const oxbowKey = {
    rewardToken: DAI.address as Hex,
    pool: oxbowPool,
    startTime: BigInt(key.startTime.toString()),
    endTime: BigInt(key.endTime.toString()),
    refundee: SAMPLE_ACCOUNT,
  };
  const handData = encodeAbiParameters(keyType, [oxbowKey]);

  // collectRewards: unstake, claim and stake again, all under the SDK's (wrong) key.
  const claim = {tokenId: '1', recipient: SAMPLE_ACCOUNT};
  const sdkCollect = Staker.collectRewards(key, claim);
  // The same batch by hand, through the SDK's own ABI, with the right key.
  const handCollect = Multicall.encodeMulticall([
    Staker.INTERFACE.encodeFunctionData('unstakeToken', [oxbowKey, 1]),
    Staker.INTERFACE.encodeFunctionData('claimReward', [DAI.address, SAMPLE_ACCOUNT, 0]),
    Staker.INTERFACE.encodeFunctionData('stakeToken', [oxbowKey, 1]),
  ]);
  const patched = sdkCollect.calldata
    .toLowerCase()
    .replaceAll(sdkPool.slice(2).toLowerCase(), oxbowPool.slice(2).toLowerCase());

  return Promise.resolve([
    `encodeDeposit: ${String((sdkData.length - 2) / 2)} bytes for one key, ${String((Staker.encodeDeposit([key, key]).length - 2) / 2)} for two`,
    `pool in the SDK's key: ${sdkKey.pool} (the SDK's default deployment)`,
    `Oxbow WETH/USDC 0.3 % pool: ${oxbowPool}`,
    `same pool: ${String(sdkKey.pool === oxbowPool)}`,
    `hand-encoded key: ${String((handData.length - 2) / 2)} bytes, pool ${decodeAbiParameters(keyType, handData)[0].pool}`,
    `collectRewards: ${calls(sdkCollect.calldata)}, value ${sdkCollect.value}`,
    `withdrawToken: ${calls(Staker.withdrawToken(key, {...claim, owner: SAMPLE_ACCOUNT}).calldata)}`,
    `hand-built collect equals the SDK's with the pool replaced: ${String(patched === handCollect.toLowerCase())}`,
  ]);
}
