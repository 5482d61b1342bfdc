import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {DefaultParseFrontMatter} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {createDocFrontMatterParser, translatedDocsDir} from '../../plugins/front-matter';
import {
  removeFrontMatterKeys,
  setFrontMatterKeys,
} from '../../plugins/front-matter/frontMatterText';
import {lastChangeByFile, parseShallowFile} from '../../plugins/front-matter/gitHistory';
import {TRANSLATION_OUTDATED_KEY} from '../../src/lib/translationFlag';
import {
  isTranslationOutdated,
  sourceStamp,
  STAMP_KEY,
} from '../../plugins/front-matter/translationStamp';
import {listDocFiles} from '../helpers/docs';
import {docFile, readDoc} from '../helpers/docSource';
import {DOCS_DIR, ZH_DOCS_DIR} from '../helpers/paths';

const defaultParseFrontMatter: DefaultParseFrontMatter = DEFAULT_PARSE_FRONT_MATTER;
const ZH_DIR = translatedDocsDir('zh');

/** What Docusaurus gets for one file of a site through our hook. */
async function frontMatterOf(siteDir: string, file: string): Promise<Record<string, unknown>> {
  const parse = createDocFrontMatterParser(siteDir);
  const filePath = path.join(siteDir, file);
  const {frontMatter} = await parse({
    filePath,
    fileContent: readFileSync(filePath, 'utf8'),
    defaultParseFrontMatter,
  });
  return frontMatter;
}

function lastUpdate(frontMatter: Record<string, unknown>): number {
  const {date} = frontMatter.last_update as {date: string | Date};
  return new Date(date).getTime();
}

function page(fallbackDate: string, body = 'Text.'): string {
  return `---\ntitle: A page\nlast_update:\n  date: ${fallbackDate}\n---\n\n${body}\n`;
}

const temporaryDirs: string[] = [];
function temporaryDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'oxbow-front-matter-'));
  temporaryDirs.push(dir);
  return dir;
}
afterAll(() => {
  temporaryDirs.forEach((dir) => {
    rmSync(dir, {recursive: true, force: true});
  });
});

function write(siteDir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  writeFileSync(path.join(siteDir, file), text);
}

function git(cwd: string, args: string[], date?: string): void {
  execFileSync('git', ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.com', ...args], {
    cwd,
    stdio: 'ignore',
    env: {...process.env, ...(date ? {GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date} : {})},
  });
}

const PAGE = `---
title: Trade
description: 'How to: trade'
last_update:
  date: 2025-01-02
sidebar_label: Trade
---

Body text.
`;

describe('front matter edits', () => {
  it('remove a key with its indented block and keep everything else byte for byte', () => {
    expect(removeFrontMatterKeys(PAGE, ['last_update'])).toBe(
      "---\ntitle: Trade\ndescription: 'How to: trade'\nsidebar_label: Trade\n---\n\nBody text.\n",
    );
  });

  it('add a key at the end of the front matter', () => {
    expect(setFrontMatterKeys(PAGE, {translated_from: ["translated_from: 'abc123abc123'"]})).toBe(
      PAGE.replace(
        'sidebar_label: Trade\n',
        "sidebar_label: Trade\ntranslated_from: 'abc123abc123'\n",
      ),
    );
  });

  it('replace a key where it stands', () => {
    expect(setFrontMatterKeys(PAGE, {last_update: ['last_update:', '  date: 2026-03-04']})).toBe(
      PAGE.replace('2025-01-02', '2026-03-04'),
    );
  });

  it('leave a file without front matter alone, and refuse to set keys in it', () => {
    expect(removeFrontMatterKeys('Just text\n', ['title'])).toBe('Just text\n');
    expect(() => setFrontMatterKeys('Just text\n', {title: ['title: x']})).toThrow();
  });
});

