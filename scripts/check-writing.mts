/**
 * `npm run check:writing`: what a change to docs/, i18n/, examples/ or
 * sidebars.ts must pass to be ready for review, cheapest first, so that a
 * mistake shows in seconds rather than after the build:
 *
 * 1. Pages, samples, format and types, side by side: the unit tests that read
 *    the docs, their translations, the samples and the interface strings
 *    (prose floors, glossary, heading ids, translations and their stamps,
 *    front matter, sidebars, links and anchors, formulas, code from files,
 *    samples compiled and run, Solidity compiled), the type check (the TypeScript
 *    samples are part of it), and Prettier and ESLint on the changed files.
 * 2. The production build of both locales, once all of that passes.
 * 3. The checks that only the built pages allow: English left in the Chinese
 *    pages' chrome, code titles and captions, and unparsed Markdown.
 *
 * Every problem is printed on a line of its own, naming its file (and line)
 * and what to do; the last line says whether the change is ready. The checks
 * of browsers and of nginx, the other build checks and the rest of the unit
 * tests stay with `npm test`: a page does not change what they hold.
 *
 *   npm run check:writing                  # the change since main (commits and working tree)
 *   npm run check:writing -- --base HEAD   # only what is not committed yet
 */
import {execFileSync, spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {Writable} from 'node:stream';
import {parseArgs} from 'node:util';
import {startVitest, type Reporter, type TestCase, type TestModule} from 'vitest/node';
import {mdxProblems, problemsOf, type TestError} from './lib/writingProblems';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The unit tests that read docs/, i18n/, examples/ or sidebars.ts; the others test code. */
const PAGE_TESTS = [
  'docs-mirror',
  'sidebars',
  'doc-front-matter',
  'heading-ids',
  'doc-links',
  'doc-formulas',
  'code-from-files',
  'content-floors',
  'glossary',
  'chinese-typography',
  'translations',
  'reader-text',
  'code-ranges',
  'facts-in-pages',
  'constants-in-pages',
  'worked-numbers',
  'search-query',
  'contract-reference',
  'contract-interfaces',
  'contract-abi',
  'solidity',
  'sdk-guides',
  'sdk-reference',
  'sdk-samples',
  'sdk-addresses',
  'sdk-install',
  'sdk-v2',
  'sdk-v3-basics',
  'sdk-v3-swaps',
  'sdk-v3-liquidity-a',
  'sdk-v3-liquidity-b',
  'sdk-v3-advanced',
].map((name) => `tests/unit/${name}.test.ts`);

/**
 * The checks of build/ for what only the built pages show: English left in the Chinese pages'
 * chrome (an interface string the theme or a component did not get translated), code titles and
 * captions, and Markdown the build left unparsed. The others (links, formulas, routes, twins,
 * search index, images, SEO, serving, weight) are checked on the sources above or concern code
 * rather than a page, and run with `npm test`: with all of them here, a one-page change took
 * 130 s on two busy cores.
 */
const BUILT_PAGE_TESTS = ['zh-chrome', 'rendered-text'].map(
  (name) => `tests/build/${name}.test.ts`,
);

const CODE = /\.(ts|tsx|mts|mjs|js)$/;

interface Outcome {
  problems: string[];
  /** What the step looked at, for the summary line. */
  summary: string;
}

const started = performance.now();
const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(0)} s`;

function run(command: string, args: string[]): Promise<{code: number; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'},
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      resolve({code: code ?? 1, output});
    });
  });
}

/** Files changed since the merge base with `base`, committed or not, that still exist. */
function changedFiles(base: string): string[] {
  const git = (...args: string[]): string =>
    execFileSync('git', ['-c', 'core.quotePath=false', ...args], {cwd: ROOT, encoding: 'utf8'});
  let since = base;
  try {
    since = git('merge-base', 'HEAD', base).trim();
  } catch {
    // No such branch (a fresh clone of one branch): compare with the last commit.
    since = 'HEAD';
  }
  const names = [
    ...git('diff', '--name-only', since).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ];
  return [...new Set(names)].filter((name) => name !== '' && existsSync(path.join(ROOT, name)));
}

/**
 * Vitest's error stream without Vite's warnings, one per file, that the SDKs' source maps name
 * missing sources: forty lines that say nothing about the change.
 */
const withoutSourceMapWarnings = new Writable({
  write(chunk: Buffer, _encoding, done) {
    const text = chunk
      .toString()
      .split('\n')
      .filter((line) => !line.includes('points to missing source files'))
      .join('\n');
    if (text.trim() === '') {
      done();
    } else {
      process.stderr.write(text, () => {
        done();
      });
    }
  },
});

function testFile(module: TestModule): string {
  return path.relative(ROOT, module.moduleId);
}

/**
 * Runs test files of one Vitest project in this process, and returns their problems. `workers`
 * is Vitest's `maxWorkers`: the page tests leave a core to the type check and lint beside them.
 */
async function vitest(
  project: 'unit' | 'build',
  files: string[],
  workers: string,
): Promise<string[]> {
  const problems: string[] = [];
  const report = (where: string, errors: readonly TestError[]): void => {
    for (const error of errors) {
      for (const problem of problemsOf(error)) {
        problems.push(`${problem}\n    (${where})`);
      }
    }
  };
  const reporter: Reporter = {
    onTestCaseResult(testCase: TestCase) {
      const result = testCase.result();
      if (result.state === 'failed') {
        report(`${testFile(testCase.module)} › ${testCase.fullName}`, result.errors);
      }
    },
    onTestModuleEnd(module: TestModule) {
      report(testFile(module), module.errors());
    },
    onTestRunEnd(_modules, unhandledErrors) {
      report('Vitest', unhandledErrors);
    },
  };
  const runner = await startVitest(
    'test',
    files,
    {project: [project], run: true, watch: false, reporters: [reporter], maxWorkers: workers},
    {},
    {stderr: withoutSourceMapWarnings},
  );
  await runner.close();
  return problems;
}

async function pageTests(): Promise<Outcome> {
  const problems = await vitest('unit', PAGE_TESTS, '1');
  return {problems, summary: `${String(PAGE_TESTS.length)} page and sample test files`};
}

async function typeCheck(): Promise<Outcome> {
  // Incremental: tsc keeps what it learnt of the unchanged files, which is most of the project on a
  // writer's second run (16 s of CPU down to 5).
  const {code, output} = await run('npx', [
    'tsc',
    '--noEmit',
    '--pretty',
    'false',
    '--incremental',
    '--tsBuildInfoFile',
    path.join(ROOT, 'node_modules', '.cache', 'check-writing', 'tsconfig.tsbuildinfo'),
  ]);
  // tsc writes `file(line,col): error TS…: message`, with indented lines continuing it.
  const problems = output
    .split(/\n(?=\S)/)
    .map((problem) => problem.trim())
    .filter(Boolean);
  return {
    problems: code === 0 ? [] : problems.length > 0 ? problems : [output.trim()],
    summary: 'types (samples included)',
  };
}

async function formatCheck(changed: string[]): Promise<Outcome> {
  if (changed.length === 0) {
    return {problems: [], summary: 'format (no changed file)'};
  }
  const {output} = await run('npx', [
    'prettier',
    '--list-different',
    '--ignore-unknown',
    ...changed,
  ]);
  const problems = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('['))
    .map((file) => `${file}: not formatted — npx prettier --write ${file}`);
  return {problems, summary: `format of ${String(changed.length)} changed files`};
}

async function lint(changed: string[]): Promise<Outcome> {
  const code = changed.filter((file) => CODE.test(file));
  if (code.length === 0) {
    return {problems: [], summary: 'lint (no changed code)'};
  }
  const {output} = await run('npx', ['eslint', '--format', 'unix', ...code]);
  const problems = output
    .split('\n')
    .filter((line) => /^\/.*:\d+:\d+: /.test(line))
    .map((line) => path.relative(ROOT, line));
  return {problems, summary: `lint of ${String(code.length)} changed code files`};
}

async function build(): Promise<Outcome> {
  const {code, output} = await run('npm', ['run', '--silent', 'build']);
  if (code === 0) {
    return {problems: [], summary: 'production build, en and zh'};
  }
  const pages = mdxProblems(output, ROOT);
  if (pages.length > 0) {
    return {problems: pages, summary: 'production build'};
  }
  // Any other failure: the build's own report, from its first error on, without stack frames.
  const lines = output.split('\n');
  const first = lines.findIndex((line) => /error|Error|✖|×/.test(line));
  const report = lines
    .slice(Math.max(first, 0))
    .filter((line) => !/^\s*(│\s*)?at /.test(line))
    .slice(0, 40)
    .join('\n');
  return {problems: [report], summary: 'production build'};
}

async function builtPages(): Promise<Outcome> {
  const problems = await vitest('build', BUILT_PAGE_TESTS, '100%');
  return {problems, summary: 'the built Chinese chrome, code titles and text'};
}

/** Runs steps side by side; prints each one's problems, in the order given, as they finish. */
async function stage(name: string, steps: (() => Promise<Outcome>)[]): Promise<number> {
  const since = performance.now();
  console.log(`\n== ${name}`);
  const outcomes = await Promise.all(steps.map((step) => step()));
  let count = 0;
  for (const {problems, summary} of outcomes) {
    console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${summary}`);
    for (const problem of problems) {
      console.log(`  ${problem}`);
    }
    count += problems.length;
  }
  console.log(`   (${seconds(since)}; ${seconds(started)} so far)`);
  return count;
}

const {values} = parseArgs({options: {base: {type: 'string', default: 'main'}}});
const changed = changedFiles(values.base);
console.log(
  `Checking the change since ${values.base}: ${String(changed.length)} file${changed.length === 1 ? '' : 's'}` +
    (changed.length > 0
      ? ` (${changed.slice(0, 6).join(', ')}${changed.length > 6 ? ', …' : ''})`
      : ''),
);

let problems = await stage('Pages, samples, format and types', [
  pageTests,
  typeCheck,
  () => formatCheck(changed),
  () => lint(changed),
]);
if (problems === 0) {
  problems += await stage('Production build', [build]);
}
if (problems === 0) {
  problems += await stage('Built pages', [builtPages]);
}

console.log('');
if (problems === 0) {
  console.log(`Ready: every check a page needs passed in ${seconds(started)}.`);
  process.exitCode = 0;
} else {
  console.log(
    `Not ready: ${String(problems)} problem${problems === 1 ? '' : 's'} — fix the lines above (${seconds(started)}).`,
  );
  process.exitCode = 1;
}
