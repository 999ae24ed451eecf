/**
 * The server behind PgBouncer in transaction pooling mode (issue 34 "Poolers"), against Debian's real
 * pgbouncer: two apps start through it at once on a fresh database (the migrations run once, under a
 * transaction-scoped lock, and neither hangs), a member signs in on one and reads and writes on both
 * (no "prepared statement portal_qN already exists / does not exist": statements are unnamed unless
 * DATABASE_NAMED_STATEMENTS is on), /api/ready answers 200, and then one app restarts within a few
 * seconds, as does a start on the direct connection (no advisory lock left behind on a pooled
 * connection). PostgreSQL only; on CI (CI=true) a missing pgbouncer fails the test instead of skipping it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/client';
import { createAccount, PASSWORD } from './factories';
import { PGBOUNCER, type PgBouncerProcess, startPgBouncer } from './pgbouncer-process';

const DATABASE_URL = process.env.DATABASE_URL;
const hasPgbouncer = fs.existsSync(PGBOUNCER);
if (!DATABASE_URL) console.info('pgbouncer: skipped on PGlite (it needs a PostgreSQL server behind PgBouncer)');
else if (!hasPgbouncer && process.env.CI !== 'true')
  console.info(`pgbouncer: skipped, ${PGBOUNCER} is missing (apt-get install pgbouncer); on CI this fails`);

describe.skipIf(!DATABASE_URL || (!hasPgbouncer && process.env.CI !== 'true'))(
  'behind PgBouncer in transaction mode (PostgreSQL)',
  () => {
    const dbName = `portal_pgbouncer_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pgbouncer-'));
    let bouncer: PgBouncerProcess | null = null;
    let bouncerUrl = '';
    let directUrl = '';
    const apps: FastifyInstance[] = [];

    beforeAll(async () => {
      expect(hasPgbouncer, `${PGBOUNCER} is missing: apt-get install pgbouncer`).toBe(true);
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
      const target = new URL(DATABASE_URL as string);
      directUrl = Object.assign(new URL(target), { pathname: `/${dbName}` }).toString();
      bouncer = await startPgBouncer({ dir, databaseUrl: DATABASE_URL as string, dbName, poolSize: 6 });
      bouncerUrl = bouncer.url;
    }, 30_000);

    afterAll(async () => {
      await Promise.all(apps.map((a) => a.close().catch(() => undefined)));
      await bouncer?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }, 30_000);

    /** Builds an app the way server.ts does, on `url` (the pooler or the direct connection). */
    async function start(url: string): Promise<FastifyInstance> {
      const dataDir = fs.mkdtempSync(path.join(dir, 'data-'));
      const config = loadConfig(
        { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: url, DATABASE_POOL_SIZE: '4' },
        { webDist: null },
      );
      const handle = await openDb({ databaseUrl: url, pgliteDir: null, poolSize: config.databasePoolSize });
      const { app } = await buildApp({ config, dbHandle: handle, ownsDb: true, logger: false });
      await app.ready();
      apps.push(app);
      return app;
    }

    /** Rejects when `promise` takes longer than `ms` (a start that hangs at a lock fails here, not at the test's timeout). */
    const within = <T>(ms: number, what: string, promise: Promise<T>) =>
      Promise.race([
        promise,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)),
      ]);

    it('two apps start at once, sign in and use the portal through it, and one restarts in seconds', async () => {
      // A fresh database: the first start applies every migration (about 6 s on a loaded 2-core machine).
      const startedBoth = performance.now();
      const [a, b] = await within(
        45_000,
        'two starts through PgBouncer',
        Promise.all([start(bouncerUrl), start(bouncerUrl)]),
      );
      console.info(`pgbouncer: two starts on a fresh database in ${Math.round(performance.now() - startedBoth)} ms`);
      const check = new pg.Client({ connectionString: directUrl });
      await check.connect();
      try {
        const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        const files = fs.readdirSync(path.resolve(import.meta.dirname, '../drizzle')).filter((f) => f.endsWith('.sql'));
        expect(applied.rows[0].n).toBe(files.length);
        const locks = await check.query("select count(*)::int as n from pg_locks where locktype = 'advisory'");
        expect(locks.rows[0].n).toBe(0);
      } finally {
        await check.end();
      }

      const handle = await openDb({ databaseUrl: directUrl, pgliteDir: null, poolSize: 1 });
      const account = await createAccount(handle.db);
      await handle.close();
      const signIn = await a.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: account.email, password: PASSWORD },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const authorization = `Bearer ${signIn.json().accessToken}`;
      for (let round = 0; round < 3; round++) {
        for (const app of [a, b]) {
          const reads = await Promise.all([
            app.inject({ method: 'GET', url: '/api/v1/account', headers: { authorization } }),
            app.inject({ method: 'GET', url: '/api/v1/account/settings', headers: { authorization } }),
            app.inject({ method: 'POST', url: '/api/event/list', headers: { authorization }, payload: {} }),
          ]);
          for (const r of reads) expect(r.statusCode, r.body).toBe(200);
          const mailTo = `alt${round}@example.test`;
          const write = await app.inject({
            method: 'PUT',
            url: '/api/v1/account/settings',
            headers: { authorization },
            payload: { enableTFA: false, mailTo, allowSms: round % 2 === 0 },
          });
          expect(write.statusCode, write.body).toBe(200);
          const other = app === a ? b : a;
          const seen = await other.inject({
            method: 'GET',
            url: '/api/v1/account/settings',
            headers: { authorization },
          });
          expect(seen.json()).toMatchObject({ mailTo });
        }
      }
      for (const app of [a, b]) {
        const ready = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toEqual({ status: 'ready' });
      }

      // A restart of one app, through the pooler and on the direct connection: each within seconds.
      await b.close();
      apps.splice(apps.indexOf(b), 1);
      // Before issue 34 these hung for good at the advisory lock a pooled connection kept; the bound
      // is loose for a loaded 2-core CI machine (about 1 s each when idle).
      let started = performance.now();
      const again = await within(15_000, 'a restart through PgBouncer', start(bouncerUrl));
      const restartMs = performance.now() - started;
      started = performance.now();
      await within(15_000, 'a start on the direct connection', start(directUrl));
      console.info(
        `pgbouncer: restart through PgBouncer ${Math.round(restartMs)} ms, start on the direct connection ${Math.round(performance.now() - started)} ms`,
      );
      const me = await again.inject({ method: 'GET', url: '/api/v1/account', headers: { authorization } });
      expect(me.statusCode).toBe(200);
    }, 90_000);
  },
);
