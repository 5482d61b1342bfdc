import {defineConfig, devices} from '@playwright/test';
import {FAILURE_EVIDENCE, suiteReportJson} from './playwright.config';

/**
 * The site behind nginx with the shipped configuration (deploy/nginx, started
 * by scripts/serve-nginx.ts over the fresh build): the response headers, status
 * codes, redirects and compression (tests/nginx); the crawl of both sitemaps,
 * which runs only here because it is the same crawl as under npm run serve plus
 * the policy; and the browser tests tagged @csp, which run only here, under the real
 * Content-Security-Policy: one of each thing the policy could break (the home
 * pages, switching language, both not-found pages, the colour mode with its
 * inline scripts and a tap before hydration, search with its WebAssembly
 * worker). Any CSP violation fails a test (tests/e2e/fixtures.ts).
 */
const PORT = Number(process.env.NGINX_E2E_PORT ?? 8090);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results/nginx',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [
    ['list'],
    ...(process.env.CI
      ? [['html', {open: 'never', outputFolder: 'playwright-report/nginx'}] as const]
      : []),
    ...suiteReportJson('nginx.json'),
  ],
  timeout: 30_000,
  expect: {timeout: 5_000},
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${String(PORT)}`,
    ...FAILURE_EVIDENCE,
    launchOptions: {executablePath: CHROMIUM},
  },
  projects: [
    {name: 'nginx', testMatch: 'nginx/**/*.spec.ts'},
    {name: 'csp', testMatch: 'e2e/**/*.spec.ts', grep: /@csp/},
  ],
  webServer: {
    command: `npx tsx scripts/serve-nginx.ts --port ${String(PORT)}`,
    url: `http://127.0.0.1:${String(PORT)}/`,
    // Never someone else's server on that port: the headers under test are this checkout's.
    reuseExistingServer: false,
    // Lets the script stop nginx and remove its temporary directory.
    gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    // Playwright's default, written out: not an allowance for load but the bound on a server that
    // never comes up. It answers within 2 s of the command on an idle machine.
    timeout: 60_000,
  },
});
