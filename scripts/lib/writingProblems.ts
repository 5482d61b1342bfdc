/**
 * How `npm run check:writing` (scripts/check-writing.mts) turns what the
 * tools report into one line per problem, naming the file and what to do.
 */
import path from 'node:path';
import type {TestError} from 'vitest';

export type {TestError};

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * The problems an assertion lists. The page checks assert that their list of
 * `file:line: problem — what to do` lines is empty, so each listed line is one
 * problem; any other failure is told by its message and what was received.
 */
export function problemsOf(error: TestError): string[] {
  const actual = error.actual ?? '';
  if (error.expected === '[]' && actual.startsWith('[')) {
    const listed = Array.from(actual.matchAll(/^ {2}"((?:[^"\\]|\\.)*)",$/gms), ([, text = '']) =>
      String(JSON.parse(`"${text.replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`)),
    );
    if (listed.length > 0) {
      return listed;
    }
  }
  const received = (error.diff ?? '')
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => /^(\+ |Received: )/.test(line))
    .slice(0, 20);
  return [[error.message.split('\n')[0] ?? error.message, ...received].join('\n    ')];
}

/**
 * A page MDX cannot compile, as `file:line:column: cause — what to do`, from the build's report:
 * Docusaurus names the file, and MDX's error details give the place.
 */
export function mdxProblems(report: string, root: string): string[] {
  const text = report.replace(/^[ \t]*│ ?/gm, '');
  const failures = text.split(/(?=MDX compilation failed for file ")/).slice(1);
  return [
    ...new Set(
      failures.map((failure) => {
        const file = path.relative(
          root,
          /^MDX compilation failed for file "([^"]+)"/.exec(failure)?.[1] ?? '',
        );
        const cause = /^Cause: (.*)$/m.exec(failure)?.[1] ?? 'MDX cannot compile it';
        const line = /"line": (\d+)/.exec(failure)?.[1];
        const column = /"column": (\d+)/.exec(failure)?.[1];
        const place = line ? `:${line}${column ? `:${column}` : ''}` : '';
        const hint = /expression|brace|tag|JSX|character/i.test(cause)
          ? 'MDX reads { and < as code: write \\{ and \\<, or put them in backticks'
          : "the build's full report: npm run build";
        return `${file}${place}: ${cause} — ${hint}`;
      }),
    ),
  ];
}
