// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Oxbow v3 pool deployer
/// @notice The part of the factory that creates pools with CREATE2. A pool's constructor takes
///         no arguments; it calls back `parameters()` on its deployer to learn what it is.
/// @dev Because nothing is appended to the creation code, every pool shares one init code hash,
///      and a pool address depends only on the deployer, the sorted tokens and the fee.
interface IOxbowV3PoolDeployer {
    /// @notice Settings of the pool being deployed right now.
    /// @dev Filled just before the CREATE2 and cleared right after it, so any call made
    ///      outside a deployment sees five zero values.
    /// @return factory Factory that will own the registry entry of the pool.
    /// @return token0 Lower token address of the pool.
    /// @return token1 Higher token address of the pool.
    /// @return fee Swap fee of the pool, in hundredths of a basis point.
    /// @return tickSpacing Tick spacing of the pool.
    function parameters()
        external
        view
        returns (address factory, address token0, address token1, uint24 fee, int24 tickSpacing);
}

/// @title The internal half of the deployer, declared for reference
/// @notice In Oxbow v3 the factory inherits the deployer, so the function below runs inside
///         `IOxbowV3Factory.createPool`; it is not callable from outside.
abstract contract OxbowV3PoolDeployerBase is IOxbowV3PoolDeployer {
    /// @notice Publishes the five settings through `parameters()`, deploys the pool with CREATE2
    ///         (salt: keccak256(abi.encode(token0, token1, fee))) and clears the settings again.
    /// @param factory Factory recorded in the new pool.
    /// @param token0 Lower token address; the caller has already sorted the pair.
    /// @param token1 Higher token address.
    /// @param fee Swap fee, in hundredths of a basis point.
    /// @param tickSpacing Tick spacing of the fee tier.
    /// @return pool Address of the new pool.
    function deploy(
        address factory,
        address token0,
        address token1,
        uint24 fee,
        int24 tickSpacing
    ) internal virtual returns (address pool);
}
