import { defineConfig } from 'vitest/config';

/**
 * Browser tests (`npm test -w e2e`): each spec file starts the real server as a child process on
 * a free port and drives Debian's Chromium. Files run one after another (2-core machines: one
 * server and one browser at a time keeps timings steady).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A failure shows the server log; a retry would hide a flaky screen.
    retry: 0,
  },
});
