/**
 * Data access of the organisation's uploaded logo (issue 30; table `site_logo`, at most one row).
 * Every read goes to the database, so each process behind the load balancer sees a change at once.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { siteLogo } from '../../db/schema';

/** The stored logo: its storage key, PNG pixel size, bytes, SHA-256 (hex) and when it was written. */
export type SiteLogoRow = Pick<
  typeof siteLogo.$inferSelect,
  'storageKey' | 'width' | 'height' | 'size' | 'sha256' | 'updatedAt'
>;

const columns = {
  storageKey: siteLogo.storageKey,
  width: siteLogo.width,
  height: siteLogo.height,
  size: siteLogo.size,
  sha256: siteLogo.sha256,
  updatedAt: siteLogo.updatedAt,
};

/** The stored logo, or null when none is uploaded. */
export async function readSiteLogo(db: Executor): Promise<SiteLogoRow | null> {
  const [row] = await db.select(columns).from(siteLogo).where(eq(siteLogo.id, 1));
  return row ?? null;
}

/** Writes the logo row, replacing any (read the old key first with `lockSiteLogo` to remove its file). */
export async function upsertSiteLogo(db: Executor, logo: Omit<SiteLogoRow, 'updatedAt'>, by: string): Promise<void> {
  await db
    .insert(siteLogo)
    .values({ id: 1, ...logo, updatedByUserId: by })
    .onConflictDoUpdate({ target: siteLogo.id, set: { ...logo, updatedAt: sql`now()`, updatedByUserId: by } });
}

/** The stored logo's key with the row locked for this transaction (null when none). */
export async function lockSiteLogo(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ storageKey: siteLogo.storageKey })
    .from(siteLogo)
    .where(eq(siteLogo.id, 1))
    .for('update');
  return row?.storageKey ?? null;
}

/** Deletes the logo row; answers its storage key, or null when there was none. */
export async function deleteSiteLogo(db: Executor): Promise<string | null> {
  const [row] = await db.delete(siteLogo).where(eq(siteLogo.id, 1)).returning({ storageKey: siteLogo.storageKey });
  return row?.storageKey ?? null;
}
