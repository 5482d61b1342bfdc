/**
 * `npm run bench`: how fast the site is, measured, not asserted (it is not
 * part of `npm test`). It builds both locales from cold and again warm (or
 * reuses the build with --reuse), serves the build over HTTPS and HTTP/2 with
 * its precompressed brotli and gzip files, as a production host does, and runs
 * Lighthouse in Debian's Chromium on one page of every type in both locales,
 * in the mobile and desktop profiles, several runs each. Beside them it
 * measures the physical limit on this machine: a plain HTML page holding the
 * same text as one doc page, a small stylesheet and no JavaScript.
 *
 * Prints the medians and writes everything to .bench/<date>.json (and
 * .bench/latest.json), so two runs can be compared; the full Lighthouse
 * report of each page's last run goes to .bench/reports/.
 *
 *   npm run bench                      # full run (about 20 minutes on 2 cores)
 *   npm run bench -- --reuse --runs 1 --profiles mobile --locales en
 *   npm run bench -- --dir /tmp/old-build    # a build of another commit, as it is
 *   npm run bench -- --reuse --against /tmp/old-build   # both, runs interleaved, with a diff
 *   npm run bench -- --reuse --against a=/tmp/a,b=/tmp/b  # several builds, each against this one
 *   npm run bench -- --protocol http1  # plain HTTP/1.1 instead of HTTPS with HTTP/2
 *   npm run bench -- --reuse --plain   # each page against its own words as plain HTML
 *
 * With --against, every page is measured on every build in turn (A, B, C, A,
 * B, C…), so that a machine that slows down mid-run slows all alike: on a
 * shared machine, two separate runs of the same build differed by more than
 * most changes we wanted to measure. Each comparison prints the range of the
 * runs of both builds beside the medians, and names the figures whose ranges
 * do not overlap: those that differ beyond the noise. Below it, how many of
 * those chance alone would name between identical builds: with three runs
 * each, one figure in ten, so use five runs (one in 126) to trust a single
 * figure.
 */
import {execFileSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {parseArgs} from 'node:util';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import * as cheerio from 'cheerio';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {pathInLocale} from '../src/lib/localeUrls';
import {
  figuresOfRun,
  kb,
  markdownTable,
  medianFigures,
  missedTargets,
  chanceNote,
  COMPARISON_TABLE_HEADER,
  comparisonRow,
  PAGE_TABLE_HEADER,
  pageRow,
  type LighthouseResult,
  type PageResult,
  type RunFigures,
} from './lib/benchReport';
import {ensureChineseFont} from './lib/chineseFont';
import {filesUnder} from './lib/files';
import {localhostCertificate} from './lib/localCertificate';
import {precompressFile} from '../plugins/serving/precompress';
import {startServer} from './lib/staticServer';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.bench');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One page of every type, by its English path; the Chinese twin is derived. */
const PAGE_TYPES: readonly {type: string; path: string}[] = [
  {type: 'home', path: '/'},
  {type: 'study guide', path: '/study/product/swap/trade_guide'},
  {type: 'contract concept (math)', path: '/contract/oxbow-v2/concepts/core-concepts/pools'},
  {type: 'contract reference', path: '/contract/oxbow-v3/technical-reference/core/OxbowV3Pool'},
  {type: 'SDK guide (code)', path: '/sdk/v3/guides/swaps/quoting'},
  {type: 'SDK class reference', path: '/sdk/v3/reference/classes/Pool'},
  {type: 'category index', path: '/category/classes'},
  {type: 'search', path: '/search'},
];

/** The doc whose text the plain-HTML reference page carries. */
const REFERENCE_SOURCE = '/study/product/swap/trade_guide';

type Locale = 'en' | 'zh';
type Profile = 'mobile' | 'desktop';

const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    profiles: {type: 'string', default: 'mobile,desktop'},
    locales: {type: 'string', default: 'en,zh'},
    pages: {type: 'string'},
    reuse: {type: 'boolean', default: false},
    dir: {type: 'string'},
    against: {type: 'string'},
    protocol: {type: 'string', default: 'h2'},
    plain: {type: 'boolean', default: false},
  },
});

