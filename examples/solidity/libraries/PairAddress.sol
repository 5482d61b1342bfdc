// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title The address of an Oxbow v2 pair, computed without a call to the factory
/// @notice CREATE2 over the factory, the sorted tokens and the pair's init code hash, as
/// OxbowV2Library.pairFor does. Unsorted tokens give an address where no pair lives.
library PairAddress {
    function pairFor(address factory, bytes32 pairInitCodeHash, address tokenA, address tokenB)
        internal
        pure
        returns (address pair)
    {
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        pair = address(
            uint160(
                uint256(
                    keccak256(
                        abi.encodePacked(hex"ff", factory, keccak256(abi.encodePacked(token0, token1)), pairInitCodeHash)
                    )
                )
            )
        );
    }
}
