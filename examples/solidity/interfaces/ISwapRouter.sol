// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Oxbow v3 SwapRouter: the four swap entry points
/// @notice Every function reverts if `block.timestamp` is past `deadline`
///         or if the amount limit (`amountOutMinimum` / `amountInMaximum`) is not met.
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
}
