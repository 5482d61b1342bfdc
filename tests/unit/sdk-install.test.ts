import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import pkg from '../../package.json';
import {ROOT} from '../helpers/paths';

/** The install command the SDK pages show pins exactly the versions the samples are tested with. */
describe('examples/sdk/install.sh', () => {
  const script = readFileSync(path.join(ROOT, 'examples', 'sdk', 'install.sh'), 'utf8');

  it.each(['@uniswap/sdk-core', '@uniswap/v2-sdk', '@uniswap/v3-sdk', 'viem'] as const)(
    'pins %s',
    (name) => {
      const versions: Record<string, string> = {...pkg.dependencies, ...pkg.devDependencies};
      expect(script).toContain(`${name}@${versions[name] ?? 'undeclared'}`);
    },
  );
});
