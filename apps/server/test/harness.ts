/**
 * Test harness: a real database per test file and the real app on top of it.
 * - DATABASE_URL unset: in-memory PGlite.
 * - DATABASE_URL set: a fresh database `portal_test_<random>` created on that server, dropped after.
 * Mail goes to the outbox under a temporary DATA_DIR unless `smtpUrl` is given.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createScratchDatabase } from '@portal/test-support';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { type DbHandle, openDb } from '../src/db/client';
import { rowsOf } from '../src/db/raw-query';
import { deliverMail } from '../src/modules/mail';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: AppConfig;
  close(): Promise<void>;
}

async function openTestDb(): Promise<{ handle: DbHandle; databaseUrl: string | null; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // A copy of the database the global setup migrated (test/global-setup.ts), when there is one.
    const snapshotPath = inject('pgliteSnapshotPath');
    const pgliteSnapshot = snapshotPath ? new Blob([fs.readFileSync(snapshotPath)]) : undefined;
    return {
      handle: await openDb({ databaseUrl: null, pgliteDir: null, pgliteSnapshot }),
      databaseUrl: null,
      drop: async () => undefined,
    };
  }
  const template = inject('pgTemplateDatabase');
  const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const scratch = await createScratchDatabase(url, name, template || undefined);
  const handle = await openDb({ databaseUrl: scratch.url, pgliteDir: null, poolSize: 20 });
  return { handle, databaseUrl: scratch.url, drop: scratch.drop };
}

export interface TestAppOptions {
  /** Runs after the app is built and before `ready()`: the place to register extra test routes. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** The app's log (default none): a stream the test reads, as `buildApp`'s `logger` option. */
  logger?: { level: string; stream: { write(line: string): void } };
}

/**
 * Builds the app on a fresh database. `env` adds environment variables (TENANT, SMTP_URL...).
 * Every injected request comes from 127.0.0.1, so the per-IP credential limit is off unless `env`
 * sets CREDENTIAL_LIMIT_PER_IP (the rate-limit tests do); the per-account limit keeps its default.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const { handle, databaseUrl, drop } = await openTestDb();
  const release = async () => {
    await handle.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The config names the database the app really runs on (GET /api/health reports its kind).
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        RATE_LIMIT_PER_MINUTE: '0',
        API_KEY_RATE_PER_MINUTE: '0',
        CREDENTIAL_LIMIT_PER_IP: '0',
        ...env,
      },
      { webDist: null, databaseUrl, ...overrides },
    );
    const { app, ctx } = await buildApp({ config, dbHandle: handle, logger: options.logger ?? false });
    await options.beforeReady?.(app);
    await app.ready();
    return {
      app,
      ctx,
      config,
      async close() {
        await app.close();
        await release();
      },
    };
  } catch (err) {
    await release();
    throw err;
  }
}

/**
 * Delivers every due mail and waits (up to 10 s) until no mail is mid-delivery. The app's own
 * `mail.deliver` job may have claimed a mail a moment before the test's run: that mail is in
 * neither the test's run nor the mailer's outbox until the job marks it sent, so a test that reads
 * the outbox right after `deliverMail` could miss it (seen once on PostgreSQL in CI).
 */
export async function drainMail(ctx: AppContext): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await deliverMail(ctx);
    const busy = await ctx.db.execute(
      sql`select 1 from outbox where channel = 'mail' and (status = 'sending' or (status = 'pending' and next_attempt_at <= now())) limit 1`,
    );
    if (rowsOf(busy).length === 0) return;
    if (Date.now() > deadline) throw new Error('drainMail: mail still being delivered after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
