/**
 * A test double of an Oxbow node: an EIP-1193 provider that answers the
 * contract reads of the SDK samples from examples/sdk/fixtures.ts and records
 * the transactions they send. Samples take a viem transport, so the same code
 * that talks to a real node runs here with `custom(createFakeChain())`.
 */
import {CurrencyAmount, type Token} from '@uniswap/sdk-core';
import {computePoolAddress} from '@uniswap/v3-sdk';
import {decodeFunctionData, encodeFunctionResult, keccak256, numberToHex, type Hex} from 'viem';
import {
  erc20Abi,
  positionManagerAbi,
  quoterAbi,
  v2FactoryAbi,
  v2PairAbi,
  v3FactoryAbi,
  v3PoolAbi,
} from '../../examples/sdk/abis';
import {
  activeLiquidity,
  fixturePool,
  initializedTicks,
  ORACLE_HOUR_TICK_OFFSET,
  SAMPLE_ACCOUNT,
  SAMPLE_BALANCES,
  SNAPSHOT_TIME,
  V2_PAIRS,
  V3_POOLS,
  V3_POSITIONS,
  type PairFixture,
  type PoolFixture,
} from '../../examples/sdk/fixtures';
import {OXBOW_LOCAL} from '../../examples/sdk/oxbow';
import {oxbowPairAddress} from '../../examples/sdk/v2/pairAddress';
import {DAI, USDC, WETH} from '../../examples/sdk/tokens';

export interface SentTransaction {
  from: string;
  to: string;
  data: Hex;
  value: bigint;
}

export interface FakeChain {
  request: (request: {method: string; params?: unknown}) => Promise<unknown>;
  /** Every transaction the samples sent, in order. */
  sent: SentTransaction[];
  /**
   * The reads answered by running the samples' own code (the SDK's swap
   * simulation for Quoter calls, the CREATE2 helpers for getPair and getPool),
   * as `Contract.function`. A sample that compares such an answer with its own
   * computation agrees with it by construction.
   */
  echoes: string[];
}

const ZERO_ADDRESS: Hex = '0x0000000000000000000000000000000000000000';
const BLOCK_NUMBER = 1024n;
const TOKENS: readonly Token[] = [WETH, USDC, DAI];

const lower = (address: string): string => address.toLowerCase();

function sorted(a: Token, b: Token): [Token, Token] {
  return a.sortsBefore(b) ? [a, b] : [b, a];
}

function pairAddress(pair: PairFixture): Hex {
  return oxbowPairAddress(pair.tokenA, pair.tokenB);
}

function poolAddress(pool: PoolFixture): Hex {
  return computePoolAddress({
    factoryAddress: OXBOW_LOCAL.v3.factory,
    tokenA: pool.token0,
    tokenB: pool.token1,
    fee: pool.fee,
    initCodeHashManualOverride: OXBOW_LOCAL.v3.poolInitCodeHash,
  }) as Hex;
}

const PAIRS = new Map<string, PairFixture>(
  Object.values(V2_PAIRS).map((pair) => [lower(pairAddress(pair)), pair]),
);
const POOLS = new Map<string, PoolFixture>(
  Object.values(V3_POOLS).map((pool) => [lower(poolAddress(pool)), pool]),
);
const TOKEN_BY_ADDRESS = new Map(TOKENS.map((token) => [lower(token.address), token]));

/** The fee tier as a plain number, comparable with decoded calldata. */
function poolFee(pool: PoolFixture): number {
  return pool.fee;
}

function sameTokens(pool: PoolFixture, tokenA: string, tokenB: string): boolean {
  const wanted = [lower(tokenA), lower(tokenB)].sort().join();
  return [lower(pool.token0.address), lower(pool.token1.address)].sort().join() === wanted;
}

