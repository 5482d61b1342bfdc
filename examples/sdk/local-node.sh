# A node with the defaults the samples expect: 127.0.0.1:8545, chain id 31337 and unlocked
# accounts holding 10,000 ETH each (ten on Anvil, twenty on Hardhat: npx hardhat node).
anvil

# In a second terminal, after the deployment and the fixtures: give the sample account
# exactly the 100 ETH the outputs print (0x56bc75e2d63100000 wei = 100 * 10^18).
# Hardhat answers the same request under the name hardhat_setBalance.
cast rpc anvil_setBalance 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 0x56bc75e2d63100000
