/**
 * Data access of server values (spec 02 §7 admin/server-values: keyword, key, value; issue 20):
 * key/value settings an administrator changes at run time. Every read goes to the database
 * (several processes).
 */
import { eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { serverValues } from '../../db/schema';

/** A stored value (`updatedAt` ISO text). */
export type ServerValueRow = Pick<typeof serverValues.$inferSelect, 'key' | 'value'> & { updatedAt: string };

const columns = { key: serverValues.key, value: serverValues.value, updatedAt: serverValues.updatedAt };
const toRow = (r: { key: string; value: string; updatedAt: Date }): ServerValueRow => ({
  ...r,
  updatedAt: r.updatedAt.toISOString(),
});
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Values whose key or value contains `keyword` (case-insensitive), by key; all without one. */
export async function listServerValues(db: Executor, keyword: string | undefined): Promise<ServerValueRow[]> {
  const pattern = keyword ? `%${likeEscape(keyword)}%` : '%';
  const rows = await db
    .select(columns)
    .from(serverValues)
    .where(or(ilike(serverValues.key, pattern), ilike(serverValues.value, pattern)))
    .orderBy(serverValues.key);
  return rows.map(toRow);
}

/** The values of `keys` (missing keys absent). */
export async function readServerValues(db: Executor, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: serverValues.key, value: serverValues.value })
    .from(serverValues)
    .where(sql`${serverValues.key} = any(${`{${keys.map((k) => `"${k}"`).join(',')}}`}::text[])`);
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Inserts a value; answers null when the key exists already. */
export async function insertServerValue(
  db: Executor,
  key: string,
  value: string,
  by: string,
): Promise<ServerValueRow | null> {
  const rows = await db
    .insert(serverValues)
    .values({ key, value, updatedByUserId: by })
    .onConflictDoNothing({ target: serverValues.key })
    .returning(columns);
  return rows[0] ? toRow(rows[0]) : null;
}

/** Changes a value; answers null when the key does not exist. */
export async function updateServerValue(
  db: Executor,
  key: string,
  value: string,
  by: string,
): Promise<ServerValueRow | null> {
  const rows = await db
    .update(serverValues)
    .set({ value, updatedAt: sql`now()`, updatedByUserId: by })
    .where(eq(serverValues.key, key))
    .returning(columns);
  return rows[0] ? toRow(rows[0]) : null;
}

/** Deletes a value; answers false when the key does not exist. */
export async function deleteServerValue(db: Executor, key: string): Promise<boolean> {
  const rows = await db.delete(serverValues).where(eq(serverValues.key, key)).returning({ key: serverValues.key });
  return rows.length > 0;
}

/** Writes a value whether or not its key exists (organisation details, issue 30). */
export async function upsertServerValue(db: Executor, key: string, value: string, by: string): Promise<void> {
  await db
    .insert(serverValues)
    .values({ key, value, updatedByUserId: by })
    .onConflictDoUpdate({ target: serverValues.key, set: { value, updatedAt: sql`now()`, updatedByUserId: by } });
}