/** --dir measures another build (say, of an older commit) as it is; it implies --reuse. */
const BUILD = options.dir ? path.resolve(options.dir) : path.join(ROOT, 'build');
/** The builds to compare this one with: `dir` or `label=dir`, comma-separated. */
const AGAINST: readonly {label: string; dir: string}[] = (options.against ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [label, dir] = entry.includes('=') ? entry.split('=', 2) : [path.basename(entry), entry];
    return {label: label ?? entry, dir: path.resolve(dir ?? entry)};
  });

/**
 * How pages travel. Every production host serves HTTPS with HTTP/2: one
 * connection per origin, which the page, its stylesheets, fonts and scripts
 * share. Over plain HTTP/1.1 (`--protocol http1`) the browser opens further
 * connections for them, each a round trip of the simulated network before
 * its first byte. Both send the build's brotli copies to a browser that asks
 * for them (Chromium does over HTTPS and to localhost).
 */
const PROTOCOLS = {h2: 'HTTPS with HTTP/2', http1: 'plain HTTP/1.1'} as const;
if (!Object.hasOwn(PROTOCOLS, options.protocol)) {
  throw new Error(`--protocol is h2 or http1, not ${options.protocol}`);
}
const PROTOCOL = options.protocol as keyof typeof PROTOCOLS;

const RUNS = Number(options.runs);
const PROFILES = options.profiles.split(',') as Profile[];
const LOCALES = options.locales.split(',') as Locale[];
const SELECTED_TYPES = options.pages
  ? PAGE_TYPES.filter((page) => options.pages?.split(',').includes(page.type))
  : PAGE_TYPES;

function localePath(englishPath: string, locale: Locale): string {
  return locale === 'en' ? englishPath : pathInLocale(englishPath, 'en', locale);
}

function timedBuild(): number {
  const started = performance.now();
  execFileSync('npm', ['run', '--silent', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return (performance.now() - started) / 1000;
}

function measureBuilds(): {coldSeconds: number; warmSeconds: number} {
  console.log('Cold build of both locales…');
  // Also empties node_modules/.cache, so nothing of an earlier build is reused.
  execFileSync('npx', ['docusaurus', 'clear'], {cwd: ROOT, stdio: 'ignore'});
  const coldSeconds = timedBuild();
  console.log(`  ${coldSeconds.toFixed(1)} s. Warm build…`);
  const warmSeconds = timedBuild();
  console.log(`  ${warmSeconds.toFixed(1)} s.`);
  return {coldSeconds, warmSeconds};
}

/** Absolute paths of the files under a build folder, the compressed copies left out. */
function servedFiles(dir: string): string[] {
  return filesUnder(dir)
    .filter((file) => !/\.(br|gz)$/.test(file))
    .map((file) => path.join(dir, file));
}

function buildFigures(): Record<string, number> {
  const scripts = servedFiles(path.join(BUILD, 'assets', 'js')).filter((file) =>
    file.endsWith('.js'),
  );
  const mainScripts = scripts.filter((file) => /\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(file));
  const css = servedFiles(path.join(BUILD, 'assets', 'css')).filter((file) =>
    file.endsWith('.css'),
  );
  const gzipped = (files: readonly string[]): number =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(file), {level: 9}).length, 0);
  // What the server sends: the build's own brotli copy (quality 10 for assets, plugins/serving/precompress.ts).
  const brotlied = (files: readonly string[]): number =>
    files.reduce(
      (sum, file) =>
        sum +
        (existsSync(`${file}.br`)
          ? statSync(`${file}.br`).size
          : brotliCompressSync(readFileSync(file)).length),
      0,
    );
  // The stylesheet every page loads; KaTeX's comes only with formulas (plugins/formulas/index.ts).
  const everyPageCss = css.filter((file) => /\/styles\.[0-9a-f]+\.css$/.test(file));
  const katexCss = css.filter((file) => /\/katex\.[0-9a-f]+\.css$/.test(file));
  const indexBytes = (dir: string): number =>
    servedFiles(dir).reduce((sum, file) => sum + statSync(file).size, 0);
  return {
    jsFiles: scripts.length,
    jsBytes: scripts.reduce((sum, file) => sum + statSync(file).size, 0),
    jsGzipBytes: gzipped(scripts),
    jsBrotliBytes: brotlied(scripts),
    mainAndRuntimeGzipBytes: gzipped(mainScripts),
    mainAndRuntimeBrotliBytes: brotlied(mainScripts),
    cssGzipBytes: gzipped(everyPageCss),
    cssBrotliBytes: brotlied(everyPageCss),
    katexCssBrotliBytes: brotlied(katexCss),
    searchIndexEnBytes: indexBytes(path.join(BUILD, 'pagefind')),
    searchIndexZhBytes: indexBytes(path.join(BUILD, 'zh', 'pagefind')),
  };
}

