// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Oxbow v3 pool
/// @notice Concentrated liquidity for one token pair at one fee tier. The actions pay out first and
///         then call back `msg.sender` to be paid, so they are meant for contracts implementing
///         IOxbowV3MintCallback, IOxbowV3SwapCallback or IOxbowV3FlashCallback.
/// @dev Prices are square roots in Q64.96 fixed point; fee and seconds-per-liquidity accumulators
///      are Q128.128 and only their differences carry meaning.
interface IOxbowV3Pool {
    // ---------------------------------------------------------------- events

    /// @notice Logged once, when the starting price is set.
    /// @param sqrtPriceX96 Starting square-root price, Q64.96.
    /// @param tick Tick of that price.
    event Initialize(uint160 sqrtPriceX96, int24 tick);

    /// @notice Logged when liquidity is added to a position.
    /// @param sender Contract that called `mint` and paid in the callback.
    /// @param owner Owner of the position that received the liquidity.
    /// @param tickLower Lower boundary of the position.
    /// @param tickUpper Upper boundary of the position.
    /// @param amount Liquidity added.
    /// @param amount0 token0 paid for it.
    /// @param amount1 token1 paid for it.
    event Mint(
        address sender,
        address indexed owner,
        int24 indexed tickLower,
        int24 indexed tickUpper,
        uint128 amount,
        uint256 amount0,
        uint256 amount1
    );

    /// @notice Logged when a position owner withdraws what the position is owed.
    /// @param owner Position owner, the caller of `collect`.
    /// @param recipient Address that received the tokens.
    /// @param tickLower Lower boundary of the position.
    /// @param tickUpper Upper boundary of the position.
    /// @param amount0 token0 transferred.
    /// @param amount1 token1 transferred.
    event Collect(
        address indexed owner,
        address recipient,
        int24 indexed tickLower,
        int24 indexed tickUpper,
        uint128 amount0,
        uint128 amount1
    );

    /// @notice Logged when liquidity is removed from a position (also for a zero-amount fee update).
    /// @param owner Position owner, the caller of `burn`.
    /// @param tickLower Lower boundary of the position.
    /// @param tickUpper Upper boundary of the position.
    /// @param amount Liquidity removed.
    /// @param amount0 token0 credited to the position, not yet transferred.
    /// @param amount1 token1 credited to the position, not yet transferred.
    event Burn(
        address indexed owner,
        int24 indexed tickLower,
        int24 indexed tickUpper,
        uint128 amount,
        uint256 amount0,
        uint256 amount1
    );

    /// @notice Logged after every swap.
    /// @param sender Contract that called `swap` and paid in the callback.
    /// @param recipient Address that received the output.
    /// @param amount0 Change of the pool's token0 balance: positive in, negative out.
    /// @param amount1 Change of the pool's token1 balance: positive in, negative out.
    /// @param sqrtPriceX96 Square-root price after the swap, Q64.96.
    /// @param liquidity In-range liquidity after the swap.
    /// @param tick Tick after the swap.
    event Swap(
        address indexed sender,
        address indexed recipient,
        int256 amount0,
        int256 amount1,
        uint160 sqrtPriceX96,
        uint128 liquidity,
        int24 tick
    );

    /// @notice Logged after a flash loan has been repaid.
    /// @param sender Contract that called `flash`.
    /// @param recipient Address that received the loan.
    /// @param amount0 token0 lent.
    /// @param amount1 token1 lent.
    /// @param paid0 token0 returned above the loan: the fee, plus anything paid in excess.
    /// @param paid1 token1 returned above the loan: the fee, plus anything paid in excess.
    event Flash(
        address indexed sender,
        address indexed recipient,
        uint256 amount0,
        uint256 amount1,
        uint256 paid0,
        uint256 paid1
    );

    /// @notice Logged when the target size of the oracle buffer grows.
    /// @param observationCardinalityNextOld Target before the call.
    /// @param observationCardinalityNextNew Target after the call.
    event IncreaseObservationCardinalityNext(
        uint16 observationCardinalityNextOld,
        uint16 observationCardinalityNextNew
    );

