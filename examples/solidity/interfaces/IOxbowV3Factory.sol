// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Oxbow v3 factory
/// @notice Deploys one OxbowV3Pool per (token0, token1, fee) combination, keeps the registry of
///         those pools and holds the owner-only settings: fee tiers and the protocol-fee admin.
/// @dev Fees are counted in hundredths of a basis point: 3000 is 0.30 % of the input amount.
interface IOxbowV3Factory {
    /// @notice Logged whenever the admin address changes, including once at deployment
    ///         (with the zero address as `oldOwner`).
    /// @param oldOwner Admin before the change.
    /// @param newOwner Admin after the change.
    event OwnerChanged(address indexed oldOwner, address indexed newOwner);

    /// @notice Logged once per pool, in the transaction that deploys it.
    /// @param token0 Lower of the two token addresses.
    /// @param token1 Higher of the two token addresses.
    /// @param fee Swap fee of the new pool, in hundredths of a basis point.
    /// @param tickSpacing Tick spacing the new pool enforces on position boundaries.
    /// @param pool Address of the deployed pool.
    event PoolCreated(
        address indexed token0,
        address indexed token1,
        uint24 indexed fee,
        int24 tickSpacing,
        address pool
    );

    /// @notice Logged when the admin adds a fee tier.
    /// @param fee Newly usable fee, in hundredths of a basis point.
    /// @param tickSpacing Tick spacing every pool of that fee will use.
    event FeeAmountEnabled(uint24 indexed fee, int24 indexed tickSpacing);

    /// @notice Address allowed to add fee tiers, hand over the admin role and
    ///         switch on or collect the protocol fee of any pool.
    function owner() external view returns (address);

    /// @notice Tick spacing tied to `fee`, or 0 when no tier with that fee exists.
    /// @dev Tiers are permanent once added, so a non-zero answer never changes.
    function feeAmountTickSpacing(uint24 fee) external view returns (int24);

    /// @notice Registered pool for two tokens and a fee; the token order does not matter.
    /// @return pool The pool, or the zero address if none has been created.
    function getPool(address tokenA, address tokenB, uint24 fee) external view returns (address pool);

    /// @notice Deploys the pool for two tokens and an enabled fee. Permissionless.
    /// @dev The new pool has no price: someone must call its `initialize` before it can be used.
    /// @return pool Address of the deployed pool.
    function createPool(address tokenA, address tokenB, uint24 fee) external returns (address pool);

    /// @notice Hands the admin role to `newOwner`. Admin only.
    function setOwner(address newOwner) external;

    /// @notice Adds a fee tier with its tick spacing. Admin only; a tier can never be removed.
    function enableFeeAmount(uint24 fee, int24 tickSpacing) external;
}
