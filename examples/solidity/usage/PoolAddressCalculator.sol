// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Computes Oxbow v3 pool addresses without reading any storage
library OxbowV3PoolAddress {
    error IdenticalTokens(address token);

    /// @notice Orders two token addresses the way the factory does.
    function sortTokens(address tokenA, address tokenB) internal pure returns (address token0, address token1) {
        if (tokenA == tokenB) revert IdenticalTokens(tokenA);
        (token0, token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
    }

    /// @notice CREATE2 address of the pool of `tokenA`/`tokenB` at `fee`.
    /// @param deployer The contract that runs CREATE2: in Oxbow v3, the factory.
    /// @param initCodeHash keccak256 of the pool creation code of that deployment.
    function compute(
        address deployer,
        bytes32 initCodeHash,
        address tokenA,
        address tokenB,
        uint24 fee
    ) internal pure returns (address pool) {
        (address token0, address token1) = sortTokens(tokenA, tokenB);
        bytes32 salt = keccak256(abi.encode(token0, token1, fee));
        pool = address(uint160(uint256(keccak256(abi.encodePacked(hex'ff', deployer, salt, initCodeHash)))));
    }
}

/// @title Finds pools of one Oxbow v3 deployment and authenticates their callbacks
contract PoolAddressCalculator {
    error NotPool(address caller);

    address public immutable deployer;
    bytes32 public immutable initCodeHash;

    /// @param deployer_ The factory of the deployment.
    /// @param initCodeHash_ Hash of the pool creation code of that deployment, supplied by whoever
    ///        deploys this contract; it is never written into the source.
    constructor(address deployer_, bytes32 initCodeHash_) {
        deployer = deployer_;
        initCodeHash = initCodeHash_;
    }

    /// @notice Where the pool of two tokens and a fee lives, whether or not it has been created yet.
    function poolAddress(address tokenA, address tokenB, uint24 fee) public view returns (address) {
        return OxbowV3PoolAddress.compute(deployer, initCodeHash, tokenA, tokenB, fee);
    }

    /// @notice The check a swap, mint or flash callback runs before paying: `caller` must be the
    ///         pool of the tokens and fee it claims to be.
    function requirePool(address caller, address tokenA, address tokenB, uint24 fee) public view {
        if (caller != poolAddress(tokenA, tokenB, fee)) revert NotPool(caller);
    }
}