    /// @notice Logged when the factory owner changes the protocol-fee divisors.
    /// @param feeProtocol0Old Previous divisor for fees paid in token0 (0 = off).
    /// @param feeProtocol1Old Previous divisor for fees paid in token1 (0 = off).
    /// @param feeProtocol0New New divisor for fees paid in token0.
    /// @param feeProtocol1New New divisor for fees paid in token1.
    event SetFeeProtocol(uint8 feeProtocol0Old, uint8 feeProtocol1Old, uint8 feeProtocol0New, uint8 feeProtocol1New);

    /// @notice Logged when the factory owner withdraws protocol fees.
    /// @param sender Factory owner who called `collectProtocol`.
    /// @param recipient Address that received the fees.
    /// @param amount0 token0 withdrawn.
    /// @param amount1 token1 withdrawn.
    event CollectProtocol(address indexed sender, address indexed recipient, uint128 amount0, uint128 amount1);

    // ---------------------------------------------------------------- immutables

    /// @notice Factory that deployed this pool.
    function factory() external view returns (address);

    /// @notice Lower of the two token addresses.
    function token0() external view returns (address);

    /// @notice Higher of the two token addresses.
    function token1() external view returns (address);

    /// @notice Swap fee in hundredths of a basis point (3000 = 0.30 %).
    function fee() external view returns (uint24);

    /// @notice Position boundaries must be multiples of this value.
    function tickSpacing() external view returns (int24);

    /// @notice Cap on the gross liquidity referencing any single tick.
    function maxLiquidityPerTick() external view returns (uint128);

    // ---------------------------------------------------------------- state

    /// @notice The most-read slot of the pool, packed into one storage word.
    /// @return sqrtPriceX96 Current square-root price, Q64.96.
    /// @return tick Current tick.
    /// @return observationIndex Index of the latest oracle observation.
    /// @return observationCardinality Number of oracle slots in use.
    /// @return observationCardinalityNext Number of oracle slots the buffer will grow to.
    /// @return feeProtocol Protocol-fee divisors: token0 in the low 4 bits, token1 in the high 4 bits.
    /// @return unlocked False while an action is running, and before initialization.
    function slot0()
        external
        view
        returns (
            uint160 sqrtPriceX96,
            int24 tick,
            uint16 observationIndex,
            uint16 observationCardinality,
            uint16 observationCardinalityNext,
            uint8 feeProtocol,
            bool unlocked
        );

    /// @notice token0 fees earned per unit of liquidity since the pool began, Q128.128; wraps on overflow.
    function feeGrowthGlobal0X128() external view returns (uint256);

    /// @notice token1 fees earned per unit of liquidity since the pool began, Q128.128; wraps on overflow.
    function feeGrowthGlobal1X128() external view returns (uint256);

    /// @notice Protocol fees accrued and not yet withdrawn.
    /// @return token0 Amount owed to the protocol in token0.
    /// @return token1 Amount owed to the protocol in token1.
    function protocolFees() external view returns (uint128 token0, uint128 token1);

    /// @notice Liquidity of the positions whose range contains the current tick.
    function liquidity() external view returns (uint128);

    /// @notice Book-keeping of one tick.
    /// @param tick The tick to read.
    /// @return liquidityGross Sum of the liquidity of all positions using this tick as a boundary.
    /// @return liquidityNet Liquidity added to the in-range total when the price crosses upward.
    /// @return feeGrowthOutside0X128 token0 fee growth on the other side of this tick, Q128.128.
    /// @return feeGrowthOutside1X128 token1 fee growth on the other side of this tick, Q128.128.
    /// @return tickCumulativeOutside Tick accumulator on the other side of this tick.
    /// @return secondsPerLiquidityOutsideX128 Seconds per liquidity on the other side of this tick, Q128.128.
    /// @return secondsOutside Seconds spent on the other side of this tick.
    /// @return initialized True while at least one position uses this tick.
    function ticks(int24 tick)
        external
        view
        returns (
            uint128 liquidityGross,
            int128 liquidityNet,
            uint256 feeGrowthOutside0X128,
            uint256 feeGrowthOutside1X128,
            int56 tickCumulativeOutside,
            uint160 secondsPerLiquidityOutsideX128,
            uint32 secondsOutside,
            bool initialized
        );

