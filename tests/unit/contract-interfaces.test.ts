import {
  NonfungiblePositionManager,
  Payments,
  SelfPermit,
  SwapQuoter,
  SwapRouter,
} from '@uniswap/v3-sdk';
import {describe, expect, it} from 'vitest';
import {contractInterface} from '../../plugins/contract-abi/interfaces';

/**
 * The SDK encodes calls from the ABI of the deployed periphery contracts. Each
 * Oxbow interface file, which its reference page documents function by
 * function (tests/unit/contract-reference.test.ts), must declare exactly those
 * functions, the callbacks under Oxbow's names: a function the SDK can encode
 * but the file lacks is one the reference page silently leaves out.
 */

/** Every function signature an interface file declares, as `name(type,...)`, compiled with solc. */
function declaredSignatures(name: string): string[] {
  return contractInterface(name)
    .functions.map((row) => row.signature)
    .sort();
}

/** The functions of an SDK class's ethers Interface, with Oxbow's callback names. */
function sdkSignatures(contract: {INTERFACE: {functions: Record<string, unknown>}}): string[] {
  return Object.keys(contract.INTERFACE.functions)
    .map((signature) => signature.replace(/^uniswapV3/, 'oxbowV3'))
    .sort();
}

describe('Oxbow periphery interfaces against the ABIs the SDK encodes for', () => {
  const router = declaredSignatures('ISwapRouter');
  const manager = declaredSignatures('INonfungiblePositionManager');
  const quoter = declaredSignatures('IQuoter');

  it('ISwapRouter declares every function of the SDK’s SwapRouter, and no other', () => {
    expect(router).toEqual(sdkSignatures(SwapRouter));
  });

  it('INonfungiblePositionManager declares every function of the SDK’s manager, and no other', () => {
    expect(manager).toEqual(sdkSignatures(NonfungiblePositionManager));
  });

  it('IQuoter declares every function of the original Quoter the SDK encodes for by default', () => {
    expect(quoter).toEqual(sdkSignatures({INTERFACE: SwapQuoter.V1INTERFACE}));
  });

  it('puts the fee-taking payments on the router only, and the token permits on both', () => {
    const payments = sdkSignatures(Payments);
    const withFee = payments.filter((signature) => signature.includes('WithFee'));
    expect(withFee).toHaveLength(2);
    expect(payments.filter((signature) => !router.includes(signature))).toEqual([]);
    expect(withFee.filter((signature) => manager.includes(signature))).toEqual([]);
    for (const signature of sdkSignatures(SelfPermit)) {
      expect(router).toContain(signature);
      expect(manager).toContain(signature);
    }
  });
});
