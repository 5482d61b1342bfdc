// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Paying for Oxbow v3 liquidity
/// @notice A contract that calls `IOxbowV3Pool.mint` must implement this function.
interface IOxbowV3MintCallback {
    /// @notice Called by the pool once it knows how much the new liquidity costs.
    /// @dev Transfer at least `amount0Owed` of token0 and `amount1Owed` of token1 to the pool
    ///      (`msg.sender`) before returning, after checking that the caller is a genuine pool.
    /// @param amount0Owed token0 the pool must receive.
    /// @param amount1Owed token1 the pool must receive.
    /// @param data Bytes the caller passed to `mint`, handed back unchanged.
    function oxbowV3MintCallback(uint256 amount0Owed, uint256 amount1Owed, bytes calldata data) external;
}