/**
 * The physical limit of a page: its words as plain HTML (the doc's article,
 * or the page's main element where it has none), a few lines of CSS, no
 * script, no web font. An empty icon stops the browser asking for
 * /favicon.ico, whose 404 Lighthouse counts against Best Practices.
 */
function plainTwin(source: string, locale: Locale): string {
  const $ = cheerio.load(readFileSync(source, 'utf8'));
  const words = $('article').length > 0 ? $('article').first() : $('main').first();
  words.find('script, button, nav, svg, img, .theme-doc-footer, .hash-link').remove();
  words.find('*').each((_index, element) => {
    for (const name of Object.keys(element.attribs)) {
      if (name !== 'href') {
        $(element).removeAttr(name);
      }
    }
  });
  return `<!doctype html>
<html lang="${locale === 'en' ? 'en' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${$('meta[name=description]').attr('content') ?? ''}">
<title>${$('title').text()}</title>
<link rel="icon" href="data:,">
<style>
body{font:16px/1.65 system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Noto Sans CJK SC",sans-serif;max-width:46rem;margin:0 auto;padding:1rem;color:#1c1e21}
a{color:#0b5cad}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem}
pre{overflow:auto;background:#f4f5f7;padding:1rem}
</style>
</head>
<body><main>${words.html() ?? ''}</main></body>
</html>
`;
}

/** Writes `html` at a page's path under `dir`, compressed as the build's pages are, so that both travel alike. */
async function writePage(dir: string, pagePath: string, html: string): Promise<void> {
  const file = path.join(pagePath, 'index.html');
  mkdirSync(path.join(dir, pagePath), {recursive: true});
  writeFileSync(path.join(dir, file), html);
  await precompressFile(dir, file);
}

/** The reference of every page: the Study guide's twin, at /en/ and /zh/ of its own server. */
async function writeReferencePages(dir: string): Promise<void> {
  for (const locale of LOCALES) {
    const source = path.join(BUILD, localePath(REFERENCE_SOURCE, locale), 'index.html');
    await writePage(dir, locale, plainTwin(source, locale));
  }
}

/** Every measured page's twin, at the page's own path (--plain). */
async function writePlainTwins(dir: string): Promise<void> {
  for (const locale of LOCALES) {
    for (const page of SELECTED_TYPES) {
      const pagePath = localePath(page.path, locale);
      await writePage(dir, pagePath, plainTwin(path.join(BUILD, pagePath, 'index.html'), locale));
    }
  }
}

