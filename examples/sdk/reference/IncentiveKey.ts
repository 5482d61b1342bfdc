import {FeeAmount, Pool, Staker, type IncentiveKey} from '@uniswap/v3-sdk';
import {decodeAbiParameters, encodeAbiParameters, parseAbiParameters, type Hex} from 'viem';
import {fixturePool, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POOLS} from '../fixtures';
import {DAI, USDC, WETH} from '../tokens';
import {oxbowPoolAddress} from '../v3/pools';

/** An incentive key as a staker contract reads it from `data`. */
const keyType = parseAbiParameters(
  '(address rewardToken, address pool, uint256 startTime, uint256 endTime, address refundee)',
);
const keysType = parseAbiParameters(
  '(address rewardToken, address pool, uint256 startTime, uint256 endTime, address refundee)[]',
);

const bytes = (hex: string): number => (hex.length - 2) / 2;

export function main(): Promise<string[]> {
  // A 30-day DAI reward for positions in the WETH/USDC 0.30 % pool, starting an hour after the snapshot.
  const startTime = SNAPSHOT_TIME + 3_600;
  const key: IncentiveKey = {
    rewardToken: DAI,
    pool: fixturePool(V3_POOLS.wethUsdc3000),
    startTime, // Unix seconds, not Date.now() milliseconds
    endTime: startTime + 30 * 86_400,
    refundee: SAMPLE_ACCOUNT,
  };

  const data = Staker.encodeDeposit(key) as Hex;
  const [decoded] = decodeAbiParameters(keyType, data);
  const oxbowPool = oxbowPoolAddress(WETH, USDC, FeeAmount.MEDIUM);

  // Only token0, token1 and fee of the Pool are used: another price gives the same key.
  const {sqrtPriceX96, tick} = V3_POOLS.wethUsdc500;
  const elsewhere = new Pool(WETH, USDC, FeeAmount.MEDIUM, sqrtPriceX96.toString(), 0, tick);
  const samePoolKey = Staker.encodeDeposit({...key, pool: elsewhere}) === data;

  // Two programs on the same position: the keys are encoded as an array.
  const wethReward: IncentiveKey = {...key, rewardToken: WETH};
  const both = Staker.encodeDeposit([key, wethReward]) as Hex;
  const [decodedBoth] = decodeAbiParameters(keysType, both);

  // What an Oxbow program needs: the same five values with the Oxbow pool address.
  const oxbowData = encodeAbiParameters(keyType, [{...decoded, pool: oxbowPool}]);

  let badRefundee = '';
  try {
    Staker.encodeDeposit({...key, refundee: '0xnot-an-address'});
  } catch (error) {
    badRefundee = (error as Error).message;
  }

  return Promise.resolve([
    `encodeDeposit(key): ${String(bytes(data))} bytes`,
    `  rewardToken ${decoded.rewardToken}`,
    `  pool        ${decoded.pool} (Pool.getAddress with the SDK defaults)`,
    `  startTime   ${decoded.startTime.toString()}`,
    `  endTime     ${decoded.endTime.toString()}`,
    `  refundee    ${decoded.refundee}`,
    `Oxbow WETH/USDC 0.30 % pool: ${oxbowPool}, matches the key: ${String(decoded.pool === oxbowPool)}`,
    `a Pool object at another price, same tokens and fee, same data: ${String(samePoolKey)}`,
    `encodeDeposit([DAI key, WETH key]): ${String(bytes(both))} bytes, reward tokens ${decodedBoth.map((entry) => entry.rewardToken).join(', ')}`,
    `hand-encoded with the Oxbow pool: ${String(bytes(oxbowData))} bytes, pool ${decodeAbiParameters(keyType, oxbowData)[0].pool}`,
    `refundee '0xnot-an-address': ${badRefundee}`,
  ]);
}
