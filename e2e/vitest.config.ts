import { defineConfig } from 'vitest/config';

/**
 * Browser tests (`npm test -w e2e`): each spec file starts the real server as a child process on
 * a free port with its own copy of the database and mail catcher, and drives its own Chromium, so
 * files are independent. Two files run at a time (E2E_WORKERS, default 2; 1 runs them one after
 * another): most of a browser test is waiting for the server and the page to settle, so two keep
 * both cores of the CI machine busy without starving either.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits as long as expectVisible (15 s), not vitest's 1 s: a count or a text is
    // polled until the page shows it, and a busy CI machine can take seconds.
    expect: { poll: { timeout: 15_000 } },
    // A failure shows the server log; a retry would hide a flaky screen.
    retry: 0,
  },
});