    /// @notice One 256-bit word of the bitmap of initialized ticks.
    /// @param wordPosition (tick / tickSpacing) shifted right by 8 bits.
    function tickBitmap(int16 wordPosition) external view returns (uint256);

    /// @notice A position, looked up by keccak256(abi.encodePacked(owner, tickLower, tickUpper)).
    /// @param key Hash identifying the position.
    /// @return liquidity Liquidity of the position.
    /// @return feeGrowthInside0LastX128 token0 fee growth inside the range at the last update, Q128.128.
    /// @return feeGrowthInside1LastX128 token1 fee growth inside the range at the last update, Q128.128.
    /// @return tokensOwed0 token0 collectable, as of the last update.
    /// @return tokensOwed1 token1 collectable, as of the last update.
    function positions(bytes32 key)
        external
        view
        returns (
            uint128 liquidity,
            uint256 feeGrowthInside0LastX128,
            uint256 feeGrowthInside1LastX128,
            uint128 tokensOwed0,
            uint128 tokensOwed1
        );

    /// @notice One slot of the oracle ring buffer.
    /// @param index Slot number, below `observationCardinality` for meaningful data.
    /// @return blockTimestamp Time of the observation, modulo 2**32.
    /// @return tickCumulative Running sum of tick times seconds.
    /// @return secondsPerLiquidityCumulativeX128 Running sum of seconds divided by in-range liquidity, Q128.128.
    /// @return initialized Whether the slot has been written.
    function observations(uint256 index)
        external
        view
        returns (
            uint32 blockTimestamp,
            int56 tickCumulative,
            uint160 secondsPerLiquidityCumulativeX128,
            bool initialized
        );

    // ---------------------------------------------------------------- derived state

    /// @notice Accumulator values as they were `secondsAgos[i]` seconds before now, interpolated if needed.
    /// @param secondsAgos Ages to look up, in seconds; 0 means the current block.
    /// @return tickCumulatives Tick accumulator at each age.
    /// @return secondsPerLiquidityCumulativeX128s Seconds-per-liquidity accumulator at each age, Q128.128.
    function observe(uint32[] calldata secondsAgos)
        external
        view
        returns (int56[] memory tickCumulatives, uint160[] memory secondsPerLiquidityCumulativeX128s);

    /// @notice Accumulators restricted to the time the price spent inside a range. Compare two
    ///         snapshots taken while the range's ticks stayed initialized; one snapshot alone means nothing.
    /// @param tickLower Lower boundary of the range (must be initialized).
    /// @param tickUpper Upper boundary of the range (must be initialized).
    /// @return tickCumulativeInside Tick accumulator inside the range.
    /// @return secondsPerLiquidityInsideX128 Seconds-per-liquidity accumulator inside the range, Q128.128.
    /// @return secondsInside Seconds accumulator inside the range.
    function snapshotCumulativesInside(int24 tickLower, int24 tickUpper)
        external
        view
        returns (int56 tickCumulativeInside, uint160 secondsPerLiquidityInsideX128, uint32 secondsInside);

    // ---------------------------------------------------------------- actions

    /// @notice Sets the starting price. Callable once, by anyone.
    /// @param sqrtPriceX96 Starting square-root price, Q64.96.
    function initialize(uint160 sqrtPriceX96) external;

    /// @notice Adds `amount` liquidity to the position of `recipient` between two ticks.
    /// @dev The caller pays in `oxbowV3MintCallback`.
    /// @param recipient Owner of the position.
    /// @param tickLower Lower boundary, a multiple of the tick spacing.
    /// @param tickUpper Upper boundary, a multiple of the tick spacing.
    /// @param amount Liquidity to add.
    /// @param data Bytes forwarded to the callback.
    /// @return amount0 token0 the caller paid.
    /// @return amount1 token1 the caller paid.
    function mint(
        address recipient,
        int24 tickLower,
        int24 tickUpper,
        uint128 amount,
        bytes calldata data
    ) external returns (uint256 amount0, uint256 amount1);

