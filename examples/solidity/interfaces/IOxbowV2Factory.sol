// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Oxbow v2 factory: looking up a pair
interface IOxbowV2Factory {
    /// @return pair The pair of the two tokens (in either order), or the zero address if none exists.
    function getPair(address tokenA, address tokenB) external view returns (address pair);
}
