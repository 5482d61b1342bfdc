import {computePoolAddress, FeeAmount} from '@uniswap/v3-sdk';
import {concat, custom, getAddress, keccak256, type Hex} from 'viem';
import {describe, expect, it} from 'vitest';
import {v3FactoryAbi} from '../../examples/sdk/abis';
import {createReader} from '../../examples/sdk/chain';
import {OXBOW_LOCAL} from '../../examples/sdk/oxbow';
import {DAI, USDC, WETH} from '../../examples/sdk/tokens';
import {oxbowPairAddress} from '../../examples/sdk/v2/pairAddress';
import {createFakeChain} from '../helpers/fakeChain';

/** CREATE2 written out by hand: the last 20 bytes of keccak256(0xff ‖ deployer ‖ salt ‖ init code hash). */
function create2(deployer: Hex, salt: Hex, initCodeHash: Hex): Hex {
  return getAddress(`0x${keccak256(concat(['0xff', deployer, salt, initCodeHash])).slice(-40)}`);
}

describe('Oxbow addresses', () => {
  it('computes a v2 pair address as CREATE2 over the sorted tokens', () => {
    const salt = keccak256(concat([WETH.address as Hex, USDC.address as Hex]));
    expect(oxbowPairAddress(USDC, WETH)).toBe(
      create2(OXBOW_LOCAL.v2.factory, salt, OXBOW_LOCAL.v2.pairInitCodeHash),
    );
  });

  it('sorts DAI before USDC, so the salt starts with DAI', () => {
    const salt = keccak256(concat([DAI.address as Hex, USDC.address as Hex]));
    expect(oxbowPairAddress(USDC, DAI)).toBe(
      create2(OXBOW_LOCAL.v2.factory, salt, OXBOW_LOCAL.v2.pairInitCodeHash),
    );
  });

  it('finds the same v3 pool address offline as the factory reports', async () => {
    const offline = computePoolAddress({
      factoryAddress: OXBOW_LOCAL.v3.factory,
      tokenA: WETH,
      tokenB: USDC,
      fee: FeeAmount.MEDIUM,
      initCodeHashManualOverride: OXBOW_LOCAL.v3.poolInitCodeHash,
    });
    const reported = await createReader(custom(createFakeChain())).readContract({
      address: OXBOW_LOCAL.v3.factory,
      abi: v3FactoryAbi,
      functionName: 'getPool',
      args: [USDC.address as Hex, WETH.address as Hex, FeeAmount.MEDIUM],
    });
    expect(reported).toBe(offline);
  });

  it('would find a different pool with the SDK default init code hash', () => {
    const withDefault = computePoolAddress({
      factoryAddress: OXBOW_LOCAL.v3.factory,
      tokenA: WETH,
      tokenB: USDC,
      fee: FeeAmount.MEDIUM,
    });
    const withOxbow = computePoolAddress({
      factoryAddress: OXBOW_LOCAL.v3.factory,
      tokenA: WETH,
      tokenB: USDC,
      fee: FeeAmount.MEDIUM,
      initCodeHashManualOverride: OXBOW_LOCAL.v3.poolInitCodeHash,
    });
    expect(withDefault).not.toBe(withOxbow);
  });
});
