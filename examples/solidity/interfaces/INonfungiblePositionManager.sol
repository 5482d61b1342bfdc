// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Oxbow v3 NonfungiblePositionManager
/// @notice Holds Oxbow v3 liquidity on behalf of its users and issues one ERC-721 token per
///         position. The token's owner, or an address it approved, controls the position.
/// @dev Declares the whole public surface in one place: position management, pool creation,
///      the ERC-721 and permit functions, batching, the native-currency helpers, the token
///      permits and the pool's mint callback. It has no fee-taking payment functions.
interface INonfungiblePositionManager {
    // ---------------------------------------------------------------------------------------
    // Position management
    // ---------------------------------------------------------------------------------------

    /// @notice Input of `mint`: which pool, which tick range, how much of each token at most,
    ///         how much at least, who receives the NFT and until when the call is valid.
    struct MintParams {
        address token0;
        address token1;
        uint24 fee;
        int24 tickLower;
        int24 tickUpper;
        uint256 amount0Desired;
        uint256 amount1Desired;
        uint256 amount0Min;
        uint256 amount1Min;
        address recipient;
        uint256 deadline;
    }

    /// @notice Input of `increaseLiquidity`: the position to top up and the amount bounds.
    struct IncreaseLiquidityParams {
        uint256 tokenId;
        uint256 amount0Desired;
        uint256 amount1Desired;
        uint256 amount0Min;
        uint256 amount1Min;
        uint256 deadline;
    }

    /// @notice Input of `decreaseLiquidity`: how much liquidity to remove and the least
    ///         token amounts that removal must be worth.
    struct DecreaseLiquidityParams {
        uint256 tokenId;
        uint128 liquidity;
        uint256 amount0Min;
        uint256 amount1Min;
        uint256 deadline;
    }

    /// @notice Input of `collect`: where owed tokens go and a cap for each token.
    struct CollectParams {
        uint256 tokenId;
        address recipient;
        uint128 amount0Max;
        uint128 amount1Max;
    }

