import {CurrencyAmount, Percent, Price, type Token} from '@uniswap/sdk-core';
import {
  FeeAmount,
  NonfungiblePositionManager,
  Pool,
  Position,
  TickMath,
  tickToPrice,
  type MethodParameters,
} from '@uniswap/v3-sdk';
import {parseAbi, type Transport} from 'viem';
import {createReader} from '../chain';
import {raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME} from '../fixtures';
import {USDC, WETH} from '../tokens';
import {fetchPoolState} from './poolData';
import {oxbowPoolAddress} from './pools';

/** The position manager's mint, to read back the calldata the SDK encodes. */
export const mintAbi = parseAbi([
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
]);

/**
 * The narrowest range strictly above the current tick: its lower bound is the
 * first usable tick above the price. Starting any lower would put the current
 * price inside the range, and the position would need USDC as well.
 */
export function rangeAbove(
  tickCurrent: number,
  tickSpacing: number,
): {tickLower: number; tickUpper: number} {
  const tickLower = (Math.floor(tickCurrent / tickSpacing) + 1) * tickSpacing;
  return {tickLower, tickUpper: tickLower + tickSpacing};
}

/** A position holding only token0 (WETH), sized from the amount to sell. */
export function sellOrder(pool: Pool, amount0: bigint): Position {
  const {tickLower, tickUpper} = rangeAbove(pool.tickCurrent, pool.tickSpacing);
  return Position.fromAmount0({
    pool,
    tickLower,
    tickUpper,
    amount0: amount0.toString(),
    useFullPrecision: true,
  });
}

/**
 * The same liquidity once the price has reached the upper tick: by then every
 * WETH has been swapped into USDC, which is what withdrawing returns.
 */
export function filledOrder(order: Position): Position {
  const {pool, tickUpper} = order;
  // A position's amounts depend only on the price, not on the pool's liquidity value.
  const priceAtUpper = new Pool(
    pool.token0,
    pool.token1,
    pool.fee,
    TickMath.getSqrtRatioAtTick(tickUpper),
    pool.liquidity,
    tickUpper,
  );
  return new Position({
    pool: priceAtUpper,
    tickLower: order.tickLower,
    tickUpper,
    liquidity: order.liquidity,
  });
}

/** The average price of the whole fill: USDC received per WETH deposited. */
export function fillPrice(order: Position): Price<Token, Token> {
  return new Price({baseAmount: order.amount0, quoteAmount: filledOrder(order).amount1});
}

/**
 * Fees while the price crosses the range once, upwards. Swappers pay the fee on
 * top of the USDC that ends up in the position, so the position earns about
 * proceeds * fee / (1 - fee), with the fee in hundredths of a basis point.
 */
export function feesForOneCrossing(order: Position): CurrencyAmount<Token> {
  const proceeds = BigInt(filledOrder(order).amount1.quotient.toString());
  const fee = BigInt(order.pool.fee);
  return CurrencyAmount.fromRawAmount(
    order.pool.token1,
    ((proceeds * fee) / (1_000_000n - fee)).toString(),
  );
}

export type OrderStatus = 'waiting' | 'filling' | 'filled';

/** Where the order stands at a given tick; only 'filled' is safe to withdraw. */
export function orderStatus(order: Position, tickCurrent: number): OrderStatus {
  if (tickCurrent < order.tickLower) {
    return 'waiting';
  }
  return tickCurrent < order.tickUpper ? 'filling' : 'filled';
}

/** The mint transaction for the position manager. Only WETH leaves the wallet. */
export function placeOrderParameters(order: Position, recipient: string): MethodParameters {
  return NonfungiblePositionManager.addCallParameters(order, {
    recipient,
    slippageTolerance: new Percent(50, 10_000),
    deadline: (SNAPSHOT_TIME + 20 * 60).toString(),
  });
}

/**
 * The exit, allowed only once the order has filled: withdraw all liquidity,
 * collect the USDC and the fees, and burn the emptied NFT. Exiting earlier
 * would return part WETH; waiting longer risks the price falling back through
 * the range and swapping the USDC back into WETH.
 */
export function closeOrderParameters(
  order: Position,
  poolNow: Pool,
  tokenId: bigint,
  recipient: string,
): MethodParameters {
  if (orderStatus(order, poolNow.tickCurrent) !== 'filled') {
    throw new Error(`the order is not filled yet: tick ${String(poolNow.tickCurrent)}`);
  }
  const position = new Position({
    pool: poolNow,
    tickLower: order.tickLower,
    tickUpper: order.tickUpper,
    liquidity: order.liquidity,
  });
  return NonfungiblePositionManager.removeCallParameters(position, {
    tokenId: tokenId.toString(),
    liquidityPercentage: new Percent(1),
    slippageTolerance: new Percent(50, 10_000),
    deadline: (SNAPSHOT_TIME + 20 * 60).toString(),
    burnToken: true,
    collectOptions: {
      // collect always takes everything owed, fees included; these only matter for native ETH.
      expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(poolNow.token0, 0),
      expectedCurrencyOwed1: CurrencyAmount.fromRawAmount(poolNow.token1, 0),
      recipient,
    },
  });
}

/** The token id the mint would return on the snapshot, where NFTs 1 and 2 already exist. */
export const NEXT_TOKEN_ID = 3n;

export async function main(transport?: Transport): Promise<string[]> {
  const reader = createReader(transport);
  const state = await fetchPoolState(reader, oxbowPoolAddress(WETH, USDC, FeeAmount.MEDIUM));
  // Amounts need only the price and the range, so no tick data is loaded here.
  const pool = new Pool(
    WETH,
    USDC,
    FeeAmount.MEDIUM,
    state.sqrtPriceX96.toString(),
    state.liquidity.toString(),
    state.tick,
  );
  const order = sellOrder(pool, raw(WETH, 1));
  const filled = filledOrder(order);
  const price = (tick: number) => tickToPrice(WETH, USDC, tick).toFixed(2);
  const deposit = order.mintAmounts;
  const {calldata, value} = placeOrderParameters(order, SAMPLE_ACCOUNT);
  const close = closeOrderParameters(order, filled.pool, NEXT_TOKEN_ID, SAMPLE_ACCOUNT);
  return [
    `current tick ${pool.tickCurrent}: ${pool.priceOf(WETH).toFixed(2)} USDC per WETH`,
    `range: ticks ${order.tickLower} .. ${order.tickUpper} = ${price(order.tickLower)} .. ${price(order.tickUpper)} USDC per WETH`,
    `liquidity: ${order.liquidity.toString()}`,
    `deposit: ${CurrencyAmount.fromRawAmount(WETH, deposit.amount0).toExact()} WETH + ${CurrencyAmount.fromRawAmount(USDC, deposit.amount1).toExact()} USDC`,
    `status now: ${orderStatus(order, pool.tickCurrent)}`,
    `at tick ${order.tickUpper} and above it holds: ${filled.amount0.toExact()} WETH + ${filled.amount1.toFixed(2)} USDC`,
    `average fill price: ${fillPrice(order).toFixed(2)} USDC per WETH`,
    `fees for one crossing: about ${feesForOneCrossing(order).toFixed(2)} USDC`,
    `mint calldata: selector ${calldata.slice(0, 10)}, ${(calldata.length - 2) / 2} bytes, value ${value}`,
    `close once filled: selector ${close.calldata.slice(0, 10)}, ${(close.calldata.length - 2) / 2} bytes`,
  ];
}
