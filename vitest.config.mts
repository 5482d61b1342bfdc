import {defineConfig} from 'vitest/config';

/**
 * Two projects: `unit` needs nothing but the sources; `build` inspects the
 * production output in build/ and therefore runs after `npm run build`.
 */
export default defineConfig({
  test: {
    // The test files share no state (the two that spy on console restore it), and most import the
    // SDKs or cheerio: one module graph per worker instead of one per file halves the unit run
    // (64 → 30 s on the 2-core machine) and takes 13 s off the build checks.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node'},
      },
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          // Vitest's 5 s default timeout: a check over every page of a locale is split into tests
          // of 16 pages, under a second each on an idle core. npm run test:build runs them on every
          // core (--maxWorkers=100%; Vitest's default leaves one free, for the unit tests beside
          // the build): 37 s instead of 53 s on two cores.
        },
      },
    ],
  },
});
