import {defineConfig, devices} from '@playwright/test';

/**
 * Browser tests run against the production build, served the way the README
 * serves it (scripts/serve.ts), in Debian's Chromium.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * What a failed test keeps: its trace (actions, console, network) and a
 * screenshot. DOM snapshots and a screencast of every action would add about
 * 40 % to the browser tests on a 2-core machine. Shared with the nginx run.
 */
export const FAILURE_EVIDENCE = {
  trace: {mode: 'retain-on-failure', snapshots: false, screenshots: false},
  screenshot: 'only-on-failure',
} as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Under `npm test`, a JSON report for the table of the slowest tests (scripts/suite-report.ts). */
export function suiteReportJson(file: string): ['json', {outputFile: string}][] {
  const folder = process.env.SUITE_REPORT_DIR;
  return folder ? [['json', {outputFile: `${folder}/${file}`}]] : [];
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', {open: 'never'}] as const] : []),
    ...suiteReportJson('e2e.json'),
  ],
  timeout: 30_000,
  expect: {timeout: 5_000},
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...FAILURE_EVIDENCE,
    launchOptions: {executablePath: CHROMIUM},
  },
  // The tests tagged @csp run behind nginx instead (playwright.nginx.config.ts), under the real
  // Content-Security-Policy: once there is enough, and each run costs seconds of both cores.
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}, grepInvert: /@csp/}],
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    // Playwright's default, written out: not an allowance for load but the bound on a server that
    // never comes up. It answers within 2 s of the command on an idle machine.
    timeout: 60_000,
  },
});
