/**
 * After a sample file changes, re-points every `file=<rootDir>/…#La-Lb` range
 * on the pages at the same lines of code in the new version. The old text of
 * each range is read from git (default: HEAD) and looked up in the working
 * file; ranges whose code no longer exists verbatim are listed for a human.
 * A range the page did not have at that revision was written against the
 * working files already and is left alone, so running the script twice is safe.
 *
 *   npx tsx scripts/remap-code-ranges.ts [git-revision]
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {markdownFilesUnder} from './lib/files';

const revision = process.argv[2] ?? 'HEAD';
const ROOTS = ['docs', path.join('i18n', 'zh', 'docusaurus-plugin-content-docs', 'current')];
const RANGE = /file=<rootDir>\/(\S+?)#L(\d+)-L(\d+)/g;

function markdownFiles(dir: string): string[] {
  return markdownFilesUnder(dir).map((file) => path.join(dir, file));
}

function atRevision(file: string): string | undefined {
  try {
    return execFileSync('git', ['show', `${revision}:${file}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/** The 1-based line where `block` starts in `lines`, if it occurs exactly once. */
function find(lines: string[], block: string[]): number | undefined {
  const starts: number[] = [];
  for (let start = 0; start + block.length <= lines.length; start += 1) {
    if (block.every((line, offset) => lines[start + offset] === line)) {
      starts.push(start + 1);
    }
  }
  return starts.length === 1 ? starts[0] : undefined;
}

const unresolved: string[] = [];
let moved = 0;
for (const page of ROOTS.flatMap(markdownFiles)) {
  const text = readFileSync(page, 'utf8');
  const pageThen = atRevision(page) ?? '';
  const updated = text.replace(RANGE, (whole, file: string, from: string, to: string) => {
    if (!pageThen.includes(whole)) {
      return whole;
    }
    const before = atRevision(file)?.split('\n');
    const now = readFileSync(file, 'utf8').split('\n');
    const block = before?.slice(Number(from) - 1, Number(to));
    const start = block && find(now, block);
    if (!block || start === undefined) {
      unresolved.push(`${page}: ${file}#L${from}-L${to}`);
      return whole;
    }
    const next = `file=<rootDir>/${file}#L${String(start)}-L${String(start + block.length - 1)}`;
    if (next !== whole) {
      moved += 1;
    }
    return next;
  });
  if (updated !== text) {
    writeFileSync(page, updated);
  }
}
console.log(`${String(moved)} ranges moved`);
if (unresolved.length > 0) {
  console.log(`Not found verbatim (fix by hand):\n  ${unresolved.join('\n  ')}`);
  process.exitCode = 1;
}
