import {describe, expect, it} from 'vitest';
import {solidityDeclarations} from '../helpers/solidityDeclarations';

describe('solidityDeclarations', () => {
  it('finds declarations across lines and drops comments', () => {
    const source = `
      /// @notice Creates a pool
      function createPool(
          address tokenA, // first token
          address tokenB,
          uint24 fee
      ) external returns (address pool);
      event PoolCreated(address indexed token0, int24 tickSpacing, address pool);
      function body() external { return; }
    `;
    expect(solidityDeclarations(source)).toEqual([
      'function createPool(address tokenA, address tokenB, uint24 fee) external returns (address pool);',
      'event PoolCreated(address indexed token0, int24 tickSpacing, address pool);',
    ]);
  });
});
