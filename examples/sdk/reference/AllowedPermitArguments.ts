import {CurrencyAmount, Percent, TradeType} from '@uniswap/sdk-core';
import {
  NonfungiblePositionManager,
  Position,
  Route,
  SelfPermit,
  SwapRouter,
  Trade,
  type AllowedPermitArguments,
  type MethodParameters,
} from '@uniswap/v3-sdk';
import {decodeFunctionData, parseAbi, parseSignature, type Hex} from 'viem';
import {fixturePool, raw, SAMPLE_ACCOUNT, SNAPSHOT_TIME, V3_POOLS} from '../fixtures';
import {DAI, USDC} from '../tokens';

/** The permit functions of Oxbow's SwapRouter and NonfungiblePositionManager, and the calls they precede. */
const permitAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256)',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
  'function selfPermitAllowed(address token, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) payable',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
]);

/** The function names inside a multicall. */
function batch(parameters: MethodParameters): string {
  const outer = decodeFunctionData({abi: permitAbi, data: parameters.calldata as Hex});
  const inner = outer.functionName === 'multicall' ? outer.args[0] : [];
  const names = inner.map((data) => decodeFunctionData({abi: permitAbi, data}).functionName);
  return `multicall[${names.join(', ')}]`;
}

export async function main(): Promise<string[]> {
  // The holder signs Permit(holder, spender, nonce, expiry, allowed) with the token's EIP-712 domain.
  // These 65 bytes (r, s, v) are made up to show the encoding; a token would reject them.
  const signature: Hex = `0x${'11'.repeat(32)}${'22'.repeat(32)}1c`;
  const {r, s, v, yParity} = parseSignature(signature);
  const expiry = (SNAPSHOT_TIME + 1_800).toString();

  const permit: AllowedPermitArguments = {
    // viem returns v as a bigint (27n or 28n); a compact signature has only yParity (0 or 1).
    v: (v === undefined ? yParity + 27 : Number(v)) as 27 | 28,
    r,
    s,
    nonce: 0, // the holder's current nonce at the token: nonces(holder)
    expiry,
  };

  const call = SelfPermit.encodePermit(DAI, permit);
  const decoded = decodeFunctionData({abi: permitAbi, data: call as Hex});
  const args =
    decoded.functionName === 'selfPermitAllowed'
      ? `token ${decoded.args[0]}, nonce ${decoded.args[1].toString()}, expiry ${decoded.args[2].toString()}, v ${String(decoded.args[3])}`
      : '';

  // A `nonce` key decides the form: even next to an `amount`, the object is read as allowed-style.
  const mixed = {...permit, amount: raw(DAI, 100).toString(), deadline: expiry};
  const mixedName = decodeFunctionData({
    abi: permitAbi,
    data: SelfPermit.encodePermit(DAI, mixed) as Hex,
  }).functionName;

  // As inputTokenPermit: sell 1,000 DAI for USDC with no separate approval transaction.
  const pool = fixturePool(V3_POOLS.usdcDai100);
  const trade = await Trade.fromRoute(
    new Route([pool], DAI, USDC),
    CurrencyAmount.fromRawAmount(DAI, raw(DAI, 1000).toString()),
    TradeType.EXACT_INPUT,
  );
  const swap = SwapRouter.swapCallParameters(trade, {
    slippageTolerance: new Percent(50, 10_000),
    recipient: SAMPLE_ACCOUNT,
    deadline: expiry,
    inputTokenPermit: permit,
  });

  // As token0Permit of a mint on the USDC/DAI pool (DAI sorts first, so it is token0).
  const range = V3_POOLS.usdcDai100.positions[0] ?? {tickLower: 0, tickUpper: 0};
  const position = Position.fromAmounts({
    pool,
    tickLower: range.tickLower,
    tickUpper: range.tickUpper,
    amount0: raw(DAI, 1000).toString(),
    amount1: raw(USDC, 1000).toString(),
    useFullPrecision: true,
  });
  const mint = NonfungiblePositionManager.addCallParameters(position, {
    recipient: SAMPLE_ACCOUNT,
    slippageTolerance: new Percent(50, 10_000),
    deadline: expiry,
    token0Permit: permit,
  });

  return [
    `signature: v ${String(permit.v)}, r ${r.slice(0, 10)}…, s ${s.slice(0, 10)}…`,
    `SelfPermit.encodePermit(DAI, permit): ${decoded.functionName} ${call.slice(0, 10)}, ${String((call.length - 2) / 2)} bytes`,
    `  ${args}`,
    `with both nonce and amount: ${mixedName}`,
    `swap 1000 DAI -> USDC with inputTokenPermit: ${batch(swap)}`,
    `mint on USDC/DAI with token0Permit (token0 ${position.pool.token0.symbol ?? ''}): ${batch(mint)}`,
  ];
}
