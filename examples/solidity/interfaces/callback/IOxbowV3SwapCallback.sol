// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Paying for an Oxbow v3 swap
/// @notice A contract that calls `IOxbowV3Pool.swap` must implement this function.
interface IOxbowV3SwapCallback {
    /// @notice Called by the pool after it has sent the output, before it checks its input balance.
    /// @dev A positive delta is what the pool must receive in that token before this function
    ///      returns; a negative delta is what it has already sent out. Check that `msg.sender`
    ///      is a genuine pool before paying anything.
    /// @param amount0Delta Change of the pool's token0 balance the swap requires.
    /// @param amount1Delta Change of the pool's token1 balance the swap requires.
    /// @param data Bytes the caller passed to `swap`, handed back unchanged.
    function oxbowV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external;
}
