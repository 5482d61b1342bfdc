/**
 * The table `npm test` ends with (scripts/test-all.sh): the seconds of each
 * step, then the ten slowest tests of the whole suite with their seconds, so
 * the next person sees where the suite's time goes. It reads what the suite
 * leaves in its report folder: steps.tsv (step, start and end in epoch
 * seconds) and the JSON reports of Vitest (unit.json, build.json) and
 * Playwright (e2e.json, nginx.json).
 *
 *   npx tsx scripts/suite-report.ts <report folder>
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export interface TimedTest {
  step: string;
  name: string;
  seconds: number;
}

interface VitestReport {
  testResults?: {name: string; assertionResults?: {fullName: string; duration?: number | null}[]}[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {title: string; file: string; tests: {results: {duration: number}[]}[]}[];
}

/** The tests of a Vitest JSON report, each with its file. */
export function vitestTests(report: VitestReport, step: string, root: string): TimedTest[] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      step,
      name: `${path.relative(root, file.name)} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

/** The tests of a Playwright JSON report: each spec's runs, summed. */
export function playwrightTests(suites: readonly PlaywrightSuite[], step: string): TimedTest[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).map((spec) => ({
      step,
      name: `${spec.file} › ${spec.title}`,
      seconds:
        spec.tests.flatMap((test) => test.results).reduce((sum, run) => sum + run.duration, 0) /
        1000,
    })),
    ...playwrightTests(suite.suites ?? [], step),
  ]);
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]): string =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** A test's name cut to a terminal line's worth. */
function shortened(name: string, length = 100): string {
  return name.length <= length ? name : `${name.slice(0, length - 1)}…`;
}

/** The report: step seconds, then the slowest tests. */
export function suiteReport(
  steps: readonly {name: string; seconds: number}[],
  tests: readonly TimedTest[],
  slowest = 10,
): string {
  const total = steps.reduce((sum, step) => sum + step.seconds, 0);
  const stepTable = table(
    ['Step', 'Seconds'],
    [...steps.map((step) => [step.name, String(step.seconds)]), ['Total', String(total)]],
  );
  const slow = [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, slowest);
  const testTable = table(
    ['Slowest tests', 'Step', 'Seconds'],
    slow.map((test) => [shortened(test.name), test.step, test.seconds.toFixed(1)]),
  );
  return `${stepTable}\n\n${testTable}\n`;
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function main(folder: string): void {
  const root = path.resolve(__dirname, '..');
  const steps = existsSync(path.join(folder, 'steps.tsv'))
    ? readFileSync(path.join(folder, 'steps.tsv'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => {
          const [name = '', start = '0', end = '0'] = line.split('\t');
          return {name, seconds: Number(end) - Number(start)};
        })
    : [];
  const vitest = (file: string): VitestReport =>
    (readJson(path.join(folder, file)) as VitestReport | undefined) ?? {};
  const playwright = (file: string): PlaywrightSuite[] =>
    (readJson(path.join(folder, file)) as {suites: PlaywrightSuite[]} | undefined)?.suites ?? [];
  const tests = [
    ...vitestTests(vitest('unit.json'), 'unit', root),
    ...vitestTests(vitest('build.json'), 'build checks', root),
    ...playwrightTests(playwright('e2e.json'), 'browser'),
    ...playwrightTests(playwright('nginx.json'), 'nginx'),
  ];
  process.stdout.write(suiteReport(steps, tests));
}

const folder = process.argv[2];
if (folder !== undefined) {
  main(folder);
}
