// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Oxbow v3 SwapRouter: swap entry points, batching, payments and permits
/// @notice Every swap function reverts if `block.timestamp` is past `deadline`
///         or if the amount limit (`amountOutMinimum` / `amountInMaximum`) is not met.
/// @dev The router keeps no balances between transactions: whatever is left in it after a
///      call can be taken by the next caller of `sweepToken`, `unwrapWETH9` or `refundETH`.
///      A swap whose `recipient` is the zero address pays the router itself.
interface ISwapRouter {
    struct ExactInputSingleParams {
        address tokenIn;
        address tokenOut;
        uint24 fee;
        address recipient;
        uint256 deadline;
        uint256 amountIn;
        uint256 amountOutMinimum;
        uint160 sqrtPriceLimitX96;
    }

    struct ExactInputParams {
        bytes path;
        address recipient;
        uint256 deadline;
        uint256 amountIn;
        uint256 amountOutMinimum;
    }

    struct ExactOutputSingleParams {
        address tokenIn;
        address tokenOut;
        uint24 fee;
        address recipient;
        uint256 deadline;
        uint256 amountOut;
        uint256 amountInMaximum;
        uint160 sqrtPriceLimitX96;
    }

    struct ExactOutputParams {
        bytes path;
        address recipient;
        uint256 deadline;
        uint256 amountOut;
        uint256 amountInMaximum;
    }

    /// @notice Swaps all of `amountIn` of one token for as much as possible of another, in one pool.
    function exactInputSingle(ExactInputSingleParams calldata params) external payable returns (uint256 amountOut);

    /// @notice Swaps all of `amountIn` along an encoded path of pools.
    function exactInput(ExactInputParams calldata params) external payable returns (uint256 amountOut);

    /// @notice Receives exactly `amountOut`, spending as little of the input token as possible, in one pool.
    function exactOutputSingle(ExactOutputSingleParams calldata params) external payable returns (uint256 amountIn);

    /// @notice Receives exactly `amountOut` along an encoded path given in reverse (output token first).
    function exactOutput(ExactOutputParams calldata params) external payable returns (uint256 amountIn);

    /// @notice Pays the pool that is in the middle of a swap started by this router.
    /// @dev Only a genuine Oxbow v3 pool, computed from the factory and the path, may call it.
    /// @param amount0Delta What the pool is owed (positive) or has sent (negative) in token0.
    /// @param amount1Delta What the pool is owed (positive) or has sent (negative) in token1.
    /// @param data The router's own encoding of the remaining path and of who pays.
    function oxbowV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external;

    /// @notice The Oxbow v3 factory the router derives pool addresses from.
    function factory() external view returns (address);

    /// @notice The wrapped native token the router wraps and unwraps.
    function WETH9() external view returns (address);

    /// @notice Runs several encoded router calls in one transaction; if one fails, all fail.
    function multicall(bytes[] calldata data) external payable returns (bytes[] memory results);

    /// @notice Unwraps the router's whole WETH9 balance and sends it to `recipient` as native currency.
    function unwrapWETH9(uint256 amountMinimum, address recipient) external payable;

    /// @notice Sends the router's whole native-currency balance back to the caller.
    function refundETH() external payable;

    /// @notice Sends the router's whole balance of `token` to `recipient`.
    function sweepToken(address token, uint256 amountMinimum, address recipient) external payable;

    /// @notice Like `unwrapWETH9`, but first sends `feeBips` ten-thousandths of the unwrapped amount to `feeRecipient`.
    /// @param feeBips The fee in basis points, from 1 to 100 (0.01 % to 1 %).
    function unwrapWETH9WithFee(uint256 amountMinimum, address recipient, uint256 feeBips, address feeRecipient)
        external
        payable;

    /// @notice Like `sweepToken`, but first sends `feeBips` ten-thousandths of the balance to `feeRecipient`.
    /// @param feeBips The fee in basis points, from 1 to 100 (0.01 % to 1 %).
    function sweepTokenWithFee(
        address token,
        uint256 amountMinimum,
        address recipient,
        uint256 feeBips,
        address feeRecipient
    ) external payable;

    /// @notice Calls the EIP-2612 `permit` of `token` so that the router may spend `value` of the caller's balance.
    function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
        payable;

    /// @notice Like `selfPermit`, but skipped when the router's allowance is already at least `value`.
    function selfPermitIfNecessary(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
        payable;

    /// @notice Calls the older `permit(holder, spender, nonce, expiry, allowed, ...)` form, granting an unlimited allowance.
    function selfPermitAllowed(address token, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s)
        external
        payable;

    /// @notice Like `selfPermitAllowed`, but skipped when the allowance is already unlimited.
    function selfPermitAllowedIfNecessary(address token, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s)
        external
        payable;
}