function findPool(tokenA: string, tokenB: string, fee: number): PoolFixture {
  const pool = Object.values(V3_POOLS).find(
    (entry) => poolFee(entry) === fee && sameTokens(entry, tokenA, tokenB),
  );
  if (!pool) {
    throw new Error(`no pool for ${tokenA}/${tokenB} at fee ${String(fee)}`);
  }
  return pool;
}

function token(address: string): Token {
  const found = TOKEN_BY_ADDRESS.get(lower(address));
  if (!found) {
    throw new Error(`unknown token ${address}`);
  }
  return found;
}

function pairCall(pair: PairFixture, data: Hex): Hex {
  const call = decodeFunctionData({abi: v2PairAbi, data});
  const [token0, token1] = sorted(pair.tokenA, pair.tokenB);
  const [reserve0, reserve1] = token0.equals(pair.tokenA)
    ? [pair.reserveA, pair.reserveB]
    : [pair.reserveB, pair.reserveA];
  switch (call.functionName) {
    case 'token0':
      return encodeFunctionResult({
        abi: v2PairAbi,
        functionName: 'token0',
        result: token0.address as Hex,
      });
    case 'token1':
      return encodeFunctionResult({
        abi: v2PairAbi,
        functionName: 'token1',
        result: token1.address as Hex,
      });
    case 'getReserves':
      return encodeFunctionResult({
        abi: v2PairAbi,
        functionName: 'getReserves',
        result: [reserve0, reserve1, SNAPSHOT_TIME - 12],
      });
  }
}

/** The pool's tick cumulative `secondsAgo` before the snapshot: the last hour averaged `tick + offset`. */
function tickCumulative(pool: PoolFixture, secondsAgo: number): bigint {
  return (
    BigInt(pool.tick) * 1_000_000n -
    BigInt(secondsAgo) * BigInt(pool.tick + ORACLE_HOUR_TICK_OFFSET)
  );
}

function poolCall(pool: PoolFixture, data: Hex): Hex {
  const call = decodeFunctionData({abi: v3PoolAbi, data});
  const ticks = initializedTicks(pool);
  const tickSpacing = fixturePool(pool).tickSpacing;
  switch (call.functionName) {
    case 'token0':
      return encodeFunctionResult({
        abi: v3PoolAbi,
        functionName: 'token0',
        result: pool.token0.address as Hex,
      });
    case 'token1':
      return encodeFunctionResult({
        abi: v3PoolAbi,
        functionName: 'token1',
        result: pool.token1.address as Hex,
      });
    case 'fee':
      return encodeFunctionResult({abi: v3PoolAbi, functionName: 'fee', result: pool.fee});
    case 'tickSpacing':
      return encodeFunctionResult({
        abi: v3PoolAbi,
        functionName: 'tickSpacing',
        result: tickSpacing,
      });
    case 'liquidity':
      return encodeFunctionResult({
        abi: v3PoolAbi,
        functionName: 'liquidity',
        result: activeLiquidity(pool),
      });
    case 'slot0':
      return encodeFunctionResult({
        abi: v3PoolAbi,
        functionName: 'slot0',
        result: [pool.sqrtPriceX96, pool.tick, 0, 120, 120, 0, true],
      });
    case 'ticks': {
      const tick = ticks.find((entry) => entry.index === call.args[0]);
      return encodeFunctionResult({
        abi: v3PoolAbi,
        functionName: 'ticks',
        result: [
          tick?.liquidityGross ?? 0n,
          tick?.liquidityNet ?? 0n,
          0n,
          0n,
          0n,
          0n,
          0,
          tick !== undefined,
        ],
      });
    }
    case 'tickBitmap': {
      let word = 0n;
      for (const {index} of ticks) {
        const compressed = Math.floor(index / tickSpacing);
        if (compressed >> 8 === call.args[0]) {
          word |= 1n << BigInt(compressed & 255);
        }
      }
      return encodeFunctionResult({abi: v3PoolAbi, functionName: 'tickBitmap', result: word});
    }
    case 'observe':
      return encodeFunctionResult({
        abi: v3PoolAbi,
        functionName: 'observe',
        result: [
          call.args[0].map((seconds) => tickCumulative(pool, seconds)),
          call.args[0].map(() => 0n),
        ],
      });
  }
}

