// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Oxbow v3 Quoter
/// @notice Works out what a swap would return, or cost, by running it in the pool and
///         reverting inside the swap callback with the amount. Nothing is ever paid or moved.
/// @dev None of the quote functions is `view`: each one calls the pool's `swap`. Call them with
///      `eth_call` from off chain. Sent in a transaction they cost the gas of the swap, and a
///      contract reading them on chain gets the spot state of the pool, which anyone can move.
interface IQuoter {
    /// @notice The output of selling exactly `amountIn` of `tokenIn` in one pool.
    /// @param tokenIn The token sold.
    /// @param tokenOut The token bought.
    /// @param fee The fee tier of the pool, which with the two tokens identifies it.
    /// @param amountIn The exact amount sold.
    /// @param sqrtPriceLimitX96 A price at which the swap stops; zero for no limit.
    function quoteExactInputSingle(
        address tokenIn,
        address tokenOut,
        uint24 fee,
        uint256 amountIn,
        uint160 sqrtPriceLimitX96
    ) external returns (uint256 amountOut);

    /// @notice The output of selling exactly `amountIn` along a packed path of pools.
    /// @param path Token, fee, token, ... from the input token to the output token.
    function quoteExactInput(bytes memory path, uint256 amountIn) external returns (uint256 amountOut);

    /// @notice The input needed to buy exactly `amountOut` of `tokenOut` in one pool.
    /// @param sqrtPriceLimitX96 A price at which the swap stops; zero for no limit, which
    ///        also makes the quote revert if the pool cannot deliver all of `amountOut`.
    function quoteExactOutputSingle(
        address tokenIn,
        address tokenOut,
        uint24 fee,
        uint256 amountOut,
        uint160 sqrtPriceLimitX96
    ) external returns (uint256 amountIn);

    /// @notice The input needed to buy exactly `amountOut` along a packed path given in reverse.
    /// @param path Token, fee, token, ... from the output token back to the input token.
    function quoteExactOutput(bytes memory path, uint256 amountOut) external returns (uint256 amountIn);

    /// @notice Ends the simulated swap: reverts with the amount as 32 bytes of revert data.
    /// @dev Only a pool of the factory, computed from the tokens and fee in `path`, may call it.
    function oxbowV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata path) external view;

    /// @notice The Oxbow v3 factory the Quoter derives pool addresses from.
    function factory() external view returns (address);

    /// @notice The wrapped native token of the deployment.
    function WETH9() external view returns (address);
}
