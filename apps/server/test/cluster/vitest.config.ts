import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The cluster test (`npm run test:cluster`, issue 34; docs/operations.md "The cluster test"): one file,
 * PostgreSQL only, outside `npm run test:unit` and `npm run test:pg` (the root config excludes its
 * folder). It starts its own processes (PgBouncer, haproxy, three portal processes) and needs no
 * global set-up: it makes and drops a database of its own on DATABASE_URL's server.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../../../..'),
  test: {
    name: 'cluster',
    include: ['apps/server/test/cluster/cluster.test.ts'],
    // The whole file must stay under 4 minutes (issue 34); a single step never takes half of that.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    maxWorkers: 1,
  },
});
