import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Unit and server suites (`npm run test:unit`); browser tests live in e2e/ with their own config.
 * Two files at a time in every project (docs/operations.md "CI run time"): Vitest's default on a
 * 2-core machine is one worker (cores - 1), which left a core idle through the shared and web suites.
 * All projects share that number, so they run as one group and the pool stays full across projects.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One module cache per worker across files (docs/operations.md "CI run time"): each file
          // otherwise imports antd and the app again (about 2.6 s a file); the set-up file resets what
          // tests share after each test (MSW handlers, storage, the DOM).
          isolate: false,
          // Component tests: jest-dom matchers, jsdom shims for antd, the msw server (apps/web/src/test/).
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Generous: a large antd form takes seconds on a loaded 2-core machine; passing tests do not wait for it.
          testTimeout: 60_000,
          // The web helpers read the viewer's zone; the tests pin it to the association's (DST in October and April).
          env: { TZ: 'Australia/Sydney' },
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // The cluster test has its own config and script (`npm run test:cluster`, issue 34).
          exclude: [...configDefaults.exclude, 'apps/server/test/cluster/**'],
          // Migrates one database first; each file's database is a copy of it (test/global-setup.ts).
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module cache per worker across files (docs/operations.md "CI run time"): each file's
          // app and database are its own (harness.ts), only the imported code is shared.
          isolate: false,
          fileParallelism: true,
        },
      },
    ],
  },
});
