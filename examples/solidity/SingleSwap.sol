// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ISwapRouter} from './interfaces/ISwapRouter.sol';
import {TransferHelper} from './libraries/TransferHelper.sol';

/// @title Swaps through one Oxbow v3 pool on behalf of the caller
/// @notice The caller approves this contract for the input token first; the
///         output always goes straight back to the caller.
/// @dev Holds no tokens between calls: everything pulled in is either swapped
///      or sent back before the function returns.
contract SingleSwap {
    /// @notice An exact-input swap was requested without a minimum output.
    error MissingMinimumOut();

    ISwapRouter public immutable router;

    constructor(ISwapRouter router_) {
        router = router_;
    }

    /// @notice Sells exactly `amountIn` of `tokenIn` and buys at least `amountOutMinimum` of `tokenOut`.
    /// @param fee The pool's fee tier in hundredths of a basis point: 100, 500, 3000 or 10000.
    /// @param amountOutMinimum The smallest output accepted: an off-chain quote minus the slippage tolerance.
    /// @param deadline Unix time after which the router refuses the swap.
    function swapExactInputSingle(
        address tokenIn,
        address tokenOut,
        uint24 fee,
        uint256 amountIn,
        uint256 amountOutMinimum,
        uint256 deadline
    ) external returns (uint256 amountOut) {
        if (amountOutMinimum == 0) revert MissingMinimumOut();

        // First approval, given by the caller beforehand: caller -> this contract.
        TransferHelper.safeTransferFrom(tokenIn, msg.sender, address(this), amountIn);
        // Second approval: this contract -> router, for exactly the amount to sell.
        TransferHelper.safeApprove(tokenIn, address(router), amountIn);

        amountOut = router.exactInputSingle(
            ISwapRouter.ExactInputSingleParams({
                tokenIn: tokenIn,
                tokenOut: tokenOut,
                fee: fee,
                recipient: msg.sender,
                deadline: deadline,
                amountIn: amountIn,
                amountOutMinimum: amountOutMinimum,
                sqrtPriceLimitX96: 0 // no price limit: amountOutMinimum protects the caller
            })
        );
        // The router pulled all of amountIn, so its allowance is back to zero.
    }

    /// @notice Buys exactly `amountOut` of `tokenOut`, spending at most `amountInMaximum` of `tokenIn`.
    /// @param amountInMaximum The most input accepted: an off-chain quote plus the slippage tolerance.
    /// @dev Pulls the maximum up front, then refunds what the swap did not use.
    function swapExactOutputSingle(
        address tokenIn,
        address tokenOut,
        uint24 fee,
        uint256 amountOut,
        uint256 amountInMaximum,
        uint256 deadline
    ) external returns (uint256 amountIn) {
        TransferHelper.safeTransferFrom(tokenIn, msg.sender, address(this), amountInMaximum);
        TransferHelper.safeApprove(tokenIn, address(router), amountInMaximum);

        amountIn = router.exactOutputSingle(
            ISwapRouter.ExactOutputSingleParams({
                tokenIn: tokenIn,
                tokenOut: tokenOut,
                fee: fee,
                recipient: msg.sender,
                deadline: deadline,
                amountOut: amountOut,
                amountInMaximum: amountInMaximum,
                sqrtPriceLimitX96: 0
            })
        );

        if (amountIn < amountInMaximum) {
            // Withdraw the unused allowance, then return the unspent input.
            TransferHelper.safeApprove(tokenIn, address(router), 0);
            TransferHelper.safeTransfer(tokenIn, msg.sender, amountInMaximum - amountIn);
        }
    }
}
