import {test as base, expect, type BrowserContext} from '@playwright/test';

/** The name under which the pages report violations back to the test. */
const REPORT_BINDING = '__oxbowReportCspViolation';

/**
 * Collects every Content-Security-Policy violation in a browser context, in
 * all its pages and tabs and across navigations: the `securitypolicyviolation`
 * events of each document, and the console messages Chromium writes when it
 * blocks something (which also cover workers). Served without a policy
 * (npm run serve) nothing is ever reported; behind nginx every test runs under
 * the real policy.
 */
export async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding(REPORT_BINDING, ({page}, report: string) => {
    violations.push(`${page.url()}: ${report}`);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}` +
          (event.sourceFile ? ` (${event.sourceFile}:${String(event.lineNumber)})` : ''),
      );
    });
  }, REPORT_BINDING);
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) {
      violations.push(`${message.page()?.url() ?? 'worker'}: console: ${message.text()}`);
    }
  });
  return violations;
}

/** Playwright's test, failing any test during which the browser reported a CSP violation. */
export const test = base.extend<{cspViolations: string[]}>({
  cspViolations: [
    async ({context}, use) => {
      const violations = await recordCspViolations(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
