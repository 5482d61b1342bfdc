/**
 * Runs one sample against a node and prints what it prints in the guide:
 *
 *   npx tsx examples/sdk/run.ts v3/quoting [rpc-url]
 *
 * Without an RPC URL the sample uses the local test network of oxbow.ts.
 */
import path from 'node:path';
import {http} from 'viem';
import {OXBOW_LOCAL} from './oxbow';

interface Sample {
  main: (transport?: ReturnType<typeof http>) => Promise<string[]>;
}

async function run(name: string, rpcUrl: string): Promise<void> {
  const sample = (await import(path.join(__dirname, `${name}.ts`))) as Sample;
  for (const line of await sample.main(http(rpcUrl))) {
    console.log(line);
  }
}

const [name, rpcUrl = OXBOW_LOCAL.rpcUrl] = process.argv.slice(2);
if (name) {
  run(name, rpcUrl).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  console.error('usage: npx tsx examples/sdk/run.ts <sample, e.g. v3/quoting> [rpc-url]');
  process.exit(2);
}
