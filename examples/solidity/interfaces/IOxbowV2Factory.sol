// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Oxbow v2 factory: the registry of pairs and the protocol-fee settings
interface IOxbowV2Factory {
    /// @notice Emitted once per pair; the last field is the number of pairs after this one.
    event PairCreated(address indexed token0, address indexed token1, address pair, uint256);

    function createPair(address tokenA, address tokenB) external returns (address pair);

    function getPair(address tokenA, address tokenB) external view returns (address pair);

    function allPairs(uint256 index) external view returns (address pair);

    function allPairsLength() external view returns (uint256);

    function feeTo() external view returns (address);

    function feeToSetter() external view returns (address);

    function setFeeTo(address _feeTo) external;

    function setFeeToSetter(address _feeToSetter) external;
}
