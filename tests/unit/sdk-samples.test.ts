import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {custom, type Transport} from 'viem';
import {describe, expect, it} from 'vitest';
import {createFakeChain} from '../helpers/fakeChain';
import {ROOT} from '../helpers/paths';

/**
 * Every SDK sample runs here against the fake chain, and what it prints must
 * equal its committed `.output.txt`, the file its guide shows as the result.
 * After an intended change, rewrite the outputs with:
 *
 *   UPDATE_SAMPLE_OUTPUTS=1 npx vitest run --project unit tests/unit/sdk-samples.test.ts
 */
const SAMPLES_DIR = path.join(ROOT, 'examples', 'sdk');

interface Sample {
  main: (transport?: Transport) => Promise<string[]>;
}

function samples(): string[] {
  return ['v2', 'v3', 'reference']
    .filter((folder) => existsSync(path.join(SAMPLES_DIR, folder)))
    .flatMap((folder) =>
      readdirSync(path.join(SAMPLES_DIR, folder))
        .filter((file) => file.endsWith('.ts'))
        .filter((file) =>
          /export (async )?function main\(/.test(
            readFileSync(path.join(SAMPLES_DIR, folder, file), 'utf8'),
          ),
        )
        .map((file) => `${folder}/${file.replace(/\.ts$/, '')}`),
    );
}

describe.each(samples())('sample %s', (name) => {
  const outputFile = path.join(SAMPLES_DIR, `${name}.output.txt`);

  it('prints exactly its committed output', async () => {
    const sample = (await import(path.join(SAMPLES_DIR, `${name}.ts`))) as Sample;
    const printed = `${(await sample.main(custom(createFakeChain()))).join('\n')}\n`;
    if (process.env.UPDATE_SAMPLE_OUTPUTS === '1') {
      writeFileSync(outputFile, printed);
    }
    expect(existsSync(outputFile), `${name}.output.txt exists`).toBe(true);
    expect(printed).toBe(readFileSync(outputFile, 'utf8'));
  });
});