/** The full report of a page's last run, for finding out why a figure is what it is. */
function keepReport(name: string, report: unknown): void {
  const dir = path.join(OUT, 'reports');
  mkdirSync(dir, {recursive: true});
  writeFileSync(
    path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`),
    JSON.stringify(report),
  );
}

async function lighthouseRun(
  url: string,
  port: number,
  profile: Profile,
  reportName: string,
): Promise<RunFigures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    profile === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) {
    throw new Error(`Lighthouse returned nothing for ${url}`);
  }
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
  keepReport(reportName, result.lhr);
  return figuresOfRun(result.lhr as unknown as LighthouseResult);
}

async function main(): Promise<void> {
  const chineseFont = LOCALES.includes('zh') ? ensureChineseFont() : 'not measured';
  const builds = options.reuse || options.dir ? null : measureBuilds();
  const site = buildFigures();

  const referenceDir = mkdtempSync(path.join(os.tmpdir(), 'oxbow-bench-reference-'));
  await writeReferencePages(referenceDir);
  // With --plain, each page's twin is measured beside it as a build of its own: what the
  // page's words cost alone, so that what the site adds to them shows as a difference.
  const plainTwins = options.plain
    ? mkdtempSync(path.join(os.tmpdir(), 'oxbow-bench-plain-'))
    : null;
  if (plainTwins) {
    await writePlainTwins(plainTwins);
  }
  const compared = plainTwins ? [...AGAINST, {label: 'plain HTML', dir: plainTwins}] : AGAINST;
  const serving = {
    compress: true,
    tls: PROTOCOL === 'h2' ? localhostCertificate() : undefined,
  };
  const server = await startServer(BUILD, 0, 'localhost', serving);
  const againstServers = await Promise.all(
    compared.map((build) => startServer(build.dir, 0, 'localhost', serving)),
  );
  const referenceServer = await startServer(referenceDir, 0, 'localhost', serving);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      ...(serving.tls ? ['--ignore-certificate-errors'] : []),
    ],
  });
  // chrome-launcher starts Chromium detached, so an error thrown outside the awaited chain (in a
  // callback of Lighthouse's) would end this process and leave the browser running.
  process.once('exit', () => {
    chrome.kill();
  });

  const pages: PageResult[] = [];
  const againstPages: PageResult[][] = compared.map(() => []);
  const references: PageResult[] = [];
  try {
    for (const profile of PROFILES) {
      for (const locale of LOCALES) {
        const targets = [
          {pageType: 'reference (plain HTML)', url: `${referenceServer.url}/${locale}/`, path: '-'},
          ...SELECTED_TYPES.map((page) => {
            const pagePath = localePath(page.path, locale);
            return {
              pageType: page.type,
              url: `${server.url}${encodeURI(pagePath)}`,
              path: pagePath,
            };
          }),
        ];
        for (const target of targets) {
          const runs: RunFigures[] = [];
          const againstRuns: RunFigures[][] = compared.map(() => []);
          for (let run = 0; run < RUNS; run += 1) {
            runs.push(
              await lighthouseRun(
                target.url,
                chrome.port,
                profile,
                `${profile}-${locale}-${target.pageType}`,
              ),
            );
            if (target.path === '-') {
              continue;
            }
            for (const [index, againstServer] of againstServers.entries()) {
              againstRuns[index]?.push(
                await lighthouseRun(
                  `${againstServer.url}${encodeURI(target.path)}`,
                  chrome.port,
                  profile,
                  `${compared[index]?.label ?? ''}-${profile}-${locale}-${target.pageType}`,
                ),
              );
            }
          }
          for (const [index, buildRuns] of againstRuns.entries()) {
            if (buildRuns.length > 0) {
              againstPages[index]?.push({
                pageType: target.pageType,
                locale,
                path: target.path,
                profile,
                runs: buildRuns,
                median: medianFigures(buildRuns),
              });
            }
          }
          const result: PageResult = {
            pageType: target.pageType,
            locale,
            path: target.path,
            profile,
            runs,
            median: medianFigures(runs),
          };
          (target.path === '-' ? references : pages).push(result);
          console.log(
            `${profile} ${locale} ${target.pageType}: performance ${String(result.median.performance)}, ` +
              `LCP ${String(Math.round(result.median.lcp))} ms, TBT ${String(Math.round(result.median.tbt))} ms`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
    await server.close();
    await Promise.all(againstServers.map((againstServer) => againstServer.close()));
    await referenceServer.close();
    rmSync(referenceDir, {recursive: true, force: true});
    if (plainTwins) {
      rmSync(plainTwins, {recursive: true, force: true});
    }
  }

  const chromiumVersion = execFileSync(CHROMIUM, ['--version'], {encoding: 'utf8'}).trim();
  const machine = {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: chromiumVersion,
    chineseFont,
  };

  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${machine.cpu}, ${String(machine.cores)} cores, ` +
      `${String(machine.memoryGiB)} GiB, ${machine.chromium}, Chinese in ${machine.chineseFont}, ` +
      `${PROTOCOLS[PROTOCOL]}, ` +
      `${String(RUNS)} runs per page (medians)\n`,
  );
  for (const profile of PROFILES) {
    const rows: string[][] = [];
    for (const locale of LOCALES) {
      const reference = references.find(
        (page) => page.profile === profile && page.locale === locale,
      );
      if (!reference) {
        continue;
      }
      rows.push(pageRow(reference, reference.median));
      for (const page of pages.filter(
        (entry) => entry.profile === profile && entry.locale === locale,
      )) {
        rows.push(pageRow(page, reference.median));
      }
    }
    console.log(`### ${profile === 'mobile' ? 'Mobile' : 'Desktop'}\n`);
    console.log(markdownTable(PAGE_TABLE_HEADER, rows));
    console.log('');
  }

  for (const [index, build] of compared.entries()) {
    console.log(
      `### ${build.label} (${build.dir}) → this build (medians of interleaved runs; runs: the range of each build's runs)\n`,
    );
    const pairs = pages.flatMap((page) => {
      const before = againstPages[index]?.find(
        (entry) =>
          entry.profile === page.profile &&
          entry.locale === page.locale &&
          entry.pageType === page.pageType,
      );
      return before ? [{page, before}] : [];
    });
    console.log(
      markdownTable(
        [...COMPARISON_TABLE_HEADER],
        pairs.map(({page, before}) => comparisonRow(page, before)),
      ),
    );
    const fewestRuns = (side: 'page' | 'before') =>
      Math.min(...pairs.map((pair) => pair[side].runs.length));
    if (pairs.length > 0) {
      console.log(`\n${chanceNote(pairs.length, fewestRuns('before'), fewestRuns('page'))}`);
    }
    console.log('');
  }

  // The targets are the mobile profile's, each page against its own twin (--plain).
  const twins = plainTwins ? (againstPages[compared.length - 1] ?? []) : [];
  const mobilePages = pages.filter((page) => page.profile === 'mobile');
  if (mobilePages.length > 0 && twins.length === 0) {
    console.log("The targets are held against each page's plain-HTML twin: run with --plain.");
  } else if (mobilePages.length > 0) {
    const misses = mobilePages
      .map((page) => {
        const twin = twins.find(
          (entry) =>
            entry.profile === 'mobile' &&
            entry.locale === page.locale &&
            entry.pageType === page.pageType,
        );
        return {page, missed: twin ? missedTargets(page.median, twin.median) : []};
      })
      .filter((entry) => entry.missed.length > 0);
    console.log(
      misses.length === 0
        ? 'Every mobile median meets the targets against its twin.'
        : `Mobile targets missed:\n${misses
            .map(({page, missed}) => `  ${page.locale} ${page.pageType}: ${missed.join(', ')}`)
            .join('\n')}`,
    );
  }

  console.log('\n### Site\n');
  console.log(
    markdownTable(
      ['Figure', 'Value'],
      [
        [
          'Cold build, both locales',
          builds ? `${builds.coldSeconds.toFixed(1)} s` : 'not measured (--reuse)',
        ],
        [
          'Warm build, both locales',
          builds ? `${builds.warmSeconds.toFixed(1)} s` : 'not measured (--reuse)',
        ],
        [
          'JavaScript in the build',
          `${String(site.jsFiles)} files, ${kb(site.jsBytes ?? 0)}, ${kb(site.jsGzipBytes ?? 0)} gzip, ${kb(site.jsBrotliBytes ?? 0)} brotli`,
        ],
        [
          'main + runtime (every page)',
          `${kb(site.mainAndRuntimeGzipBytes ?? 0)} gzip, ${kb(site.mainAndRuntimeBrotliBytes ?? 0)} brotli`,
        ],
        [
          'Stylesheet (every page)',
          `${kb(site.cssGzipBytes ?? 0)} gzip, ${kb(site.cssBrotliBytes ?? 0)} brotli`,
        ],
        ['KaTeX stylesheet (pages with formulas)', `${kb(site.katexCssBrotliBytes ?? 0)} brotli`],
        ['Search index, English', kb(site.searchIndexEnBytes ?? 0)],
        ['Search index, Chinese', kb(site.searchIndexZhBytes ?? 0)],
      ],
    ),
  );

  const report = {
    date: new Date().toISOString(),
    machine,
    runsPerPage: RUNS,
    protocol: PROTOCOL,
    builds,
    site,
    references,
    pages,
    against: compared.map((build, index) => ({...build, pages: againstPages[index] ?? []})),
  };
  mkdirSync(OUT, {recursive: true});
  const stamp = report.date.replace(/[:.]/g, '-');
  writeFileSync(path.join(OUT, `${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(OUT, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to .bench/${stamp}.json`);
}

await main();
