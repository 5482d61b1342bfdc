import {CurrencyAmount, Token} from '@uniswap/sdk-core';
import {MINIMUM_LIQUIDITY, Pair} from '@uniswap/v2-sdk';
import {raw, V2_PAIRS} from '../fixtures';
import {DAI, USDC, WETH} from '../tokens';
import {oxbowPairAddress} from '../v2/pairAddress';

/** What `run` throws: the invariant message, or the class name of the SDK's own errors. */
function errorOf(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    const {name, message} = error as Error;
    return message === '' ? name : message;
  }
}

function amount(token: Token, units: number | string): CurrencyAmount<Token> {
  return CurrencyAmount.fromRawAmount(token, raw(token, units).toString());
}

export function main(): Promise<string[]> {
  const {tokenA, tokenB, reserveA, reserveB} = V2_PAIRS.wethUsdc;
  // The reserves as getReserves() returns them, wrapped in CurrencyAmounts; any order works.
  const pair = new Pair(
    CurrencyAmount.fromRawAmount(tokenB, reserveB.toString()),
    CurrencyAmount.fromRawAmount(tokenA, reserveA.toString()),
  );

  // Swap maths: what 1 WETH buys, and the WETH that 1000 USDC out costs, from the same reserves.
  const [usdcOut, afterSell] = pair.getOutputAmount(amount(WETH, 1));
  const [wethIn] = pair.getInputAmount(amount(USDC, 1000));

  // Liquidity maths against the pair's LP token. The supply of a pair created with exactly these
  // reserves is what the first mint gave out plus the MINIMUM_LIQUIDITY the pair locked.
  const lp = pair.liquidityToken;
  const firstMint = pair.getLiquidityMinted(
    CurrencyAmount.fromRawAmount(lp, 0),
    pair.reserve0,
    pair.reserve1,
  );
  const totalSupply = firstMint.add(CurrencyAmount.fromRawAmount(lp, MINIMUM_LIQUIDITY));
  const minted = pair.getLiquidityMinted(totalSupply, amount(WETH, 1), amount(USDC, 2000));
  // The pair once that deposit has landed: its reserves and LP supply both grew.
  const afterDeposit = new Pair(
    pair.reserve0.add(amount(WETH, 1)),
    pair.reserve1.add(amount(USDC, 2000)),
  );
  // The LP token as Oxbow deploys it: right for balances and display, refused by the SDK's maths.
  const oxbowLp = new Token(pair.chainId, oxbowPairAddress(WETH, USDC), 18, 'OXB-V2', 'Oxbow V2');
  const kLast = (reserveA * reserveB).toString();

  return Promise.resolve([
    `token0: ${pair.token0.symbol ?? ''}, token1: ${pair.token1.symbol ?? ''}, chainId: ${pair.chainId}`,
    `reserve0: ${pair.reserve0.toExact()} ${pair.token0.symbol ?? ''}, reserve1: ${pair.reserve1.toExact()} ${pair.token1.symbol ?? ''}`,
    `reserveOf(USDC): ${pair.reserveOf(USDC).toExact()}`,
    `token0Price: ${pair.token0Price.toSignificant(6)} USDC per WETH, token1Price: ${pair.token1Price.toSignificant(6)} WETH per USDC`,
    `priceOf(USDC) equals token1Price: ${String(pair.priceOf(USDC).equalTo(pair.token1Price))}`,
    `involvesToken(DAI): ${String(pair.involvesToken(DAI))}`,
    `getOutputAmount(1 WETH): ${usdcOut.toFixed(6)} USDC`,
    `  reserves after the swap: ${afterSell.reserve0.toExact()} WETH, ${afterSell.reserve1.toExact()} USDC`,
    `getInputAmount(1000 USDC): ${wethIn.toSignificant(8)} WETH`,
    `liquidityToken: ${lp.symbol ?? ''}, ${lp.name ?? ''}, ${lp.decimals} decimals`,
    `liquidityToken is the Oxbow pair: ${String(lp.address === oxbowPairAddress(WETH, USDC))}`,
    `Pair.getAddress is the Oxbow pair: ${String(Pair.getAddress(WETH, USDC) === oxbowPairAddress(WETH, USDC))}`,
    `Oxbow pair address: ${oxbowPairAddress(WETH, USDC)}`,
    `first mint: ${firstMint.quotient.toString()} LP units, total supply ${totalSupply.quotient.toString()}`,
    `getLiquidityMinted(1 WETH, 2000 USDC): ${minted.quotient.toString()} LP units`,
    `getLiquidityValue(WETH) of those units after the deposit: ${afterDeposit.getLiquidityValue(WETH, totalSupply.add(minted), minted).toExact()} WETH`,
    `getLiquidityValue(USDC) of the first mint after the swap, protocol fee off: ${afterSell.getLiquidityValue(USDC, totalSupply, firstMint).toFixed(6)} USDC`,
    `getLiquidityValue(USDC) of the first mint after the swap, protocol fee on:  ${afterSell.getLiquidityValue(USDC, totalSupply, firstMint, true, kLast).toFixed(6)} USDC`,
    `getLiquidityValue with feeOn but no kLast: ${errorOf(() =>
      afterSell.getLiquidityValue(USDC, totalSupply, firstMint, true),
    )}`,
    `priceOf(DAI): ${errorOf(() => pair.priceOf(DAI))}`,
    `getOutputAmount(1 wei of WETH): ${errorOf(() => pair.getOutputAmount(CurrencyAmount.fromRawAmount(WETH, 1)))}`,
    `getInputAmount(200000 USDC): ${errorOf(() => pair.getInputAmount(amount(USDC, 200_000)))}`,
    `getLiquidityMinted with an OXB-V2 token at the Oxbow address: ${errorOf(() =>
      pair.getLiquidityMinted(
        CurrencyAmount.fromRawAmount(oxbowLp, totalSupply.quotient),
        amount(WETH, 1),
        amount(USDC, 2000),
      ),
    )}`,
    `new Pair(WETH, WETH): ${errorOf(() => new Pair(amount(WETH, 1), amount(WETH, 1)))}`,
  ]);
}
