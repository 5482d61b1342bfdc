// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {INonfungiblePositionManager} from '../interfaces/INonfungiblePositionManager.sol';
import {INonfungibleTokenPositionDescriptor} from '../interfaces/INonfungibleTokenPositionDescriptor.sol';

/// @title Reads the display metadata of an Oxbow v3 position NFT
/// @notice View helpers for front ends and indexers. The strings returned here are for
///         display; amounts and ticks should come from `positions` on the manager.
contract ReadPositionURI {
    bytes private constant JSON_PREFIX = 'data:application/json;base64,';

    INonfungiblePositionManager public immutable positionManager;
    INonfungibleTokenPositionDescriptor public immutable descriptor;

    constructor(INonfungiblePositionManager positionManager_, INonfungibleTokenPositionDescriptor descriptor_) {
        positionManager = positionManager_;
        descriptor = descriptor_;
    }

    /// @notice The URI a wallet would show, through the ERC-721 entry point of the manager.
    function uriFromManager(uint256 tokenId) external view returns (string memory) {
        return positionManager.tokenURI(tokenId);
    }

    /// @notice The same URI, asking the descriptor directly on behalf of the manager.
    function uriFromDescriptor(uint256 tokenId) external view returns (string memory) {
        return descriptor.tokenURI(positionManager, tokenId);
    }

    /// @notice Which token the metadata prices in which: `quote` per one `base`.
    function displayPair(uint256 tokenId) external view returns (address base, address quote) {
        (, , address token0, address token1, , , , , , , , ) = positionManager.positions(tokenId);
        bool flipped = descriptor.flipRatio(token0, token1, block.chainid);
        (base, quote) = flipped ? (token1, token0) : (token0, token1);
    }

    /// @notice True when `uri` is an inline base64 JSON document, the descriptor's format.
    function isInlineJson(string memory uri) public pure returns (bool) {
        bytes memory raw = bytes(uri);
        if (raw.length < JSON_PREFIX.length) return false;
        for (uint256 i = 0; i < JSON_PREFIX.length; i++) {
            if (raw[i] != JSON_PREFIX[i]) return false;
        }
        return true;
    }
}