/** The hops of an encoded path: token, fee, token, fee, token… */
function decodePath(path: Hex): {tokenIn: string; fee: number; tokenOut: string}[] {
  const bytes = path.slice(2);
  const hops: {tokenIn: string; fee: number; tokenOut: string}[] = [];
  for (let offset = 0; offset + 86 <= bytes.length; offset += 46) {
    hops.push({
      tokenIn: `0x${bytes.slice(offset, offset + 40)}`,
      fee: parseInt(bytes.slice(offset + 40, offset + 46), 16),
      tokenOut: `0x${bytes.slice(offset + 46, offset + 86)}`,
    });
  }
  return hops;
}

async function swapExactIn(
  tokenIn: string,
  tokenOut: string,
  fee: number,
  amountIn: bigint,
): Promise<bigint> {
  const pool = fixturePool(findPool(tokenIn, tokenOut, fee));
  const [amountOut] = await pool.getOutputAmount(
    CurrencyAmount.fromRawAmount(token(tokenIn), amountIn.toString()),
  );
  return BigInt(amountOut.quotient.toString());
}

async function swapExactOut(
  tokenIn: string,
  tokenOut: string,
  fee: number,
  amountOut: bigint,
): Promise<bigint> {
  const pool = fixturePool(findPool(tokenIn, tokenOut, fee));
  const [amountIn] = await pool.getInputAmount(
    CurrencyAmount.fromRawAmount(token(tokenOut), amountOut.toString()),
  );
  return BigInt(amountIn.quotient.toString());
}

async function quoterCall(data: Hex): Promise<Hex> {
  const call = decodeFunctionData({abi: quoterAbi, data});
  switch (call.functionName) {
    case 'quoteExactInputSingle': {
      const [tokenIn, tokenOut, fee, amountIn] = call.args;
      const result = await swapExactIn(tokenIn, tokenOut, fee, amountIn);
      return encodeFunctionResult({abi: quoterAbi, functionName: 'quoteExactInputSingle', result});
    }
    case 'quoteExactOutputSingle': {
      const [tokenIn, tokenOut, fee, amountOut] = call.args;
      const result = await swapExactOut(tokenIn, tokenOut, fee, amountOut);
      return encodeFunctionResult({abi: quoterAbi, functionName: 'quoteExactOutputSingle', result});
    }
    case 'quoteExactInput': {
      let amount = call.args[1];
      for (const hop of decodePath(call.args[0])) {
        amount = await swapExactIn(hop.tokenIn, hop.tokenOut, hop.fee, amount);
      }
      return encodeFunctionResult({
        abi: quoterAbi,
        functionName: 'quoteExactInput',
        result: amount,
      });
    }
    case 'quoteExactOutput': {
      // The path of an exact-output quote runs from the output token back to the input token.
      let amount = call.args[1];
      for (const hop of decodePath(call.args[0])) {
        amount = await swapExactOut(hop.tokenOut, hop.tokenIn, hop.fee, amount);
      }
      return encodeFunctionResult({
        abi: quoterAbi,
        functionName: 'quoteExactOutput',
        result: amount,
      });
    }
  }
}

