// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice The read functions of an Oxbow v2 pair that a time-weighted average needs.
interface IOxbowV2PairPrices {
    function token0() external view returns (address);

    function token1() external view returns (address);

    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);

    function price0CumulativeLast() external view returns (uint256);

    function price1CumulativeLast() external view returns (uint256);
}

/// @title Fixed-window TWAP of one Oxbow v2 pair
/// @notice Someone (a keeper, or any user) calls `update` at most once per `window` seconds.
///         `consult` then prices an amount of one token in the other at the average of the
///         last complete window. Both averages are UQ112x112 numbers: value / 2^112.
contract PairTwapOracle {
    error EmptyPair();
    error WindowNotElapsed(uint32 elapsed, uint32 window);
    error NoAverageYet();
    error UnknownToken(address token);

    IOxbowV2PairPrices public immutable pair;
    address public immutable token0;
    address public immutable token1;
    uint32 public immutable window;

    /// @notice Accumulator values and time of the start of the window now running.
    uint256 public price0CumulativeStart;
    uint256 public price1CumulativeStart;
    uint32 public windowStart;

    /// @notice Averages over the last complete window, and when that window ended.
    uint256 public price0Average;
    uint256 public price1Average;
    uint32 public averageEnd;

    constructor(IOxbowV2PairPrices pair_, uint32 window_) {
        pair = pair_;
        token0 = pair_.token0();
        token1 = pair_.token1();
        window = window_;
        (uint112 reserve0, uint112 reserve1, ) = pair_.getReserves();
        // An average needs a price on both ends: refuse a pair that has never been funded.
        if (reserve0 == 0 || reserve1 == 0) revert EmptyPair();
        (price0CumulativeStart, price1CumulativeStart, windowStart) = currentCumulativePrices();
    }

    /// @notice The pair's accumulators as they would read if the pair were touched now.
    /// @dev The stored values stop at the pair's last interaction; the time since then is
    ///      added at the current reserves, which is exactly what the pair itself will add.
    function currentCumulativePrices()
        public
        view
        returns (uint256 price0Cumulative, uint256 price1Cumulative, uint32 timestamp)
    {
        timestamp = uint32(block.timestamp); // the pair keeps time modulo 2^32 too
        price0Cumulative = pair.price0CumulativeLast();
        price1Cumulative = pair.price1CumulativeLast();
        (uint112 reserve0, uint112 reserve1, uint32 lastUpdate) = pair.getReserves();
        if (lastUpdate != timestamp) {
            unchecked {
                // Wrapping is intended: only differences of these values carry meaning.
                uint32 elapsed = timestamp - lastUpdate;
                price0Cumulative += ((uint256(reserve1) << 112) / reserve0) * elapsed;
                price1Cumulative += ((uint256(reserve0) << 112) / reserve1) * elapsed;
            }
        }
    }

    /// @notice Closes the running window, stores its averages and opens the next window.
    function update() external {
        (uint256 price0Cumulative, uint256 price1Cumulative, uint32 timestamp) = currentCumulativePrices();
        uint32 elapsed;
        unchecked {
            elapsed = timestamp - windowStart;
            if (elapsed < window) revert WindowNotElapsed(elapsed, window);
            // Subtraction modulo 2^256 gives the right difference even after a wrap.
            price0Average = (price0Cumulative - price0CumulativeStart) / elapsed;
            price1Average = (price1Cumulative - price1CumulativeStart) / elapsed;
        }
        averageEnd = timestamp;
        price0CumulativeStart = price0Cumulative;
        price1CumulativeStart = price1Cumulative;
        windowStart = timestamp;
    }

    /// @notice Converts `amountIn` of `tokenIn` into the other token at the last average.
    /// @dev Rounds down. Callers should also check `averageEnd` to reject a stale average.
    function consult(address tokenIn, uint256 amountIn) external view returns (uint256 amountOut) {
        if (averageEnd == 0) revert NoAverageYet();
        if (tokenIn == token0) {
            amountOut = (price0Average * amountIn) >> 112;
        } else if (tokenIn == token1) {
            amountOut = (price1Average * amountIn) >> 112;
        } else {
            revert UnknownToken(tokenIn);
        }
    }
}
