// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {INonfungiblePositionManager} from '../interfaces/INonfungiblePositionManager.sol';
import {TransferHelper} from '../libraries/TransferHelper.sol';

/// @title Opens Oxbow v3 positions for the caller through NonfungiblePositionManager
/// @notice The caller approves this contract for both tokens first. The position NFT is
///         minted straight to the caller, and whatever the pool did not take is sent back.
contract MintPosition {
    /// @dev The highest tick a pool accepts; the lowest is its negative.
    int24 private constant MAX_TICK = 887272;

    INonfungiblePositionManager public immutable positionManager;

    error UnknownFeeTier(uint24 fee);

    constructor(INonfungiblePositionManager positionManager_) {
        positionManager = positionManager_;
    }

    /// @notice Tick spacing of each Oxbow v3 fee tier.
    function tickSpacingOf(uint24 fee) public pure returns (int24) {
        if (fee == 100) return 1;
        if (fee == 500) return 10;
        if (fee == 3000) return 60;
        if (fee == 10000) return 200;
        revert UnknownFeeTier(fee);
    }

    /// @notice The widest usable range: the extreme ticks rounded toward zero to the spacing.
    function fullRange(uint24 fee) public pure returns (int24 tickLower, int24 tickUpper) {
        int24 spacing = tickSpacingOf(fee);
        tickUpper = (MAX_TICK / spacing) * spacing;
        tickLower = -tickUpper;
    }

    /// @notice Mints a position over `params.tickLower`..`params.tickUpper`.
    /// @dev `params.recipient` is ignored: the NFT always goes to the caller.
    function mint(INonfungiblePositionManager.MintParams memory params)
        public
        returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)
    {
        // Pull the most the position may use and let the manager spend it in the mint callback.
        TransferHelper.safeTransferFrom(params.token0, msg.sender, address(this), params.amount0Desired);
        TransferHelper.safeTransferFrom(params.token1, msg.sender, address(this), params.amount1Desired);
        TransferHelper.safeApprove(params.token0, address(positionManager), params.amount0Desired);
        TransferHelper.safeApprove(params.token1, address(positionManager), params.amount1Desired);

        params.recipient = msg.sender;
        (tokenId, liquidity, amount0, amount1) = positionManager.mint(params);

        // Usually only one of the two amounts is used in full; return the rest.
        _refund(params.token0, params.amount0Desired, amount0);
        _refund(params.token1, params.amount1Desired, amount1);
    }

    /// @notice Same as `mint`, over the full price range of the pool's fee tier.
    function mintFullRange(INonfungiblePositionManager.MintParams memory params)
        external
        returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)
    {
        (params.tickLower, params.tickUpper) = fullRange(params.fee);
        return mint(params);
    }

    function _refund(address token, uint256 pulled, uint256 used) private {
        if (used < pulled) {
            // Clear the unused allowance, then hand the surplus back.
            TransferHelper.safeApprove(token, address(positionManager), 0);
            TransferHelper.safeTransfer(token, msg.sender, pulled - used);
        }
    }
}
