// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title The callback an Oxbow v2 pair makes during a flash swap
interface IOxbowV2Callee {
    /// @param sender The address that called `swap` on the pair.
    /// @param amount0 The amount of token0 sent out before the callback.
    /// @param amount1 The amount of token1 sent out before the callback.
    /// @param data The bytes passed to `swap`, unchanged.
    function oxbowV2Call(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external;
}
