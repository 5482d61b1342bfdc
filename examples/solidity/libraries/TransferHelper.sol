// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20Minimal} from '../interfaces/IERC20Minimal.sol';

/// @title Token calls that also work with tokens that return nothing
/// @notice Some ERC-20 tokens do not return a boolean from `transfer`, `transferFrom`
///         or `approve`. Calling them through these helpers accepts either an empty
///         return value or `true`, and reverts on anything else.
library TransferHelper {
    error TransferFromFailed(address token);
    error TransferFailed(address token);
    error ApproveFailed(address token);

    function safeTransferFrom(address token, address from, address to, uint256 amount) internal {
        if (!_call(token, abi.encodeCall(IERC20Minimal.transferFrom, (from, to, amount)))) {
            revert TransferFromFailed(token);
        }
    }

    function safeTransfer(address token, address to, uint256 amount) internal {
        if (!_call(token, abi.encodeCall(IERC20Minimal.transfer, (to, amount)))) {
            revert TransferFailed(token);
        }
    }

    function safeApprove(address token, address spender, uint256 amount) internal {
        if (!_call(token, abi.encodeCall(IERC20Minimal.approve, (spender, amount)))) {
            revert ApproveFailed(token);
        }
    }

    function _call(address token, bytes memory data) private returns (bool) {
        (bool success, bytes memory returned) = token.call(data);
        return success && (returned.length == 0 || abi.decode(returned, (bool))) && token.code.length > 0;
    }
}
