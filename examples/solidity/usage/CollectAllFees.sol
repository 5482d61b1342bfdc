// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {INonfungiblePositionManager} from '../interfaces/INonfungiblePositionManager.sol';

/// @title Collects fees from, or closes, a position the caller owns
/// @notice The owner first lets this contract manage the NFT, with `approve(helper, tokenId)`
///         or `setApprovalForAll(helper, true)` on the manager. Tokens always go to the owner.
contract CollectAllFees {
    INonfungiblePositionManager public immutable positionManager;

    error NotOwner(uint256 tokenId);

    constructor(INonfungiblePositionManager positionManager_) {
        positionManager = positionManager_;
    }

    /// @notice Sends every fee the position has earned so far, in both tokens, to its owner.
    function collectAll(uint256 tokenId) public returns (uint256 amount0, uint256 amount1) {
        address owner = _requireOwner(tokenId);

        // The caps are the largest uint128, so nothing owed is left behind.
        (amount0, amount1) = positionManager.collect(
            INonfungiblePositionManager.CollectParams({
                tokenId: tokenId,
                recipient: owner,
                amount0Max: type(uint128).max,
                amount1Max: type(uint128).max
            })
        );
    }

    /// @notice Removes all liquidity, sends principal and fees to the owner and burns the NFT.
    /// @param amount0Min Least token0 the removed liquidity must be worth (slippage guard).
    /// @param amount1Min Least token1 the removed liquidity must be worth (slippage guard).
    /// @param deadline Unix time after which the manager refuses the removal.
    function close(
        uint256 tokenId,
        uint256 amount0Min,
        uint256 amount1Min,
        uint256 deadline
    ) external returns (uint256 amount0, uint256 amount1) {
        _requireOwner(tokenId);
        (, , , , , , , uint128 liquidity, , , , ) = positionManager.positions(tokenId);

        if (liquidity > 0) {
            // Step 1: the freed tokens are only credited to the position here.
            positionManager.decreaseLiquidity(
                INonfungiblePositionManager.DecreaseLiquidityParams({
                    tokenId: tokenId,
                    liquidity: liquidity,
                    amount0Min: amount0Min,
                    amount1Min: amount1Min,
                    deadline: deadline
                })
            );
        }

        // Step 2: principal and fees leave the pool; step 3: the empty NFT is destroyed.
        (amount0, amount1) = collectAll(tokenId);
        positionManager.burn(tokenId);
    }

    function _requireOwner(uint256 tokenId) private view returns (address owner) {
        owner = positionManager.ownerOf(tokenId);
        if (msg.sender != owner) revert NotOwner(tokenId);
    }
}