describe('reading git log', () => {
  const log = [
    '',
    'c2\x1f1700000200\ndocs/b.md\n',
    'c1\x1f1700000100\ndocs/a.md\ndocs/b.md\n',
  ].join('\x1e');

  it('takes the newest commit of each file', () => {
    expect(lastChangeByFile(log)).toEqual(
      new Map([
        ['docs/b.md', new Date(1700000200_000)],
        ['docs/a.md', new Date(1700000100_000)],
      ]),
    );
  });

  it('leaves out files a shallow clone only shows in its oldest commit', () => {
    expect(lastChangeByFile(log, new Set(['c1']))).toEqual(
      new Map([['docs/b.md', new Date(1700000200_000)]]),
    );
    expect(parseShallowFile(`${'a'.repeat(40)}\n\n`)).toEqual(new Set(['a'.repeat(40)]));
  });
});

describe('the last-update date of a doc', () => {
  const FALLBACK = Date.UTC(2020, 0, 2);
  const FIRST_COMMIT = '2024-05-06T07:08:09Z';
  const SECOND_COMMIT = '2025-02-03T04:05:06Z';
  let repository: string;

  beforeAll(() => {
    repository = temporaryDir();
    git(repository, ['init', '--quiet']);
    write(repository, 'docs/old.md', page('2020-01-02'));
    write(repository, 'docs/edited.md', page('2020-01-02'));
    git(repository, ['add', '.']);
    git(repository, ['commit', '--quiet', '-m', 'first'], FIRST_COMMIT);
    write(repository, 'docs/edited.md', page('2020-01-02', 'Edited.'));
    git(repository, ['commit', '--quiet', '-am', 'second'], SECOND_COMMIT);
    write(repository, 'docs/new.md', page('2020-01-02'));
  });

  it('comes from git when git knows the file, not from the front matter', async () => {
    expect(lastUpdate(await frontMatterOf(repository, 'docs/old.md'))).toBe(
      Date.parse(FIRST_COMMIT),
    );
    expect(lastUpdate(await frontMatterOf(repository, 'docs/edited.md'))).toBe(
      Date.parse(SECOND_COMMIT),
    );
  });

  it('falls back to the front matter for a file git does not track', async () => {
    expect(lastUpdate(await frontMatterOf(repository, 'docs/new.md'))).toBe(FALLBACK);
  });

  it('falls back to the front matter outside a git repository, as in a source archive', async () => {
    const archive = temporaryDir();
    write(archive, 'docs/old.md', page('2020-01-02'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(lastUpdate(await frontMatterOf(archive, 'docs/old.md'))).toBe(FALLBACK);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No git history'));
    warn.mockRestore();
  });

  it('in a shallow clone, comes from git only for files changed after its oldest commit', async () => {
    const clone = path.join(temporaryDir(), 'clone');
    git(repository, ['clone', '--quiet', '--depth', '1', `file://${repository}`, clone]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(lastUpdate(await frontMatterOf(clone, 'docs/old.md'))).toBe(FALLBACK);
    expect(lastUpdate(await frontMatterOf(clone, 'docs/edited.md'))).toBe(FALLBACK);
    warn.mockRestore();

    const deeper = path.join(temporaryDir(), 'deeper');
    git(repository, ['clone', '--quiet', '--depth', '2', `file://${repository}`, deeper]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(lastUpdate(await frontMatterOf(deeper, 'docs/edited.md'))).toBe(
      Date.parse(SECOND_COMMIT),
    );
    expect(lastUpdate(await frontMatterOf(deeper, 'docs/old.md'))).toBe(FALLBACK);
    vi.restoreAllMocks();
  });

  it('is left alone on pages that are not docs', async () => {
    write(repository, 'src/pages/about.md', page('2020-01-02'));
    expect(lastUpdate(await frontMatterOf(repository, 'src/pages/about.md'))).toBe(FALLBACK);
  });
});

describe('every doc, in both languages', () => {
  const docs = [DOCS_DIR, ZH_DOCS_DIR].flatMap((root) =>
    listDocFiles(root).map((doc) => ({file: docFile(root, doc), text: readDoc(root, doc)})),
  );

  it('has a last_update date in its front matter for builds without git history', () => {
    const undated = docs
      .filter(({text}) => {
        const date = /^last_update:\n {2}date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1];
        return !date || Number.isNaN(Date.parse(date)) || Date.parse(date) > Date.now();
      })
      .map(
        ({file}) =>
          `${file}: no last_update date (YYYY-MM-DD) for builds without git history — npm run docs:dates sets it`,
      );
    // Every English doc and its Chinese mirror (tests/unit/docs-mirror.test.ts pairs them).
    expect(docs.length).toBeGreaterThan(0);
    expect(docs).toHaveLength(2 * listDocFiles(DOCS_DIR).length);
    expect(undated).toEqual([]);
  });
});

describe('translation stamps', () => {
  it('hash the English file without its fallback date and line endings', () => {
    const english = page('2020-01-02', 'Swap tokens.');
    expect(sourceStamp(english)).toMatch(/^[0-9a-f]{12}$/);
    expect(sourceStamp(page('2024-09-09', 'Swap tokens.'))).toBe(sourceStamp(english));
    expect(sourceStamp(english.replace(/\n/g, '\r\n'))).toBe(sourceStamp(english));
    expect(sourceStamp(page('2020-01-02', 'Swap two tokens.'))).not.toBe(sourceStamp(english));
    expect(isTranslationOutdated(english, sourceStamp(english))).toBe(false);
    expect(isTranslationOutdated(english, undefined)).toBe(true);
  });

  it('of all Chinese pages match their English pages now, written as quoted strings', () => {
    const stale = listDocFiles(ZH_DOCS_DIR).filter((doc) => {
      const stamp = new RegExp(`^${STAMP_KEY}: '([0-9a-f]{12})'$`, 'm').exec(
        readDoc(ZH_DOCS_DIR, doc),
      )?.[1];
      return stamp !== sourceStamp(readDoc(DOCS_DIR, doc));
    });
    expect(
      stale.map(
        (doc) =>
          `${docFile(ZH_DOCS_DIR, doc)}: not stamped as translated from the current ${docFile(DOCS_DIR, doc)} — bring the translation up to date, then npm run translations:stamp -- ${docFile(DOCS_DIR, doc)}`,
      ),
    ).toEqual([]);
  });

  describe('on a copy of a page and its translation', () => {
    const DOC = 'study/product/swap/trade.md';
    let siteDir: string;

    beforeAll(() => {
      siteDir = temporaryDir();
      mkdirSync(path.join(siteDir, 'docs', path.dirname(DOC)), {recursive: true});
      mkdirSync(path.join(siteDir, ZH_DIR, path.dirname(DOC)), {recursive: true});
      cpSync(path.join(DOCS_DIR, DOC), path.join(siteDir, 'docs', DOC));
      // Stamped here, so that an edit of the real page under way does not fail this test too.
      const english = readFileSync(path.join(DOCS_DIR, DOC), 'utf8');
      writeFileSync(
        path.join(siteDir, ZH_DIR, DOC),
        setFrontMatterKeys(readFileSync(path.join(ZH_DOCS_DIR, DOC), 'utf8'), {
          [STAMP_KEY]: [`${STAMP_KEY}: '${sourceStamp(english)}'`],
        }),
      );
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    });
    afterAll(() => {
      vi.restoreAllMocks();
    });

    it('the translation is not flagged while the English page is unchanged', async () => {
      expect((await frontMatterOf(siteDir, `${ZH_DIR}/${DOC}`))[TRANSLATION_OUTDATED_KEY]).toBe(
        false,
      );
    });

    it('the translation is flagged once the English page changes, the English page never', async () => {
      const english = path.join(siteDir, 'docs', DOC);
      writeFileSync(
        english,
        `${readFileSync(english, 'utf8')}\nA sentence added after the translation.\n`,
      );
      expect((await frontMatterOf(siteDir, `${ZH_DIR}/${DOC}`))[TRANSLATION_OUTDATED_KEY]).toBe(
        true,
      );
      expect(await frontMatterOf(siteDir, `docs/${DOC}`)).not.toHaveProperty(
        TRANSLATION_OUTDATED_KEY,
      );
    });
  });
});
