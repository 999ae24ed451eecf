/**
 * SQL of server values (spec 02 §7 admin/server-values: keyword, key, value; issue 20): key/value
 * settings an administrator changes at run time. Every read goes to the database (several processes).
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';

/** A stored value. */
export interface ServerValueRow {
  key: string;
  value: string;
  updatedAt: string;
}

type Raw = Omit<ServerValueRow, 'updatedAt'> & { updatedAt: Date | string };
const toRow = (r: Raw): ServerValueRow => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() });
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Values whose key or value contains `keyword` (case-insensitive), by key; all without one. */
export async function listServerValues(db: Executor, keyword: string | undefined): Promise<ServerValueRow[]> {
  const pattern = keyword ? `%${likeEscape(keyword)}%` : '%';
  const rows = await query<Raw>(
    db,
    sql`select key, value, updated_at as "updatedAt" from server_values
      where key ilike ${pattern} or value ilike ${pattern} order by key`,
  );
  return rows.map(toRow);
}

/** The values of `keys` (missing keys absent). */
export async function readServerValues(db: Executor, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await query<{ key: string; value: string }>(
    db,
    sql`select key, value from server_values where key = any(${`{${keys.map((k) => `"${k}"`).join(',')}}`}::text[])`,
  );
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Inserts a value; answers null when the key exists already. */
export async function insertServerValue(
  db: Executor,
  key: string,
  value: string,
  by: string,
): Promise<ServerValueRow | null> {
  const rows = await query<Raw>(
    db,
    sql`insert into server_values (key, value, updated_by_user_id) values (${key}, ${value}, ${by})
      on conflict (key) do nothing returning key, value, updated_at as "updatedAt"`,
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** Changes a value; answers null when the key does not exist. */
export async function updateServerValue(
  db: Executor,
  key: string,
  value: string,
  by: string,
): Promise<ServerValueRow | null> {
  const rows = await query<Raw>(
    db,
    sql`update server_values set value = ${value}, updated_at = now(), updated_by_user_id = ${by}
      where key = ${key} returning key, value, updated_at as "updatedAt"`,
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** Deletes a value; answers false when the key does not exist. */
export async function deleteServerValue(db: Executor, key: string): Promise<boolean> {
  const rows = await query<{ key: string }>(db, sql`delete from server_values where key = ${key} returning key`);
  return rows.length > 0;
}
