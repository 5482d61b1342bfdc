import {CurrencyAmount, type Token} from '@uniswap/sdk-core';
import {encodeRouteToPath, FeeAmount, type Pool, Route} from '@uniswap/v3-sdk';
import {zeroAddress, type Hex, type Transport} from 'viem';
import {quoterAbi, v3FactoryAbi} from '../abis';
import {createReader, type Reader} from '../chain';
import {raw} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {DAI, USDC, WETH} from '../tokens';
import {fetchPool} from './pools';

/** The fee tiers Oxbow enables. The SDK's FeeAmount also lists tiers Oxbow does not have. */
export const OXBOW_FEE_TIERS = [
  FeeAmount.LOWEST,
  FeeAmount.LOW,
  FeeAmount.MEDIUM,
  FeeAmount.HIGH,
] as const;

/** A route as people read it: WETH -(0.3 %)-> USDC -(0.01 %)-> DAI. */
export function describeRoute(route: Route<Token, Token>): string {
  return route.pools
    .map((pool, hop) => {
      const tokenIn = route.tokenPath[hop];
      return `${tokenIn?.symbol ?? '?'} -(${String(pool.fee / 10_000)} %)->`;
    })
    .concat(route.output.symbol ?? '?')
    .join(' ');
}

/**
 * The path the Quoter and SwapRouter read: token, 3-byte fee, token, fee, token…
 * `false` writes it from input to output, the order of exact-input swaps.
 */
export function exactInputPath(route: Route<Token, Token>): Hex {
  return encodeRouteToPath(route, false) as Hex;
}

/**
 * Quotes any route, one hop or several, with the Quoter's quoteExactInput.
 * viem's simulateContract is an eth_call: right for a function that is not
 * `view` but must never be sent as a transaction.
 */
export async function quoteExactInput(
  reader: Reader,
  route: Route<Token, Token>,
  amountIn: CurrencyAmount<Token>,
): Promise<CurrencyAmount<Token>> {
  const {result} = await reader.simulateContract({
    address: OXBOW_LOCAL.v3.quoter,
    abi: quoterAbi,
    functionName: 'quoteExactInput',
    args: [exactInputPath(route), BigInt(amountIn.quotient.toString())],
  });
  return CurrencyAmount.fromRawAmount(route.output, result.toString());
}

export interface QuotedRoute {
  route: Route<Token, Token>;
  amountOut: CurrencyAmount<Token>;
}

/** Quotes every candidate and sorts them, the most output first. */
export async function rankRoutes(
  reader: Reader,
  routes: Route<Token, Token>[],
  amountIn: CurrencyAmount<Token>,
): Promise<QuotedRoute[]> {
  const quoted = await Promise.all(
    routes.map(async (route) => ({
      route,
      amountOut: await quoteExactInput(reader, route, amountIn),
    })),
  );
  return quoted.sort((a, b) =>
    a.amountOut.greaterThan(b.amountOut) ? -1 : b.amountOut.greaterThan(a.amountOut) ? 1 : 0,
  );
}

/**
 * Finds the pools that exist between some tokens: asks the factory for every
 * pair at every fee tier and reads the ones it knows. A router service keeps
 * this list up to date from the factory's PoolCreated events instead.
 */
export async function discoverPools(reader: Reader, tokens: Token[]): Promise<Pool[]> {
  const keys = tokens.flatMap((tokenA, index) =>
    tokens
      .slice(index + 1)
      .flatMap((tokenB) => OXBOW_FEE_TIERS.map((fee) => ({tokenA, tokenB, fee}))),
  );
  const found = await Promise.all(
    keys.map(async (key) => {
      const address = await reader.readContract({
        address: OXBOW_LOCAL.v3.factory,
        abi: v3FactoryAbi,
        functionName: 'getPool',
        args: [key.tokenA.address as Hex, key.tokenB.address as Hex, key.fee],
      });
      return address === zeroAddress ? undefined : key;
    }),
  );
  return Promise.all(
    found
      .filter((key) => key !== undefined)
      .map((key) => fetchPool(reader, key.tokenA, key.tokenB, key.fee)),
  );
}

/** Every route from `input` to `output` of one or two hops over the given pools. */
export function candidateRoutes(pools: Pool[], input: Token, output: Token): Route<Token, Token>[] {
  const direct = pools
    .filter((pool) => pool.involvesToken(input) && pool.involvesToken(output))
    .map((pool) => new Route([pool], input, output));
  const twoHops = pools
    .filter((first) => first.involvesToken(input) && !first.involvesToken(output))
    .flatMap((first) => {
      const middle = first.token0.equals(input) ? first.token1 : first.token0;
      return pools
        .filter((second) => second.involvesToken(middle) && second.involvesToken(output))
        .map((second) => new Route([first, second], input, output));
    });
  return [...direct, ...twoHops];
}

/** One line per quoted route, the best first. */
function rankingLines(ranked: QuotedRoute[]): string[] {
  return ranked.map(
    ({route, amountOut}) =>
      `  ${describeRoute(route)}: ${amountOut.toFixed(2)} ${amountOut.currency.symbol ?? ''}`,
  );
}

export async function main(transport?: Transport): Promise<string[]> {
  const reader = createReader(transport);
  const oneWeth = CurrencyAmount.fromRawAmount(WETH, raw(WETH, 1).toString());

  // 1. Two hand-made routes from WETH to DAI: one pool, or two pools through USDC.
  const [wethDai3000, wethUsdc3000, usdcDai100, wethUsdc500] = await Promise.all([
    fetchPool(reader, WETH, DAI, FeeAmount.MEDIUM),
    fetchPool(reader, WETH, USDC, FeeAmount.MEDIUM),
    fetchPool(reader, USDC, DAI, FeeAmount.LOWEST),
    fetchPool(reader, WETH, USDC, FeeAmount.LOW),
  ]);
  const direct = new Route([wethDai3000], WETH, DAI);
  const viaUsdc = new Route([wethUsdc3000, usdcDai100], WETH, DAI);
  const lines = [direct, viaUsdc].map(
    (route) =>
      `${describeRoute(route)}: path ${String((exactInputPath(route).length - 2) / 2)} bytes, mid price ${route.midPrice.toSignificant(6)} DAI per WETH`,
  );
  const ranked = await rankRoutes(reader, [direct, viaUsdc], oneWeth);
  lines.push('1 WETH -> DAI, best first:', ...rankingLines(ranked));

  // 2. The same pair at two fee tiers: rank by output, since depth matters as much as the fee.
  const tiers = await rankRoutes(
    reader,
    [new Route([wethUsdc3000], WETH, USDC), new Route([wethUsdc500], WETH, USDC)],
    oneWeth,
  );
  lines.push('1 WETH -> USDC by fee tier, best first:', ...rankingLines(tiers));

  // 3. A small router: discover the pools, enumerate the routes, quote, pick.
  const pools = await discoverPools(reader, [WETH, USDC, DAI]);
  const everyRoute = await rankRoutes(reader, candidateRoutes(pools, WETH, DAI), oneWeth);
  lines.push(
    `pools found: ${String(pools.length)}, routes from WETH to DAI: ${String(everyRoute.length)}`,
    '1 WETH -> DAI over every route, best first:',
    ...rankingLines(everyRoute),
    `chosen: ${everyRoute[0] ? describeRoute(everyRoute[0].route) : 'none'}`,
  );

  return lines;
}
