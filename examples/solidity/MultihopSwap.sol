// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ISwapRouter} from './interfaces/ISwapRouter.sol';
import {TransferHelper} from './libraries/TransferHelper.sol';

/// @title Swaps along a route of several Oxbow v3 pools on behalf of the caller
/// @notice A path is the packed sequence token, fee, token, fee, token, ...: 20 bytes per
///         token address and 3 bytes per fee tier, so a two-pool path is 66 bytes.
/// @dev Holds no tokens between calls: everything pulled in is either swapped
///      or sent back before the function returns.
contract MultihopSwap {
    /// @notice The path is not 20 bytes plus a whole number (at least one) of 23-byte hops.
    error InvalidPath(uint256 length);
    /// @notice An exact-input swap was requested without a minimum output.
    error MissingMinimumOut();

    uint256 private constant ADDRESS_SIZE = 20;
    uint256 private constant FEE_SIZE = 3;
    uint256 private constant HOP_SIZE = FEE_SIZE + ADDRESS_SIZE;

    ISwapRouter public immutable router;

    constructor(ISwapRouter router_) {
        router = router_;
    }

    /// @notice Packs the route tokenA -> tokenB -> tokenC through two pools (66 bytes).
    /// @dev For exactOutput pass the same route backwards: encodePath(tokenC, feeBC, tokenB, feeAB, tokenA).
    function encodePath(
        address tokenA,
        uint24 feeAB,
        address tokenB,
        uint24 feeBC,
        address tokenC
    ) public pure returns (bytes memory) {
        return abi.encodePacked(tokenA, feeAB, tokenB, feeBC, tokenC);
    }

    /// @notice Sells exactly `amountIn` of the path's first token for at least `amountOutMinimum` of its last.
    /// @param path The route from input token to output token.
    function swapExactInputMultihop(
        bytes calldata path,
        uint256 amountIn,
        uint256 amountOutMinimum,
        uint256 deadline
    ) external returns (uint256 amountOut) {
        if (amountOutMinimum == 0) revert MissingMinimumOut();
        address tokenIn = _firstToken(path);

        TransferHelper.safeTransferFrom(tokenIn, msg.sender, address(this), amountIn);
        TransferHelper.safeApprove(tokenIn, address(router), amountIn);

        amountOut = router.exactInput(
            ISwapRouter.ExactInputParams({
                path: path,
                recipient: msg.sender,
                deadline: deadline,
                amountIn: amountIn,
                amountOutMinimum: amountOutMinimum
            })
        );
    }

    /// @notice Buys exactly `amountOut` of the route's output token, spending at most `amountInMaximum`.
    /// @param reversedPath The route from output token back to input token, as exactOutput expects.
    function swapExactOutputMultihop(
        bytes calldata reversedPath,
        uint256 amountOut,
        uint256 amountInMaximum,
        uint256 deadline
    ) external returns (uint256 amountIn) {
        address tokenIn = _lastToken(reversedPath);

        TransferHelper.safeTransferFrom(tokenIn, msg.sender, address(this), amountInMaximum);
        TransferHelper.safeApprove(tokenIn, address(router), amountInMaximum);

        amountIn = router.exactOutput(
            ISwapRouter.ExactOutputParams({
                path: reversedPath,
                recipient: msg.sender,
                deadline: deadline,
                amountOut: amountOut,
                amountInMaximum: amountInMaximum
            })
        );

        if (amountIn < amountInMaximum) {
            TransferHelper.safeApprove(tokenIn, address(router), 0);
            TransferHelper.safeTransfer(tokenIn, msg.sender, amountInMaximum - amountIn);
        }
    }

    /// @dev The token the path starts with: its first 20 bytes.
    function _firstToken(bytes calldata path) private pure returns (address) {
        _checkPath(path);
        return address(bytes20(path[:ADDRESS_SIZE]));
    }

    /// @dev The token the path ends with: its last 20 bytes.
    function _lastToken(bytes calldata path) private pure returns (address) {
        _checkPath(path);
        return address(bytes20(path[path.length - ADDRESS_SIZE:]));
    }

    /// @dev A valid path is 20 + 23 * hops bytes long, with at least one hop.
    function _checkPath(bytes calldata path) private pure {
        if (path.length < ADDRESS_SIZE + HOP_SIZE || (path.length - ADDRESS_SIZE) % HOP_SIZE != 0) {
            revert InvalidPath(path.length);
        }
    }
}
