// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Repaying an Oxbow v3 flash loan
/// @notice A contract that calls `IOxbowV3Pool.flash` must implement this function.
interface IOxbowV3FlashCallback {
    /// @notice Called by the pool after it has sent the borrowed tokens.
    /// @dev Before returning, send back the borrowed amounts plus `fee0` and `fee1`
    ///      to the pool (`msg.sender`), after checking that the caller is a genuine pool.
    /// @param fee0 token0 owed on top of the borrowed token0, rounded up.
    /// @param fee1 token1 owed on top of the borrowed token1, rounded up.
    /// @param data Bytes the caller passed to `flash`, handed back unchanged.
    function oxbowV3FlashCallback(uint256 fee0, uint256 fee1, bytes calldata data) external;
}
