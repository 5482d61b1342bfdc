// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IOxbowV3Pool} from '../interfaces/IOxbowV3Pool.sol';

/// @title Reads the spot price and the time-weighted average tick of an Oxbow v3 pool
contract PoolPriceReader {
    error ZeroPeriod();

    /// @notice Current square-root price and tick. Cheap, but movable within one transaction:
    ///         never use it alone to value collateral.
    function spot(IOxbowV3Pool pool) external view returns (uint160 sqrtPriceX96, int24 tick) {
        (sqrtPriceX96, tick, , , , , ) = pool.slot0();
    }

    /// @notice Arithmetic mean of the tick over the last `period` seconds, rounded toward
    ///         negative infinity. The price it stands for is 1.0001 ** meanTick.
    /// @dev Reverts with 'OLD' if the pool's oracle does not reach back `period` seconds.
    function meanTick(IOxbowV3Pool pool, uint32 period) external view returns (int24 meanTick_) {
        if (period == 0) revert ZeroPeriod();

        uint32[] memory secondsAgos = new uint32[](2);
        secondsAgos[0] = period; // start of the window
        secondsAgos[1] = 0; // now

        (int56[] memory tickCumulatives, ) = pool.observe(secondsAgos);
        int56 delta = tickCumulatives[1] - tickCumulatives[0];
        int56 span = int56(uint56(period));

        meanTick_ = int24(delta / span);
        // Solidity division truncates toward zero; step down once for a negative, inexact result.
        if (delta < 0 && delta % span != 0) meanTick_--;
    }

    /// @notice Asks the pool to keep at least `observations` entries, so longer windows can be read.
    ///         The caller pays the gas of preparing the new slots.
    function growOracle(IOxbowV3Pool pool, uint16 observations) external {
        pool.increaseObservationCardinalityNext(observations);
    }
}
