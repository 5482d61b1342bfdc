import {
  computePoolAddress,
  Staker,
  type ClaimOptions,
  type IncentiveKey,
  type WithdrawOptions,
} from '@uniswap/v3-sdk';
import {decodeFunctionData, parseAbi, type Hex} from 'viem';
import {fixturePool, raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POOLS} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {DAI, USDC, WETH} from '../tokens';

/** The staker functions Staker.withdrawToken encodes. */
const stakerAbi = parseAbi([
  'struct IncentiveKey { address rewardToken; address pool; uint256 startTime; uint256 endTime; address refundee; }',
  'function unstakeToken(IncentiveKey key, uint256 tokenId)',
  'function claimReward(address rewardToken, address to, uint256 amountRequested) returns (uint256 reward)',
  'function withdrawToken(uint256 tokenId, address to, bytes data)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
]);

/** A second local account: a cold wallet that takes the NFT back. */
const COLD_WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function innerCalls(calldata: string) {
  const outer = decodeFunctionData({abi: stakerAbi, data: calldata as Hex});
  const inner = outer.functionName === 'multicall' ? outer.args[0] : [];
  return inner.map((data) => decodeFunctionData({abi: stakerAbi, data}));
}

function symbol(address: string): string {
  const token = [WETH, USDC, DAI].find((candidate) => candidate.address === address);
  return token?.symbol ?? address;
}

function describe(calldata: string): string[] {
  return innerCalls(calldata).map((call) => {
    switch (call.functionName) {
      case 'unstakeToken':
        return `  unstakeToken(key rewarding ${symbol(call.args[0].rewardToken)}, tokenId ${call.args[1].toString()})`;
      case 'claimReward':
        return `  claimReward(${symbol(call.args[0])} to ${call.args[1]}, amount ${call.args[2].toString()})`;
      case 'withdrawToken':
        return `  withdrawToken(tokenId ${call.args[0].toString()}, to ${call.args[1]}, data ${call.args[2]})`;
      default:
        return `  ${call.functionName}`;
    }
  });
}

export function main(): Promise<string[]> {
  const pool = fixturePool(V3_POOLS.wethUsdc3000);
  const program = (rewardToken: typeof DAI, weeks: number): IncentiveKey => ({
    rewardToken,
    pool,
    startTime: SNAPSHOT_TIME.toString(),
    endTime: (SNAPSHOT_TIME + weeks * 7 * 86_400).toString(),
    refundee: SAMPLE_ACCOUNT,
  });
  const claim: ClaimOptions = {tokenId: '1', recipient: SAMPLE_ACCOUNT};
  const withdraw: WithdrawOptions = {owner: COLD_WALLET};

  // FullWithdrawOptions = ClaimOptions & WithdrawOptions.
  const one = Staker.withdrawToken(program(DAI, 4), {...claim, ...withdraw});
  const two = Staker.withdrawToken([program(DAI, 4), program(WETH, 8)], {
    ...claim,
    amount: raw(DAI, 10).toString(),
    ...withdraw,
    data: '0xcafe',
  });

  // The key names the pool at the SDK's default address, not at Oxbow's.
  const oxbowPool = computePoolAddress({
    factoryAddress: OXBOW_LOCAL.v3.factory,
    tokenA: WETH,
    tokenB: USDC,
    fee: pool.fee,
    initCodeHashManualOverride: OXBOW_LOCAL.v3.poolInitCodeHash,
  });
  const [unstake] = innerCalls(one.calldata);
  const keyPool = unstake?.functionName === 'unstakeToken' ? unstake.args[0].pool : '?';

  return Promise.resolve([
    `one program, value ${one.value}:`,
    ...describe(one.calldata),
    `two programs, amount 10e18, data 0xcafe:`,
    ...describe(two.calldata),
    `Oxbow WETH/USDC 0.3 % pool: ${oxbowPool}`,
    `the key names that pool: ${String(keyPool === oxbowPool)}`,
  ]);
}