function positionManagerCall(data: Hex): Hex {
  const call = decodeFunctionData({abi: positionManagerAbi, data});
  const owned = (owner: string) => (lower(owner) === lower(SAMPLE_ACCOUNT) ? V3_POSITIONS : []);
  switch (call.functionName) {
    case 'balanceOf':
      return encodeFunctionResult({
        abi: positionManagerAbi,
        functionName: 'balanceOf',
        result: BigInt(owned(call.args[0]).length),
      });
    case 'tokenOfOwnerByIndex': {
      const position = owned(call.args[0])[Number(call.args[1])];
      if (!position) {
        throw new Error('ERC721Enumerable: owner index out of bounds');
      }
      return encodeFunctionResult({
        abi: positionManagerAbi,
        functionName: 'tokenOfOwnerByIndex',
        result: position.tokenId,
      });
    }
    case 'positions': {
      const position = V3_POSITIONS.find((entry) => entry.tokenId === call.args[0]);
      const range = position?.pool.positions[position.positionIndex];
      if (!position || !range) {
        throw new Error('Invalid token ID');
      }
      return encodeFunctionResult({
        abi: positionManagerAbi,
        functionName: 'positions',
        result: [
          0n,
          ZERO_ADDRESS,
          position.pool.token0.address as Hex,
          position.pool.token1.address as Hex,
          position.pool.fee,
          range.tickLower,
          range.tickUpper,
          range.liquidity,
          0n,
          0n,
          position.tokensOwed0,
          position.tokensOwed1,
        ],
      });
    }
  }
}

function tokenCall(tokenAtAddress: Token, data: Hex): Hex {
  const call = decodeFunctionData({abi: erc20Abi, data});
  switch (call.functionName) {
    case 'decimals':
      return encodeFunctionResult({
        abi: erc20Abi,
        functionName: 'decimals',
        result: tokenAtAddress.decimals,
      });
    case 'symbol':
      return encodeFunctionResult({
        abi: erc20Abi,
        functionName: 'symbol',
        result: tokenAtAddress.symbol ?? '',
      });
    case 'balanceOf': {
      const balance =
        lower(call.args[0]) === lower(SAMPLE_ACCOUNT)
          ? (SAMPLE_BALANCES.get(tokenAtAddress.address) ?? 0n)
          : 0n;
      return encodeFunctionResult({abi: erc20Abi, functionName: 'balanceOf', result: balance});
    }
    case 'allowance':
      return encodeFunctionResult({abi: erc20Abi, functionName: 'allowance', result: 0n});
    case 'approve':
      return encodeFunctionResult({abi: erc20Abi, functionName: 'approve', result: true});
  }
}

function factoryCall(to: string, data: Hex): Hex {
  if (to === lower(OXBOW_LOCAL.v2.factory)) {
    const call = decodeFunctionData({abi: v2FactoryAbi, data});
    const [tokenA, tokenB] = call.args;
    const pair = Object.values(V2_PAIRS as Record<string, PairFixture>).find(
      (entry) =>
        [lower(entry.tokenA.address), lower(entry.tokenB.address)].sort().join() ===
        [lower(tokenA), lower(tokenB)].sort().join(),
    );
    return encodeFunctionResult({
      abi: v2FactoryAbi,
      functionName: 'getPair',
      result: pair ? pairAddress(pair) : ZERO_ADDRESS,
    });
  }
  const call = decodeFunctionData({abi: v3FactoryAbi, data});
  const [tokenA, tokenB, fee] = call.args;
  const pool = Object.values(V3_POOLS as Record<string, PoolFixture>).find(
    (entry) => poolFee(entry) === fee && sameTokens(entry, tokenA, tokenB),
  );
  return encodeFunctionResult({
    abi: v3FactoryAbi,
    functionName: 'getPool',
    result: pool ? poolAddress(pool) : ZERO_ADDRESS,
  });
}

