# The SDK packages these docs are tested with, and viem for talking to a node.
npm install --save-exact @uniswap/sdk-core@7.19.4 @uniswap/v2-sdk@4.21.4 @uniswap/v3-sdk@3.31.5 viem@2.57.20