    /// @notice Sends up to the requested amounts of what the caller's position is owed.
    /// @param recipient Address receiving the tokens.
    /// @param tickLower Lower boundary of the caller's position.
    /// @param tickUpper Upper boundary of the caller's position.
    /// @param amount0Requested Most token0 to send.
    /// @param amount1Requested Most token1 to send.
    /// @return amount0 token0 sent.
    /// @return amount1 token1 sent.
    function collect(
        address recipient,
        int24 tickLower,
        int24 tickUpper,
        uint128 amount0Requested,
        uint128 amount1Requested
    ) external returns (uint128 amount0, uint128 amount1);

    /// @notice Removes liquidity from the caller's position and credits its value to the position.
    /// @dev Nothing is transferred: call `collect` afterwards. An amount of 0 only updates the fees owed.
    /// @param tickLower Lower boundary of the caller's position.
    /// @param tickUpper Upper boundary of the caller's position.
    /// @param amount Liquidity to remove.
    /// @return amount0 token0 credited.
    /// @return amount1 token1 credited.
    function burn(int24 tickLower, int24 tickUpper, uint128 amount) external returns (uint256 amount0, uint256 amount1);

    /// @notice Swaps one token of the pool for the other.
    /// @dev The output is sent first; the caller pays the input in `oxbowV3SwapCallback`.
    /// @param recipient Address receiving the output.
    /// @param zeroForOne True to sell token0 for token1, false for the opposite direction.
    /// @param amountSpecified Positive: exact input. Negative: exact output.
    /// @param sqrtPriceLimitX96 Price, Q64.96, at which the swap stops even if the amount is not filled.
    /// @param data Bytes forwarded to the callback.
    /// @return amount0 Change of the pool's token0 balance: positive in, negative out.
    /// @return amount1 Change of the pool's token1 balance: positive in, negative out.
    function swap(
        address recipient,
        bool zeroForOne,
        int256 amountSpecified,
        uint160 sqrtPriceLimitX96,
        bytes calldata data
    ) external returns (int256 amount0, int256 amount1);

    /// @notice Lends tokens for the duration of the call; the caller repays plus a fee in `oxbowV3FlashCallback`.
    /// @param recipient Address receiving the loan.
    /// @param amount0 token0 to lend.
    /// @param amount1 token1 to lend.
    /// @param data Bytes forwarded to the callback.
    function flash(address recipient, uint256 amount0, uint256 amount1, bytes calldata data) external;

    /// @notice Pre-allocates oracle slots so the pool can keep up to `observationCardinalityNext` observations.
    /// @param observationCardinalityNext Requested buffer size, at most 65535.
    function increaseObservationCardinalityNext(uint16 observationCardinalityNext) external;

    // ---------------------------------------------------------------- owner actions

    /// @notice Sets the share of swap fees kept for the protocol, as 1/N per token. Factory owner only.
    /// @param feeProtocol0 Divisor N for fees paid in token0: 0 (off) or 4 to 10.
    /// @param feeProtocol1 Divisor N for fees paid in token1: 0 (off) or 4 to 10.
    function setFeeProtocol(uint8 feeProtocol0, uint8 feeProtocol1) external;

    /// @notice Withdraws accrued protocol fees. Factory owner only.
    /// @param recipient Address receiving the fees.
    /// @param amount0Requested Most token0 to withdraw.
    /// @param amount1Requested Most token1 to withdraw.
    /// @return amount0 token0 withdrawn.
    /// @return amount1 token1 withdrawn.
    function collectProtocol(
        address recipient,
        uint128 amount0Requested,
        uint128 amount1Requested
    ) external returns (uint128 amount0, uint128 amount1);
}
