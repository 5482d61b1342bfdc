import {Percent} from '@uniswap/sdk-core';
import {Position} from '@uniswap/v3-sdk';
import {fixturePool, raw, V3_POOLS} from '../fixtures';
import {USDC, WETH} from '../tokens';

/** The message of the error `run` throws. */
function errorOf(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  }
}

/** 50 basis points. */
const SLIPPAGE = new Percent(50, 10_000);

export function main(): Promise<string[]> {
  const fixture = V3_POOLS.wethUsdc3000;
  const pool = fixturePool(fixture);
  // The snapshot's 1,600-2,500 USDC range: 50 WETH and 100,000 USDC when it was opened.
  const [, range] = fixture.positions;
  if (!range) {
    throw new Error('the fixture has no second position');
  }
  const position = new Position({
    pool,
    liquidity: range.liquidity.toString(),
    tickLower: range.tickLower,
    tickUpper: range.tickUpper,
  });
  const mint = position.mintAmounts;
  const mintMin = position.mintAmountsWithSlippage(SLIPPAGE);
  const burnMin = position.burnAmountsWithSlippage(SLIPPAGE);

  // Sizing a new position in the same range from token amounts.
  const ticks = {pool, tickLower: range.tickLower, tickUpper: range.tickUpper};
  const fromBoth = Position.fromAmounts({
    ...ticks,
    amount0: raw(WETH, 1).toString(),
    amount1: raw(USDC, 2000).toString(),
    useFullPrecision: true,
  });
  const fromWeth = Position.fromAmount0({
    ...ticks,
    amount0: raw(WETH, 1).toString(),
    useFullPrecision: true,
  });
  const fromUsdc = Position.fromAmount1({...ticks, amount1: raw(USDC, 2000).toString()});
  const describe = (sized: Position): string =>
    `liquidity ${sized.liquidity.toString()}, needs ${sized.amount0.toSignificant(6)} WETH + ${sized.amount1.toSignificant(6)} USDC`;

  return Promise.resolve([
    `pool: ${position.pool.token0.symbol ?? ''}/${position.pool.token1.symbol ?? ''} ${position.pool.fee}`,
    `ticks: ${position.tickLower} to ${position.tickUpper}, liquidity ${position.liquidity.toString()}`,
    `token0PriceLower: ${position.token0PriceLower.toSignificant(6)} USDC per WETH`,
    `token0PriceUpper: ${position.token0PriceUpper.toSignificant(6)} USDC per WETH`,
    `amount0: ${position.amount0.toExact()} WETH`,
    `amount1: ${position.amount1.toExact()} USDC`,
    `mintAmounts (raw): ${mint.amount0.toString()} / ${mint.amount1.toString()}`,
    `mintAmountsWithSlippage 0.5 % (raw): ${mintMin.amount0.toString()} / ${mintMin.amount1.toString()}`,
    `burnAmountsWithSlippage 0.5 % (raw): ${burnMin.amount0.toString()} / ${burnMin.amount1.toString()}`,
    `fromAmounts(1 WETH, 2000 USDC): ${describe(fromBoth)}`,
    `fromAmount0(1 WETH): ${describe(fromWeth)}`,
    `fromAmount1(2000 USDC): ${describe(fromUsdc)}`,
    `tickLower off the spacing: ${errorOf(
      () => new Position({...ticks, tickLower: range.tickLower + 1, liquidity: 1}),
    )}`,
    `ticks swapped: ${errorOf(
      () =>
        new Position({
          pool,
          tickLower: range.tickUpper,
          tickUpper: range.tickLower,
          liquidity: 1,
        }),
    )}`,
  ]);
}