async function ethCall(to: string, data: Hex, echo: (read: string) => void): Promise<Hex> {
  const address = lower(to);
  const pair = PAIRS.get(address);
  if (pair) {
    return pairCall(pair, data);
  }
  const pool = POOLS.get(address);
  if (pool) {
    return poolCall(pool, data);
  }
  const tokenAtAddress = TOKEN_BY_ADDRESS.get(address);
  if (tokenAtAddress) {
    return tokenCall(tokenAtAddress, data);
  }
  if (address === lower(OXBOW_LOCAL.v3.quoter)) {
    echo(`Quoter.${decodeFunctionData({abi: quoterAbi, data}).functionName}`);
    return quoterCall(data);
  }
  if (address === lower(OXBOW_LOCAL.v3.positionManager)) {
    return positionManagerCall(data);
  }
  if (address === lower(OXBOW_LOCAL.v2.factory) || address === lower(OXBOW_LOCAL.v3.factory)) {
    echo(
      address === lower(OXBOW_LOCAL.v2.factory)
        ? 'OxbowV2Factory.getPair'
        : 'OxbowV3Factory.getPool',
    );
    return factoryCall(address, data);
  }
  throw new Error(`execution reverted: no contract at ${to}`);
}

interface CallParams {
  from?: string;
  to?: string;
  data?: Hex;
  input?: Hex;
  value?: Hex;
}

export function createFakeChain(): FakeChain {
  const sent: SentTransaction[] = [];
  const echoes: string[] = [];
  const request = async ({
    method,
    params,
  }: {
    method: string;
    params?: unknown;
  }): Promise<unknown> => {
    const args = (params ?? []) as unknown[];
    switch (method) {
      case 'eth_chainId':
        return numberToHex(OXBOW_LOCAL.chainId);
      case 'eth_blockNumber':
        return numberToHex(BLOCK_NUMBER);
      case 'eth_getBlockByNumber':
        return {
          number: numberToHex(BLOCK_NUMBER),
          timestamp: numberToHex(SNAPSHOT_TIME),
          baseFeePerGas: numberToHex(1_000_000_000n),
          hash: keccak256(numberToHex(BLOCK_NUMBER)),
          transactions: [],
        };
      case 'eth_call': {
        const call = args[0] as CallParams;
        return ethCall(call.to ?? ZERO_ADDRESS, call.data ?? call.input ?? '0x', (read) => {
          echoes.push(read);
        });
      }
      case 'eth_getBalance':
        return numberToHex(
          lower(String(args[0])) === lower(SAMPLE_ACCOUNT) ? 100n * 10n ** 18n : 0n,
        );
      case 'eth_estimateGas':
        return numberToHex(200_000n);
      case 'eth_gasPrice':
      case 'eth_maxPriorityFeePerGas':
        return numberToHex(1_000_000_000n);
      case 'eth_getTransactionCount':
        return numberToHex(sent.length);
      case 'eth_sendTransaction': {
        const transaction = args[0] as CallParams;
        sent.push({
          from: transaction.from ?? SAMPLE_ACCOUNT,
          to: transaction.to ?? ZERO_ADDRESS,
          data: transaction.data ?? transaction.input ?? '0x',
          value: BigInt(transaction.value ?? '0x0'),
        });
        return keccak256(numberToHex(sent.length));
      }
      case 'eth_getTransactionReceipt': {
        const hash = args[0] as Hex;
        const index = sent.findIndex(
          (_transaction, position) => keccak256(numberToHex(position + 1)) === hash,
        );
        const transaction = sent[index];
        if (!transaction) {
          return null;
        }
        return {
          transactionHash: hash,
          transactionIndex: '0x0',
          blockHash: keccak256(numberToHex(BLOCK_NUMBER + 1n)),
          blockNumber: numberToHex(BLOCK_NUMBER + 1n),
          from: transaction.from,
          to: transaction.to,
          cumulativeGasUsed: numberToHex(150_000n),
          gasUsed: numberToHex(150_000n),
          effectiveGasPrice: numberToHex(1_000_000_000n),
          contractAddress: null,
          logs: [],
          logsBloom: `0x${'0'.repeat(512)}`,
          status: '0x1',
          type: '0x2',
        };
      }
      default:
        throw new Error(`fake chain: unsupported method ${method}`);
    }
  };
  return {request, sent, echoes};
}
