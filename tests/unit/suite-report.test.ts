import {describe, expect, it} from 'vitest';
import {playwrightTests, suiteReport, vitestTests} from '../../scripts/suite-report';

describe('the table npm test ends with', () => {
  const tests = [
    ...vitestTests(
      {
        testResults: [
          {
            name: '/repo/tests/unit/a.test.ts',
            assertionResults: [
              {fullName: 'quick', duration: 12},
              {fullName: 'slow', duration: 4200},
            ],
          },
        ],
      },
      'unit',
      '/repo',
    ),
    ...playwrightTests(
      [
        {
          title: 'search.spec.ts',
          suites: [
            {
              title: 'search box',
              specs: [
                {
                  title: 'opens a section',
                  file: 'search.spec.ts',
                  tests: [{results: [{duration: 2500}]}],
                },
              ],
            },
          ],
        },
      ],
      'browser',
    ),
  ];

  it('lists every step with its seconds and the total', () => {
    const report = suiteReport(
      [
        {name: 'Build', seconds: 40},
        {name: 'Browser tests', seconds: 90},
      ],
      tests,
    );
    expect(report).toMatch(/\| Build +\| 40 +\|/);
    expect(report).toMatch(/\| Total +\| 130 +\|/);
  });

  it('lists the slowest tests first, with their step and seconds', () => {
    const rows = suiteReport([], tests, 2)
      .split('\n')
      .filter((line) => line.includes(' › '));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/tests\/unit\/a\.test\.ts › slow +\| unit +\| 4\.2 +\|/);
    expect(rows[1]).toMatch(/search\.spec\.ts › opens a section +\| browser +\| 2\.5 +\|/);
  });
});
