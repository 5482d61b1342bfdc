import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {custom, type Transport} from 'viem';
import {describe, expect, it} from 'vitest';
import {listDocFiles} from '../helpers/docs';
import {readDoc} from '../helpers/docSource';
import {createFakeChain} from '../helpers/fakeChain';
import {DOCS_DIR, ROOT, ZH_DOCS_DIR} from '../helpers/paths';

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

/** A line of output saying that two results agree: `same address: true`, `getPool agrees: true`. */
const AGREEMENT = /\b(same|agrees?|match(es)?)\b[^\n]*:\s*true$/m;

/** Where the docs explain that the snapshot's answers can come from the samples' own code. */
const SNAPSHOT_NOTE = 'local-development.md#the-snapshot';

/** The pages of both languages that show a sample's output, with their Markdown. */
function pagesShowing(outputFile: string): {page: string; text: string}[] {
  const reference = `file=<rootDir>/examples/sdk/${outputFile}`;
  return [DOCS_DIR, ZH_DOCS_DIR].flatMap((root) =>
    listDocFiles(root)
      .map((doc) => ({page: path.relative(ROOT, path.join(root, doc)), text: readDoc(root, doc)}))
      .filter(({text}) => text.includes(reference)),
  );
}

describe.each(samples())('sample %s', (name) => {
  const outputFile = path.join(SAMPLES_DIR, `${name}.output.txt`);

  it('prints exactly its committed output', async () => {
    const sample = (await import(path.join(SAMPLES_DIR, `${name}.ts`))) as Sample;
    const chain = createFakeChain();
    const printed = `${(await sample.main(custom(chain))).join('\n')}\n`;
    if (process.env.UPDATE_SAMPLE_OUTPUTS === '1') {
      writeFileSync(outputFile, printed);
    }
    const file = `examples/sdk/${name}`;
    const rewrite =
      'UPDATE_SAMPLE_OUTPUTS=1 npx vitest run --project unit tests/unit/sdk-samples.test.ts';
    expect(existsSync(outputFile), `${file}.output.txt is missing — write it: ${rewrite}`).toBe(
      true,
    );
    expect(
      printed,
      `${file}.ts prints other lines than ${file}.output.txt — fix the sample, or if the new output is right: ${rewrite}`,
    ).toBe(readFileSync(outputFile, 'utf8'));

    // An agreement with an answer the double computed with the sample's own code proves
    // nothing about the contracts: every page showing it must say so, by pointing to the note.
    if (chain.echoes.length > 0 && AGREEMENT.test(printed)) {
      const pages = pagesShowing(`${name}.output.txt`);
      expect(pages.length, `a page shows ${name}.output.txt`).toBeGreaterThan(0);
      const silent = pages
        .filter(({page, text}) =>
          page.endsWith('local-development')
            ? !text.includes('{#the-snapshot}')
            : !text.includes(SNAPSHOT_NOTE),
        )
        .map(({page}) => `${page} (${[...new Set(chain.echoes)].join(', ')})`);
      expect(silent).toEqual([]);
    }
  });
});
