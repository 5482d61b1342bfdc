// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Oxbow v2 pair: the functions the flash-swap example uses
interface IOxbowV2Pair {
    function token0() external view returns (address);

    function token1() external view returns (address);

    function factory() external view returns (address);

    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);

    /// @notice Sends the requested amounts to `to` first; a non-empty `data` makes it a flash
    ///         swap and calls `IOxbowV2Callee(to).oxbowV2Call` before checking the invariant.
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}
