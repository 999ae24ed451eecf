import { defineConfig } from 'vitest/config';

/** Unit and server suites (`npm run test:unit`); browser tests live in e2e/ with their own config. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Component tests: jest-dom matchers, jsdom shims for antd, the msw server (apps/web/src/test/).
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
          // The web helpers read the viewer's zone; the tests pin it to the association's (DST in October and April).
          env: { TZ: 'Australia/Sydney' },
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // Migrates one database first; each file's database is a copy of it (test/global-setup.ts).
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
          // Projects with different maxWorkers must not share a group (Vitest 4 refuses to start).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
