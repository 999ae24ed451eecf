/**
 * Backup and restore (issue 34 "Backups"; docs/operations.md "Backups"), on PostgreSQL only: the
 * demo-seeded database is backed up with `pg_dump --format=custom` (Debian's client, as the procedure
 * says), restored with `pg_restore` into a new empty database, and the portal built on the restored
 * database signs in a demo account and serves a seeded event. The temporary databases are created
 * and dropped here.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/client';
import { events } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed';
import { signInAs } from './factories';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.info('backup-restore: skipped on PGlite (pg_dump and pg_restore need a PostgreSQL server)');

const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const SOURCE = `portal_backup_src_${suffix}`;
const RESTORED = `portal_backup_dst_${suffix}`;
const urlOf = (name: string) =>
  Object.assign(new URL(DATABASE_URL ?? 'postgres://x'), { pathname: `/${name}` }).toString();

async function admin(statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: DATABASE_URL });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/** The portal on `databaseUrl`, demo seed on or off, no log. */
async function portalOn(databaseUrl: string, seedDemo: boolean, dataDir: string) {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: String(seedDemo),
      RATE_LIMIT_PER_MINUTE: '0',
      CREDENTIAL_LIMIT_PER_IP: '0',
    },
    { webDist: null, databaseUrl },
  );
  return buildApp({
    config,
    dbHandle: await openDb({ databaseUrl, pgliteDir: null, poolSize: 4 }),
    ownsDb: true,
    logger: false,
  });
}

describe.skipIf(!DATABASE_URL)('backup with pg_dump, restore with pg_restore (PostgreSQL)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  afterAll(async () => {
    await admin(`drop database if exists ${SOURCE} with (force)`).catch(() => undefined);
    await admin(`drop database if exists ${RESTORED} with (force)`).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('restores a seeded database into an empty one on which the portal signs in and finds seeded items', async () => {
    await admin(`create database ${SOURCE}`);
    const source = await portalOn(urlOf(SOURCE), true, dataDir);
    const [seeded] = await source.ctx.db
      .select({ id: events.id, title: events.title })
      .from(events)
      .orderBy(asc(events.title))
      .limit(1);
    await source.app.close();
    expect(seeded?.title).toBeTruthy();

    const dump = path.join(dataDir, 'portal.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, `--dbname=${urlOf(SOURCE)}`], {
      stdio: 'pipe',
    });
    expect(fs.statSync(dump).size).toBeGreaterThan(10_000);
    // The source is gone: what follows reads only the backup.
    await admin(`drop database ${SOURCE} with (force)`);
    await admin(`create database ${RESTORED}`);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${urlOf(RESTORED)}`, dump], {
      stdio: 'pipe',
    });

    const restored = await portalOn(urlOf(RESTORED), false, dataDir);
    try {
      const { authorization } = await signInAs(restored.app, 'member@example.org', DEMO_PASSWORD);
      const me = await restored.app.inject({ method: 'GET', url: '/api/v1/account', headers: { authorization } });
      expect(me.statusCode).toBe(200);
      expect(me.body).toContain('member@example.org');
      const event = await restored.app.inject({
        method: 'GET',
        url: `/api/event/${seeded.id}`,
        headers: { authorization },
      });
      expect(event.statusCode).toBe(200);
      expect(event.body).toContain(JSON.stringify(seeded.title).slice(1, -1));
      // openDb ran the migrations on the restored database (none left to apply) and it answers.
      const health = await restored.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok' });
    } finally {
      await restored.app.close();
    }
  }, 300_000);
});
