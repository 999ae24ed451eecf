/**
 * Database client: embedded PGlite under DATA_DIR when no DATABASE_URL is set, otherwise a
 * node-postgres pool. Both speak the same SQL and run the same committed migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../config';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = MIGRATIONS_DIR;

/** Options: a connection string, or a data folder for PGlite (null = in memory). */
export interface OpenDbOptions {
  databaseUrl: string | null;
  pgliteDir: string | null;
  poolSize?: number;
}

/** Where the configuration keeps its database: PostgreSQL, or PGlite under DATA_DIR/pglite. */
export function dbOptionsFor(config: Pick<AppConfig, 'databaseUrl' | 'inMemoryDb' | 'dataDir'>): OpenDbOptions {
  return { databaseUrl: config.databaseUrl, pgliteDir: config.inMemoryDb ? null : path.join(config.dataDir, 'pglite') };
}

/**
 * Opens the database and applies pending migrations. On PostgreSQL a session advisory lock keeps
 * several processes from migrating at once.
 */
export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    // Each driver loads only when used: a PGlite start skips pg, a PostgreSQL start skips PGlite.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client dropped by the server (restart, admin termination) must not crash the process;
    // the pool discards it and the next query opens a new connection.
    pool.on('error', (err) => console.error(`database pool: idle client error: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(727274)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      client.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create(options.pgliteDir ? { dataDir: options.pgliteDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  if (options.pgliteDir) await sizeSharedBuffers(client);
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * PGlite's start zero-fills its shared buffers (initdb's default 128 MB costs about 0.4 s of every
 * start on this class of machine, issue 2 §7 start time). An embedded database of a few hundred MB
 * reads through the operating system's file cache anyway, so a persistent data directory keeps
 * PGLITE_SHARED_BUFFERS (32 MB); the setting is stored with ALTER SYSTEM and counts from the next
 * start on.
 */
async function sizeSharedBuffers(client: {
  query: <T>(q: string) => Promise<{ rows: T[] }>;
  exec: (q: string) => Promise<unknown>;
}): Promise<void> {
  const { rows } = await client.query<{ size: string }>("select current_setting('shared_buffers') as size");
  if (rows[0]?.size !== PGLITE_SHARED_BUFFERS)
    await client.exec(`alter system set shared_buffers = '${PGLITE_SHARED_BUFFERS}'`);
}

/** Shared buffers of a persistent PGlite database (see sizeSharedBuffers). */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** Cheap liveness probe used by /api/health. */
export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
