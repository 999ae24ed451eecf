/**
 * Server suite global setup (Vitest `globalSetup`): migrates one database before any test file runs,
 * so each file's fresh database is a copy of it instead of a replay of every migration.
 * - PGlite (DATABASE_URL unset): a dump of a migrated in-memory database is written to a temporary
 *   tar file; the harness starts each in-memory PGlite from it (`pgliteSnapshot`).
 * - PostgreSQL: a template database `portal_template_<pid>` is migrated; the harness creates each
 *   file's database with `create database … template …`. Dropped at teardown.
 * The harness falls back to an empty database when nothing is provided (a file run outside Vitest's
 * project config).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a tar dump of a migrated PGlite database ('' when the suite runs on PostgreSQL). */
    pgliteSnapshotPath: string;
    /** Name of a migrated template database on DATABASE_URL's server ('' on PGlite). */
    pgTemplateDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDb({ databaseUrl: null, pgliteDir: null });
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-snapshot-'));
    const file = path.join(dir, 'migrated.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshotPath', file);
    project.provide('pgTemplateDatabase', '');
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const name = `portal_template_${process.pid}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: templateUrl.toString(), pgliteDir: null, poolSize: 1 });
  await handle.close();
  project.provide('pgliteSnapshotPath', '');
  project.provide('pgTemplateDatabase', name);
  return async () => admin(`drop database if exists ${name} with (force)`);
}
