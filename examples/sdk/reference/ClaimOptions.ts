import {FeeAmount, Staker, type ClaimOptions, type IncentiveKey} from '@uniswap/v3-sdk';
import {decodeFunctionData, parseAbi, type Hex} from 'viem';
import {fixturePool, raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POOLS} from '../fixtures';
import {DAI, USDC, WETH} from '../tokens';
import {oxbowPoolAddress} from '../v3/pools';

/** The staker functions the SDK encodes for a claim. */
const stakerAbi = parseAbi([
  'struct IncentiveKey { address rewardToken; address pool; uint256 startTime; uint256 endTime; address refundee; }',
  'function unstakeToken(IncentiveKey key, uint256 tokenId)',
  'function claimReward(address rewardToken, address to, uint256 amountRequested) returns (uint256 reward)',
  'function stakeToken(IncentiveKey key, uint256 tokenId)',
  'function withdrawToken(uint256 tokenId, address to, bytes data)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
]);

/** The local network's second default account, as another wallet to receive rewards. */
const OTHER_WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** Each inner call of a staker multicall, with the arguments that ClaimOptions sets. */
function describe(calldata: string): string[] {
  const outer = decodeFunctionData({abi: stakerAbi, data: calldata as Hex});
  const inner = outer.functionName === 'multicall' ? outer.args[0] : [];
  return inner.map((data) => {
    const call = decodeFunctionData({abi: stakerAbi, data});
    switch (call.functionName) {
      case 'claimReward': {
        const [rewardToken, to, amountRequested] = call.args;
        const symbol = rewardToken === DAI.address ? 'DAI' : 'WETH';
        return `  claimReward ${symbol} to ${to}, amountRequested ${amountRequested.toString()}`;
      }
      case 'unstakeToken':
      case 'stakeToken':
        return `  ${call.functionName} tokenId ${call.args[1].toString()}, key.pool ${call.args[0].pool}`;
      case 'withdrawToken':
        return `  withdrawToken tokenId ${call.args[0].toString()} to ${call.args[1]}, data ${call.args[2]}`;
      default:
        return `  ${call.functionName}`;
    }
  });
}

export function main(): Promise<string[]> {
  // A 30-day DAI reward program on the WETH/USDC 0.30 % pool, and a WETH one on the same pool.
  const startTime = SNAPSHOT_TIME + 3_600;
  const daiProgram: IncentiveKey = {
    rewardToken: DAI,
    pool: fixturePool(V3_POOLS.wethUsdc3000),
    startTime,
    endTime: startTime + 30 * 86_400,
    refundee: SAMPLE_ACCOUNT,
  };
  const wethProgram: IncentiveKey = {...daiProgram, rewardToken: WETH};

  // Claim everything accrued for position NFT #1.
  const claimAll: ClaimOptions = {tokenId: '1', recipient: SAMPLE_ACCOUNT};
  const all = Staker.collectRewards(daiProgram, claimAll);

  // Claim 25 DAI, sent to another wallet.
  const partial: ClaimOptions = {
    tokenId: '1',
    recipient: OTHER_WALLET,
    amount: raw(DAI, 25).toString(),
  };

  let badRecipient = '';
  try {
    // A truncated address, as when a paste is cut short.
    Staker.collectRewards(daiProgram, {...claimAll, recipient: SAMPLE_ACCOUNT.slice(0, 20)});
  } catch (error) {
    badRecipient = (error as Error).message;
  }

  return Promise.resolve([
    `collectRewards(DAI program, {tokenId, recipient}): value ${all.value}`,
    ...describe(all.calldata),
    `Oxbow WETH/USDC 0.30 % pool: ${oxbowPoolAddress(WETH, USDC, FeeAmount.MEDIUM)}`,
    `with amount 25 DAI and another recipient:`,
    ...describe(Staker.collectRewards(daiProgram, partial).calldata).filter((line) =>
      line.includes('claimReward'),
    ),
    `two programs, one ClaimOptions:`,
    ...describe(Staker.collectRewards([daiProgram, wethProgram], partial).calldata).filter((line) =>
      line.includes('claimReward'),
    ),
    `withdrawToken(DAI program, {...claimAll, owner}):`,
    ...describe(Staker.withdrawToken(daiProgram, {...claimAll, owner: SAMPLE_ACCOUNT}).calldata),
    `truncated recipient: ${badRecipient}`,
  ]);
}
