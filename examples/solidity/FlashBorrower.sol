// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IOxbowV2Callee} from './interfaces/IOxbowV2Callee.sol';
import {IOxbowV2Factory} from './interfaces/IOxbowV2Factory.sol';
import {IOxbowV2Pair} from './interfaces/IOxbowV2Pair.sol';
import {TransferHelper} from './libraries/TransferHelper.sol';

/// @title Borrows one token of an Oxbow v2 pair and repays it in the same transaction
/// @notice Override `_useLoan` with what the borrowed tokens are for (an arbitrage,
///         a collateral swap, a liquidation…). It must leave this contract able to repay.
abstract contract FlashBorrower is IOxbowV2Callee {
    error NotOwner(address caller);
    error UnknownPair(address caller);
    error NotInitiatedHere(address sender);

    IOxbowV2Factory public immutable factory;
    address public immutable owner;

    constructor(IOxbowV2Factory factory_) {
        factory = factory_;
        owner = msg.sender;
    }

    /// @notice Borrows `amount` of `token` from the pair of `token` and `otherToken`.
    /// @param params Passed unchanged to `_useLoan`, e.g. the route of an arbitrage.
    function borrow(address token, address otherToken, uint256 amount, bytes calldata params) external {
        // The fee is paid from this contract's balance: nobody else may start a loan.
        if (msg.sender != owner) revert NotOwner(msg.sender);
        IOxbowV2Pair pair = IOxbowV2Pair(factory.getPair(token, otherToken));
        if (address(pair) == address(0)) revert UnknownPair(address(0));

        (uint256 amount0Out, uint256 amount1Out) =
            pair.token0() == token ? (amount, uint256(0)) : (uint256(0), amount);
        // Non-empty data is what turns the swap into a flash swap.
        pair.swap(amount0Out, amount1Out, address(this), abi.encode(token, params));
    }

    /// @inheritdoc IOxbowV2Callee
    function oxbowV2Call(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external override {
        IOxbowV2Pair pair = IOxbowV2Pair(msg.sender);
        // Only a genuine pair of this factory may call back, and only for a loan we asked for.
        if (factory.getPair(pair.token0(), pair.token1()) != msg.sender) revert UnknownPair(msg.sender);
        if (sender != address(this)) revert NotInitiatedHere(sender);

        (address token, bytes memory params) = abi.decode(data, (address, bytes));
        uint256 borrowed = amount0 > 0 ? amount0 : amount1;

        _useLoan(token, borrowed, params);

        // Repaying in the borrowed token: the 0.30 % fee is charged on the amount sent back,
        // so at least borrowed * 1000 / 997 must return, rounded up to the next unit.
        uint256 repayment = (borrowed * 1000 + 996) / 997;
        TransferHelper.safeTransfer(token, msg.sender, repayment);
    }

    /// @dev Called while holding the borrowed tokens. The pair is locked until the
    ///      callback returns, so swaps here must go through other pairs.
    function _useLoan(address token, uint256 amount, bytes memory params) internal virtual;
}
