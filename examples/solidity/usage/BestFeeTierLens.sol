// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IOxbowV3Factory} from '../interfaces/IOxbowV3Factory.sol';
import {IQuoter} from '../interfaces/IQuoter.sol';

/// @title Asks the Quoter about every fee tier of a pair and keeps the best answer
/// @notice A lens for off-chain callers: call it with `eth_call`, as you would call the Quoter.
///         In a transaction it would pay for up to four simulated swaps, and its answer would
///         be the pools' spot state, which anyone can move inside the same block.
contract BestFeeTierLens {
    IQuoter public immutable quoter;
    IOxbowV3Factory public immutable factory;

    constructor(IQuoter quoter_) {
        quoter = quoter_;
        factory = IOxbowV3Factory(quoter_.factory());
    }

    /// @notice The tier whose pool pays the most for exactly `amountIn` of `tokenIn`.
    /// @return fee The best tier, or zero if no pool of the pair can take the trade.
    /// @return amountOut What that pool would pay.
    /// @return quoted How many tiers answered; the others have no pool, no price or no liquidity.
    function bestExactInput(address tokenIn, address tokenOut, uint256 amountIn)
        external
        returns (uint24 fee, uint256 amountOut, uint256 quoted)
    {
        uint24[4] memory fees = _tiers();
        for (uint256 i = 0; i < fees.length; i++) {
            // Without a pool the Quoter would call an address that has no code.
            if (factory.getPool(tokenIn, tokenOut, fees[i]) == address(0)) continue;
            try quoter.quoteExactInputSingle(tokenIn, tokenOut, fees[i], amountIn, 0) returns (uint256 out) {
                quoted++;
                if (out > amountOut) (fee, amountOut) = (fees[i], out);
            } catch {
                // 'LOK' (no price yet) or 'Unexpected error' (no liquidity on the way): not a candidate.
            }
        }
    }

    /// @notice The tier whose pool asks the least for exactly `amountOut` of `tokenOut`.
    /// @return fee The best tier, or zero if no pool of the pair can deliver `amountOut`.
    /// @return amountIn What that pool would take.
    /// @return quoted How many tiers answered.
    function bestExactOutput(address tokenIn, address tokenOut, uint256 amountOut)
        external
        returns (uint24 fee, uint256 amountIn, uint256 quoted)
    {
        uint24[4] memory fees = _tiers();
        amountIn = type(uint256).max;
        for (uint256 i = 0; i < fees.length; i++) {
            if (factory.getPool(tokenIn, tokenOut, fees[i]) == address(0)) continue;
            // With no price limit the quote reverts unless the pool delivers all of `amountOut`.
            try quoter.quoteExactOutputSingle(tokenIn, tokenOut, fees[i], amountOut, 0) returns (uint256 needed) {
                quoted++;
                if (needed < amountIn) (fee, amountIn) = (fees[i], needed);
            } catch {}
        }
        if (quoted == 0) amountIn = 0;
    }

    /// @dev The four tiers Oxbow's factory enables, in hundredths of a basis point.
    function _tiers() private pure returns (uint24[4] memory) {
        return [uint24(100), 500, 3000, 10000];
    }
}
