// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20Minimal} from "./IERC20Minimal.sol";

/// @title An ERC-20 token with the optional metadata wallets and the SDK samples read
interface IERC20Metadata is IERC20Minimal {
    function name() external view returns (string memory);

    function symbol() external view returns (string memory);

    function decimals() external view returns (uint8);
}
