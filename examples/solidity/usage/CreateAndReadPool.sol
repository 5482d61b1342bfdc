// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IOxbowV3Factory} from '../interfaces/IOxbowV3Factory.sol';
import {IOxbowV3Pool} from '../interfaces/IOxbowV3Pool.sol';

/// @title Finds, or creates and prices, the Oxbow v3 pool of two tokens, then reads it
contract CreateAndReadPool {
    error FeeTierNotEnabled(uint24 fee);
    error NoPool(address tokenA, address tokenB, uint24 fee);
    error NotInitialized(address pool);

    IOxbowV3Factory public immutable factory;

    constructor(IOxbowV3Factory factory_) {
        factory = factory_;
    }

    /// @notice Returns the pool of `tokenA`/`tokenB` at `fee`, deploying it and setting its first
    ///         price when needed.
    /// @param sqrtPriceX96 Starting price (Q64.96, token1 per token0), used only if the pool has none.
    /// @return pool The pool.
    /// @return pricedHere True if this call set the price; false if the pool already had one.
    function getOrCreatePool(
        address tokenA,
        address tokenB,
        uint24 fee,
        uint160 sqrtPriceX96
    ) external returns (address pool, bool pricedHere) {
        pool = factory.getPool(tokenA, tokenB, fee);
        if (pool == address(0)) {
            // createPool reverts without a reason for an unknown fee: check first for a clear error.
            if (factory.feeAmountTickSpacing(fee) == 0) revert FeeTierNotEnabled(fee);
            pool = factory.createPool(tokenA, tokenB, fee);
        }

        (uint160 currentSqrtPriceX96, , , , , , ) = IOxbowV3Pool(pool).slot0();
        if (currentSqrtPriceX96 == 0) {
            // The first caller chooses the price; derive it from a source you trust.
            IOxbowV3Pool(pool).initialize(sqrtPriceX96);
            pricedHere = true;
        }
    }

    /// @notice Price, tick and in-range liquidity of an existing, initialized pool.
    function readPool(
        address tokenA,
        address tokenB,
        uint24 fee
    ) external view returns (address pool, uint160 sqrtPriceX96, int24 tick, uint128 inRangeLiquidity) {
        pool = factory.getPool(tokenA, tokenB, fee);
        if (pool == address(0)) revert NoPool(tokenA, tokenB, fee);

        (sqrtPriceX96, tick, , , , , ) = IOxbowV3Pool(pool).slot0();
        if (sqrtPriceX96 == 0) revert NotInitialized(pool);
        inRangeLiquidity = IOxbowV3Pool(pool).liquidity();
    }
}
