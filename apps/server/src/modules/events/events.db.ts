/**
 * Raw-SQL helpers of the events, cart and payments modules: run a query on the database or a
 * transaction and answer its rows; timestamps from either driver as Date; money conversions.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Anything that runs SQL: the database or a transaction. */
export type Executor = Pick<Db, 'execute'>;

/** The node-postgres pool behind a Drizzle database (absent on PGlite and on transactions). */
interface PoolLike {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 500;

function poolOf(db: Executor): PoolLike | null {
  const client = (db as { $client?: Partial<PoolLike> }).$client;
  return client && typeof client.query === 'function' && typeof client.totalCount === 'number' ? (client as PoolLike) : null;
}

/**
 * Runs a raw query and answers its rows. On a PostgreSQL pool (outside transactions) the
 * statement is named so each connection plans it once (the list's plans cost more than its rows).
 */
export async function query<T>(db: Executor, q: SQL): Promise<T[]> {
  const pool = poolOf(db);
  if (pool) {
    const { sql: text, params } = (db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(q);
    let name = statementNames.get(text);
    if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
      name = `events_q${statementNames.size + 1}`;
      statementNames.set(text, name);
    }
    if (name) return (await pool.query({ name, text, values: params })).rows as T[];
  }
  return (await db.execute(q) as unknown as { rows: T[] }).rows;
}

/** A timestamp from either driver (Date or text) as a Date. */
export function toDate(v: Date | string): Date {
  return v instanceof Date ? v : new Date(v);
}

/** AUD cents to a number with at most 2 decimals. */
export function money(cents: number | string | null | undefined): number {
  return Math.round(Number(cents ?? 0)) / 100;
}

/** Integer ids as a SQL array literal (never user text). */
export function intList(values: readonly number[]): string {
  return `{${values.map((v) => Math.trunc(v)).join(',')}}`;
}
