// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ISwapRouter} from '../interfaces/ISwapRouter.sol';
import {TransferHelper} from '../libraries/TransferHelper.sol';

/// @title Swaps between an ERC-20 token and the native currency through SwapRouter
/// @notice Each function sends one `multicall` to the router, so the swap and the payment
///         step succeed or fail together and nothing is left in the router afterwards.
contract SwapWithNative {
    ISwapRouter public immutable router;
    address public immutable weth9;

    error OnlyRouter();
    error RefundFailed();

    constructor(ISwapRouter router_) {
        router = router_;
        weth9 = router_.WETH9();
    }

    /// @notice Refunds from `refundETH` arrive here before being passed on.
    receive() external payable {
        if (msg.sender != address(router)) revert OnlyRouter();
    }

    /// @notice Sells exactly `amountIn` of `tokenIn`; the caller receives native currency.
    function sellForNative(
        address tokenIn,
        uint24 fee,
        uint256 amountIn,
        uint256 amountOutMinimum,
        uint256 deadline
    ) external returns (uint256 amountOut) {
        TransferHelper.safeTransferFrom(tokenIn, msg.sender, address(this), amountIn);
        TransferHelper.safeApprove(tokenIn, address(router), amountIn);

        bytes[] memory calls = new bytes[](2);
        // 1. Swap into WETH9 and leave it in the router itself...
        calls[0] = abi.encodeCall(
            ISwapRouter.exactInputSingle,
            (
                ISwapRouter.ExactInputSingleParams({
                    tokenIn: tokenIn,
                    tokenOut: weth9,
                    fee: fee,
                    recipient: address(router),
                    deadline: deadline,
                    amountIn: amountIn,
                    amountOutMinimum: amountOutMinimum,
                    sqrtPriceLimitX96: 0
                })
            )
        );
        // 2. ...then unwrap all of it and pay the caller, checking the minimum once more.
        calls[1] = abi.encodeCall(ISwapRouter.unwrapWETH9, (amountOutMinimum, msg.sender));

        bytes[] memory results = router.multicall(calls);
        amountOut = abi.decode(results[0], (uint256));
    }

    /// @notice Buys exactly `amountOut` of `tokenOut` with native currency sent as `msg.value`;
    ///         the unspent part of `msg.value` goes back to the caller.
    function buyWithNative(
        address tokenOut,
        uint24 fee,
        uint256 amountOut,
        uint256 deadline
    ) external payable returns (uint256 amountIn) {
        bytes[] memory calls = new bytes[](2);
        calls[0] = abi.encodeCall(
            ISwapRouter.exactOutputSingle,
            (
                ISwapRouter.ExactOutputSingleParams({
                    tokenIn: weth9,
                    tokenOut: tokenOut,
                    fee: fee,
                    recipient: msg.sender,
                    deadline: deadline,
                    amountOut: amountOut,
                    amountInMaximum: msg.value,
                    sqrtPriceLimitX96: 0
                })
            )
        );
        // The router wraps only what the pool asks for; refundETH returns the rest to this contract.
        calls[1] = abi.encodeCall(ISwapRouter.refundETH, ());

        uint256 balanceBefore = address(this).balance - msg.value;
        bytes[] memory results = router.multicall{value: msg.value}(calls);
        amountIn = abi.decode(results[0], (uint256));

        uint256 refund = address(this).balance - balanceBefore;
        if (refund > 0) {
            (bool ok, ) = msg.sender.call{value: refund}('');
            if (!ok) revert RefundFailed();
        }
    }
}
