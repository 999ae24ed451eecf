/**
 * Database client: embedded PGlite under DATA_DIR when no DATABASE_URL is set, otherwise a
 * node-postgres pool. Both speak the same SQL and run the same committed migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
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
  /** Connections in the PostgreSQL pool (DATABASE_POOL_SIZE; default 10). */
  poolSize?: number;
  /**
   * Name the hot raw statements so each connection plans them once (DATABASE_NAMED_STATEMENTS; default
   * false): only on a direct connection or a session-mode pooler, never through PgBouncer in
   * transaction mode (raw-query.ts).
   */
  namedStatements?: boolean;
  /**
   * Apply pending migrations (default true). false: the schema must already be current (`npm run
   * db:migrate` ran), else openDb throws SchemaBehindError naming the missing migrations' count.
   */
  migrate?: boolean;
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
  config: Pick<AppConfig, 'databaseUrl' | 'inMemoryDb' | 'dataDir'> &
    Partial<Pick<AppConfig, 'dbConnectTimeoutMs' | 'databasePoolSize' | 'databaseNamedStatements' | 'databaseMigrate'>>,
): OpenDbOptions {
  return {
    databaseUrl: config.databaseUrl,
    pgliteDir: config.inMemoryDb ? null : path.join(config.dataDir, 'pglite'),
    connectTimeoutMs: config.dbConnectTimeoutMs ?? 0,
    poolSize: config.databasePoolSize ?? 10,
    namedStatements: config.databaseNamedStatements ?? false,
    migrate: config.databaseMigrate ?? true,
  };
}

/** The start found a schema older than the code and was told not to migrate it (DATABASE_MIGRATE=false). */
export class SchemaBehindError extends Error {
  constructor(readonly pending: number) {
    super(
      `The database schema is behind this version of the portal (${pending} migration(s) not applied). ` +
        'Run `npm run db:migrate` once (with the same DATABASE_URL), or set DATABASE_MIGRATE=true so the server applies them at start.',
    );
    this.name = 'SchemaBehindError';
  }
}

/** Advisory lock key of the migrations (any process of any version of the portal). */
const MIGRATION_LOCK = 727274;

/** A node-postgres client: what the migration runner needs of it. */
interface SqlClient {
  query<R extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

/**
 * Applies the pending migrations on PostgreSQL in one transaction that first takes a
 * transaction-scoped advisory lock (issue 34): several processes starting at once apply them once,
 * and the lock ends with the transaction, also through PgBouncer in transaction mode (a session lock
 * would stay on a pooled server connection and hang every later start). The bookkeeping is
 * drizzle's own (`drizzle.__drizzle_migrations`: hash, created_at = the migration's folder time), so
 * databases migrated by drizzle's migrator before stay current. With `apply` false nothing is
 * written: throws SchemaBehindError when a migration is missing.
 */
export async function migratePostgres(client: SqlClient, apply: boolean): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await client.query('begin');
  try {
    let last = 0;
    if (apply) {
      await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query('create schema if not exists "drizzle"');
      await client.query(
        'create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)',
      );
    }
    const exists = await client.query<{ ok: boolean }>(
      `select to_regclass('"drizzle"."__drizzle_migrations"') is not null as ok`,
    );
    if (exists.rows[0]?.ok) {
      const { rows } = await client.query<{ created_at: string | null }>(
        'select created_at from "drizzle"."__drizzle_migrations" order by created_at desc limit 1',
      );
      last = Number(rows[0]?.created_at ?? 0);
    }
    const pending = migrations.filter((m) => m.folderMillis > last);
    if (!apply) {
      await client.query('rollback');
      if (pending.length > 0) throw new SchemaBehindError(pending.length);
      return 0;
    }
    for (const migration of pending) {
      for (const statement of migration.sql) await client.query(statement);
      await client.query('insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
    }
    await client.query('commit');
    return pending.length;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  }
}

/**
 * Opens the database and applies pending migrations (or, with `migrate: false`, checks that none is
 * pending). On PostgreSQL the migrations run under a transaction-scoped advisory lock (migratePostgres).
 */
export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    // Each driver loads only when used: a PGlite start skips pg, a PostgreSQL start skips PGlite.
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    });
    makePoolResilient(pool);
    // raw-query.ts names statements only on a pool marked so (issue 34: not through PgBouncer).
    if (options.namedStatements) (pool as { portalNamedStatements?: boolean }).portalNamedStatements = true;
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      const client = await pool.connect();
      try {
        await migratePostgres(client, options.migrate ?? true);
      } finally {
        client.release();
      }
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw err;
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

/**
 * Readiness probe of /api/ready (issue 34): one parameterised read of a real table through the pool,
 * the kind of statement every page runs (through PgBouncer it exercises the pooler's handling of
 * extended-protocol queries too). Throws when the database cannot run it.
 */
export async function probeDbReady(db: Db): Promise<void> {
  await db.execute(
    sql`select count(*)::int as n from ${schema.accounts} where ${schema.accounts.id} = ${'00000000-0000-0000-0000-000000000000'}`,
  );
}

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
