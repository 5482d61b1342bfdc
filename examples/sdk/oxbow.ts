/**
 * Oxbow's own values, in one place. Every sample imports them from here.
 *
 * They describe the docs' LOCAL TEST NETWORK (chain id 31337, the default of
 * Anvil and Hardhat): the contracts are deployed by the node's first default
 * account, 0xf39F…2266, in the order of the `nonce` comments, which fixes each
 * address. The init code hashes belong to the pair and pool creation code of
 * that local build. They are not addresses on any public network: before you
 * run a sample elsewhere, replace every value with your deployment's.
 */

export interface OxbowDeployment {
  chainId: number;
  /** Where the samples send JSON-RPC requests unless told otherwise. */
  rpcUrl: string;
  tokens: {
    WETH: `0x${string}`;
    USDC: `0x${string}`;
    DAI: `0x${string}`;
  };
  v2: {
    factory: `0x${string}`;
    router: `0x${string}`;
    /** keccak256 of the OxbowV2Pair creation code: the CREATE2 input of every pair address. */
    pairInitCodeHash: `0x${string}`;
  };
  v3: {
    factory: `0x${string}`;
    swapRouter: `0x${string}`;
    /**
     * The NFTDescriptor library. Its functions are public, so it is a contract of its own,
     * deployed before the position descriptor and linked into the descriptor's bytecode.
     */
    nftDescriptorLibrary: `0x${string}`;
    positionDescriptor: `0x${string}`;
    positionManager: `0x${string}`;
    /** The original Quoter interface (quoteExactInputSingle with five arguments). */
    quoter: `0x${string}`;
    /** keccak256 of the OxbowV3Pool creation code: the CREATE2 input of every pool address. */
    poolInitCodeHash: `0x${string}`;
  };
}

export const OXBOW_LOCAL: OxbowDeployment = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  tokens: {
    WETH: '0x5FbDB2315678afecb367f032d93F642f64180aa3', // nonce 0: WETH9
    USDC: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', // nonce 1: test USDC, 6 decimals
    DAI: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', // nonce 2: test DAI, 18 decimals
  },
  v2: {
    factory: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9', // nonce 3: OxbowV2Factory
    router: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9', // nonce 4: OxbowV2Router02
    pairInitCodeHash: '0x8b3e117fde131787ab0a9bbe89b922f8c09cb41a611f65cbb59623b8ac4ec0e5',
  },
  v3: {
    factory: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707', // nonce 5: OxbowV3Factory
    swapRouter: '0x0165878A594ca255338adfa4d48449f69242Eb8F', // nonce 6: SwapRouter
    nftDescriptorLibrary: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853', // nonce 7: NFTDescriptor
    positionDescriptor: '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6', // nonce 8, links nonce 7
    positionManager: '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318', // nonce 9
    quoter: '0x610178dA211FEF7D417bC0e6FeD39F05609AD788', // nonce 10: Quoter
    poolInitCodeHash: '0xc518dad1cf232122f2003e4532eae3c4452e02167f7a8cab4b4a1f2a74e3140b',
  },
};
