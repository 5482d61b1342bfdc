/**
 * Reads "when was this file last changed" out of one `git log` listing, so the
 * build asks git once for all pages instead of once per page.
 */

/** Separates commits in the listing (ASCII record separator). */
const COMMIT_SEPARATOR = '\x1e';
/** Separates a commit's hash from its time (ASCII unit separator). */
const FIELD_SEPARATOR = '\x1f';

/**
 * The `git log` arguments whose output `lastChangeByFile` reads: newest commit
 * first, each as separator, hash, separator, committer time in seconds, then
 * the files it touched, one a line, relative to the repository's top level.
 */
export const GIT_LOG_ARGS: readonly string[] = [
  '-c',
  'core.quotePath=false',
  '-c',
  'log.showSignature=false',
  'log',
  '--no-renames',
  `--format=${COMMIT_SEPARATOR}%H${FIELD_SEPARATOR}%ct`,
  '--name-only',
];

/**
 * The newest commit time of every file in the listing. In a shallow clone the
 * oldest commits present (`boundaryCommits`) look as if they had created every
 * file they contain, so a file whose newest commit is one of them has no known
 * date and is left out.
 */
export function lastChangeByFile(
  gitLog: string,
  boundaryCommits: ReadonlySet<string> = new Set(),
): Map<string, Date> {
  const dates = new Map<string, Date>();
  const unknown = new Set<string>();
  for (const record of gitLog.split(COMMIT_SEPARATOR)) {
    const [header = '', ...files] = record.split('\n');
    const [hash = '', seconds = ''] = header.split(FIELD_SEPARATOR);
    if (hash === '' || !/^\d+$/.test(seconds)) {
      continue;
    }
    const atBoundary = boundaryCommits.has(hash);
    for (const file of files.map((line) => line.trim()).filter(Boolean)) {
      if (dates.has(file) || unknown.has(file)) {
        continue;
      }
      if (atBoundary) {
        unknown.add(file);
      } else {
        dates.set(file, new Date(Number(seconds) * 1000));
      }
    }
  }
  return dates;
}

/** The commit hashes listed in a shallow repository's `.git/shallow` file. */
export function parseShallowFile(contents: string): Set<string> {
  return new Set(
    contents
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^[0-9a-f]{40,64}$/.test(line)),
  );
}