    /// @notice Logged when a position gains liquidity, including its first mint.
    event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1);

    /// @notice Logged when liquidity leaves a position; the amounts are credited, not yet sent.
    event DecreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1);

    /// @notice Logged when owed tokens are sent out of a position.
    /// @dev The amounts are the ones the manager asked the pool for; the pool may send a few
    ///      wei less because it rounds down.
    event Collect(uint256 indexed tokenId, address recipient, uint256 amount0, uint256 amount1);

    /// @notice Everything the manager stores about one position NFT.
    /// @dev Fails with 'Invalid token ID' for an id that was never minted or has been burned.
    function positions(uint256 tokenId)
        external
        view
        returns (
            uint96 nonce,
            address operator,
            address token0,
            address token1,
            uint24 fee,
            int24 tickLower,
            int24 tickUpper,
            uint128 liquidity,
            uint256 feeGrowthInside0LastX128,
            uint256 feeGrowthInside1LastX128,
            uint128 tokensOwed0,
            uint128 tokensOwed1
        );

    /// @notice Deploys the pool through the factory and sets its first price, but only where
    ///         that is still missing. An existing, initialised pool is returned untouched.
    /// @param token0 The lower of the two token addresses.
    /// @param token1 The higher of the two token addresses.
    /// @param fee The fee tier in hundredths of a basis point.
    /// @param sqrtPriceX96 The starting price as a Q64.96 square root, used only if the pool has none.
    function createAndInitializePoolIfNecessary(
        address token0,
        address token1,
        uint24 fee,
        uint160 sqrtPriceX96
    ) external payable returns (address pool);

    /// @notice Adds liquidity to a new range and mints the NFT that represents it.
    function mint(MintParams calldata params)
        external
        payable
        returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1);

    /// @notice Adds liquidity to an existing position, paid by the caller.
    function increaseLiquidity(IncreaseLiquidityParams calldata params)
        external
        payable
        returns (uint128 liquidity, uint256 amount0, uint256 amount1);

    /// @notice Removes liquidity and books the freed tokens as owed to the position.
    function decreaseLiquidity(DecreaseLiquidityParams calldata params)
        external
        payable
        returns (uint256 amount0, uint256 amount1);

    /// @notice Sends owed tokens (freed principal plus fees) to a recipient, up to the caps.
    function collect(CollectParams calldata params) external payable returns (uint256 amount0, uint256 amount1);

    /// @notice Destroys an NFT whose position holds no liquidity and is owed nothing.
    function burn(uint256 tokenId) external payable;

    // ---------------------------------------------------------------------------------------
    // Immutable configuration
    // ---------------------------------------------------------------------------------------

    /// @notice The Oxbow v3 factory whose pools this manager works with.
    function factory() external view returns (address);

    /// @notice The wrapped native token the manager wraps and unwraps.
    function WETH9() external view returns (address);

    // ---------------------------------------------------------------------------------------
    // ERC-721, metadata and enumeration
    // ---------------------------------------------------------------------------------------

    /// @notice Standard ERC-721 transfer log; `from` is zero on mint and `to` is zero on burn.
    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    /// @notice Standard ERC-721 log of a single-token approval (zero `approved` clears it).
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);

    /// @notice Standard ERC-721 log of an all-tokens operator being set or unset.
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    /// @notice The collection name fixed at deployment.
    function name() external view returns (string memory);

    /// @notice The collection symbol fixed at deployment.
    function symbol() external view returns (string memory);

    /// @notice Metadata of a position, produced on the fly by NonfungibleTokenPositionDescriptor.
    function tokenURI(uint256 tokenId) external view returns (string memory);

    /// @notice How many position NFTs `owner` holds.
    function balanceOf(address owner) external view returns (uint256 balance);

    /// @notice The current holder of a position NFT.
    function ownerOf(uint256 tokenId) external view returns (address owner);

    /// @notice The `index`-th NFT of `owner`, for walking through all positions of an account.
    function tokenOfOwnerByIndex(address owner, uint256 index) external view returns (uint256 tokenId);

    /// @notice Number of NFTs in existence (minted and not burned).
    function totalSupply() external view returns (uint256);

    /// @notice The `index`-th NFT in existence, for walking through every position of the manager.
    function tokenByIndex(uint256 index) external view returns (uint256);

    /// @notice Always the empty string: metadata comes from `tokenURI`, not from a base URI.
    function baseURI() external pure returns (string memory);

    /// @notice ERC-165: true for the ERC-165, ERC-721, ERC-721 metadata and enumeration interfaces.
    function supportsInterface(bytes4 interfaceId) external view returns (bool);

    /// @notice The single address approved for `tokenId`, or zero.
    function getApproved(uint256 tokenId) external view returns (address operator);

    /// @notice Whether `operator` may manage every NFT of `owner`.
    function isApprovedForAll(address owner, address operator) external view returns (bool);

    /// @notice Lets `to` manage one position (zero address removes the approval).
    function approve(address to, uint256 tokenId) external;

    /// @notice Lets `operator` manage, or stop managing, every position of the caller.
    function setApprovalForAll(address operator, bool approved) external;

    /// @notice Moves an NFT, and with it the position and its uncollected fees, without a receiver check.
    function transferFrom(address from, address to, uint256 tokenId) external;

    /// @notice Moves an NFT and, if `to` is a contract, requires it to accept ERC-721 tokens.
    function safeTransferFrom(address from, address to, uint256 tokenId) external;

    /// @notice Same as the three-argument version, forwarding `data` to the receiver hook.
    function safeTransferFrom(address from, address to, uint256 tokenId, bytes calldata data) external;

    // ---------------------------------------------------------------------------------------
    // Signature approvals (ERC-721 permit)
    // ---------------------------------------------------------------------------------------

    /// @notice The EIP-712 domain separator of this manager on the current chain.
    function DOMAIN_SEPARATOR() external view returns (bytes32);

    /// @notice Type hash of the signed approval: Permit(address spender,uint256 tokenId,uint256 nonce,uint256 deadline).
    function PERMIT_TYPEHASH() external pure returns (bytes32);

    /// @notice Approves `spender` for one position using the holder's off-chain signature.
    function permit(
        address spender,
        uint256 tokenId,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external payable;

    // ---------------------------------------------------------------------------------------
    // Batching and native currency
    // ---------------------------------------------------------------------------------------

    /// @notice Runs several encoded calls against this contract in one transaction; all or nothing.
    function multicall(bytes[] calldata data) external payable returns (bytes[] memory results);

    /// @notice Unwraps the whole WETH9 balance held by the manager and sends it as native currency.
    function unwrapWETH9(uint256 amountMinimum, address recipient) external payable;

    /// @notice Returns the manager's whole native-currency balance to the caller.
    function refundETH() external payable;

    /// @notice Sends the manager's whole balance of `token` to `recipient`.
    function sweepToken(address token, uint256 amountMinimum, address recipient) external payable;

    // ---------------------------------------------------------------------------------------
    // Token permits (approving the manager for an ERC-20 token by signature)
    // ---------------------------------------------------------------------------------------

    /// @notice Calls the EIP-2612 `permit` of `token` so that the manager may spend `value` of the caller's balance.
    function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
        payable;

    /// @notice Like `selfPermit`, but skipped when the manager's allowance is already at least `value`.
    function selfPermitIfNecessary(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
        payable;

    /// @notice Calls the older `permit(holder, spender, nonce, expiry, allowed, ...)` form, granting an unlimited allowance.
    function selfPermitAllowed(address token, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s)
        external
        payable;

    /// @notice Like `selfPermitAllowed`, but skipped when the allowance is already unlimited.
    function selfPermitAllowedIfNecessary(address token, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s)
        external
        payable;

    // ---------------------------------------------------------------------------------------
    // Pool callback
    // ---------------------------------------------------------------------------------------

    /// @notice Pays a pool in the middle of a `mint` the manager started.
    /// @dev Only the pool computed from the factory and the pool key in `data` may call it.
    /// @param amount0Owed token0 owed to the pool for the liquidity just added.
    /// @param amount1Owed token1 owed to the pool for the liquidity just added.
    /// @param data The manager's own encoding of the pool key and of who pays.
    function oxbowV3MintCallback(uint256 amount0Owed, uint256 amount1Owed, bytes calldata data) external;
}
