/**
 * Database client: embedded PGlite under DATA_DIR when no DATABASE_URL is set, otherwise a
 * node-postgres pool. Both speak the same SQL and run the same committed migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pgTypes from 'pg';
import type { AppConfig } from '../config';
import { MIGRATIONS_DIR } from '../paths';
import { isConnectionLost } from './connection-errors';
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
  /** Milliseconds a request waits for a new PostgreSQL connection before failing (0 or absent: no limit). */
  connectTimeoutMs?: number;
  /**
   * An in-memory PGlite starts from this dump of a database (`PGlite.dumpDataDir()`, a tar) instead of
   * an empty one; the migrations then only confirm it is current. The test harness passes a dump of a
   * freshly migrated database, so each test file skips replaying every migration.
   */
  pgliteSnapshot?: Blob;
}

/** Where the configuration keeps its database: PostgreSQL, or PGlite under DATA_DIR/pglite. */
export function dbOptionsFor(
  config: Pick<AppConfig, 'databaseUrl' | 'inMemoryDb' | 'dataDir'> & Partial<Pick<AppConfig, 'dbConnectTimeoutMs'>>,
): OpenDbOptions {
  return {
    databaseUrl: config.databaseUrl,
    pgliteDir: config.inMemoryDb ? null : path.join(config.dataDir, 'pglite'),
    connectTimeoutMs: config.dbConnectTimeoutMs ?? 0,
  };
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
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    });
    makePoolResilient(pool);
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
  const client = await PGlite.create(
    options.pgliteDir
      ? { dataDir: options.pgliteDir }
      : options.pgliteSnapshot
        ? { loadDataDir: options.pgliteSnapshot }
        : {},
  );
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

/** A plain read that may run again on a new connection: one SELECT outside a transaction. */
function isRetryableRead(text: unknown): boolean {
  return (
    typeof text === 'string' &&
    /^\s*select\b/i.test(text) &&
    !/\bfor\s+(update|share|no key update|key share)\b/i.test(text)
  );
}

/**
 * Makes a node-postgres pool survive lost connections (issue 28 finding 3):
 * - every client gets a permanent 'error' listener, so a connection that ends while a request holds
 *   it (a terminated backend, a failover, a proxy dropping it) no longer throws an unhandled
 *   'error' event that ends the process; the pool's own 'error' (idle clients) is logged too;
 * - a client taken with `pool.connect()` (Drizzle's transactions) whose connection ends is released
 *   to the pool with the error, so the pool discards and replaces it even when the caller never
 *   releases it (Drizzle does not when its `begin` fails); a later release by the caller is ignored;
 * - a plain SELECT through `pool.query` (reads outside transactions) that fails because its
 *   connection was lost runs once more on another connection; writes are never repeated.
 * The failures that remain reach the error handler, which answers 503 (db/connection-errors.ts).
 */
export function makePoolResilient(pool: pgTypes.Pool): void {
  const checkedOut = new Set<pgTypes.PoolClient>();
  pool.on('error', (err) => console.error(`database pool: idle client error: ${err.message}`));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (!checkedOut.has(client)) return; // idle: the pool's listener has it
      console.error(`database pool: connection lost while in use: ${err.message}`);
      const poolClient = client as pgTypes.PoolClient;
      setImmediate(() => poolClient.release(err));
    });
  });
  const connect = pool.connect.bind(pool) as () => Promise<pgTypes.PoolClient>;
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return (connect as (...a: unknown[]) => unknown)(...args);
    return connect().then((client) => {
      const release = client.release;
      let released = false;
      checkedOut.add(client);
      client.release = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        checkedOut.delete(client);
        release(err);
      };
      return client;
    });
  }) as typeof pool.connect;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => {
    if (args.some((a) => typeof a === 'function')) return query(...args);
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    const running = query(...args);
    if (!isRetryableRead(text)) return running;
    return running.catch((err: unknown) => {
      if (!isConnectionLost(err)) throw err;
      console.error(`database pool: a read lost its connection; running it once more`);
      return query(...args);
    });
  }) as typeof pool.query;
}
