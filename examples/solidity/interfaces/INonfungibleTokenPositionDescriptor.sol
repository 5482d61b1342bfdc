// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {INonfungiblePositionManager} from './INonfungiblePositionManager.sol';

/// @title Oxbow v3 NonfungibleTokenPositionDescriptor
/// @notice Builds the metadata of position NFTs on demand: a base64 `data:` URI holding JSON
///         with a name, a description and an SVG picture of the position.
/// @dev Every function is read-only. The output is meant for wallets and marketplaces to
///      display; contracts should read `positions` on the manager instead of parsing it.
interface INonfungibleTokenPositionDescriptor {
    /// @notice The metadata URI of position `tokenId` held in `positionManager`.
    /// @param positionManager The manager that issued the NFT; the descriptor reads the position from it.
    /// @param tokenId The NFT to describe.
    function tokenURI(INonfungiblePositionManager positionManager, uint256 tokenId)
        external
        view
        returns (string memory);

    /// @notice True when the picture and name should quote the price of token1 in token0,
    ///         the inverse of the pool's own token1-per-token0 price.
    /// @param token0 The pool's lower-address token.
    /// @param token1 The pool's higher-address token.
    /// @param chainId The chain whose built-in token list applies.
    function flipRatio(address token0, address token1, uint256 chainId) external view returns (bool);

    /// @notice Display rank of a token: a higher rank puts it in the numerator (quote side) of the price.
    /// @param token The token to rank.
    /// @param chainId The chain whose built-in token list applies.
    function tokenRatioPriority(address token, uint256 chainId) external view returns (int256);

    /// @notice The wrapped native token, displayed under the native currency label.
    function WETH9() external view returns (address);

    /// @notice The native currency label as a string, for example the symbol of the chain's coin.
    function nativeCurrencyLabel() external view returns (string memory);

    /// @notice The same label as stored: up to 32 bytes, ending at the first zero byte.
    function nativeCurrencyLabelBytes() external view returns (bytes32);
}
