/**
 * Test harness: a real database per test file and the real app on top of it.
 * - DATABASE_URL unset: in-memory PGlite.
 * - DATABASE_URL set: a fresh database `portal_test_<random>` created on that server, dropped after.
 * Mail goes to the outbox under a temporary DATA_DIR unless `smtpUrl` is given.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { type DbHandle, openDb } from '../src/db/client';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: AppConfig;
  close(): Promise<void>;
}

async function openTestDb(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { handle: await openDb({ databaseUrl: null, pgliteDir: null }), drop: async () => undefined };
  const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: testUrl.toString(), pgliteDir: null, poolSize: 20 });
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Builds the app on a fresh database. `env` adds environment variables (TENANT, SMTP_URL...). */
export async function createTestApp(env: Record<string, string> = {}, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', RATE_LIMIT_PER_MINUTE: '0', ...env },
    { webDist: null, ...overrides },
  );
  const { handle, drop } = await openTestDb();
  const { app, ctx } = await buildApp({ config, dbHandle: handle, logger: false });
  await app.ready();
  return {
    app,
    ctx,
    config,
    async close() {
      await app.close();
      await handle.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
