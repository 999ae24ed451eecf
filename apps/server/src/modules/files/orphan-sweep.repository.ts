/**
 * Which storage keys the database names (orphan-sweep.ts): every column that holds a storage key.
 * A new table or column holding storage keys belongs in STORAGE_KEY_COLUMNS, or the sweep would take
 * its files for orphans; test/files.orphan-sweep.test.ts fails when a column named like one is
 * neither here nor on its list of columns known to hold something else.
 *
 * Not listed, because they hold no key: images and attachments of communities, posts and events
 * point at these file rows by id (`image_file_id`, `file_id`...), and `accounts.avatar_url` holds a
 * URL served by id (`/api/user/avatar/<id>`, whose key is `account_profiles.avatar_key`) or a
 * URL of a file served by id (`/api/event/image/<id>`).
 */
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/raw-query';
import {
  accountProfiles,
  brandAssets,
  communityFiles,
  contentFiles,
  cpdEvidence,
  enquiryFiles,
  eventFiles,
  organisations,
  siteLogo,
} from '../../db/schema';
import { isStorageKey } from './file-storage';

/** Every column holding storage keys (`newStorageKey`), as `table.column` by `storageKeyColumnNames`. */
export const STORAGE_KEY_COLUMNS: readonly AnyPgColumn[] = [
  contentFiles.storageKey,
  communityFiles.storageKey,
  eventFiles.storageKey,
  cpdEvidence.storageKey,
  enquiryFiles.storageKey,
  organisations.logoKey,
  accountProfiles.avatarKey,
  brandAssets.storageKey,
  siteLogo.storageKey,
];

/**
 * Of `keys` (storage keys; anything else is never named), those some row names, in one statement
 * (each column has a unique index). Pass at most a few thousand at a time.
 */
export async function namedStorageKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  const candidates = keys.filter(isStorageKey);
  if (candidates.length === 0) return new Set();
  const named: SQL[] = STORAGE_KEY_COLUMNS.map(
    (column) => sql`exists (select 1 from ${column.table} where ${column} = k)`,
  );
  // Storage keys hold no comma, quote, brace or space: the array literal needs no quoting.
  const rows = await db
    .select({ k: sql<string>`k` })
    .from(sql`unnest(${`{${candidates.join(',')}}`}::text[]) as k`)
    .where(sql.join(named, sql` or `));
  return new Set(rows.map((r) => r.k));
}

/** STORAGE_KEY_COLUMNS as `table.column` names. */
export function storageKeyColumnNames(): string[] {
  return STORAGE_KEY_COLUMNS.map((column) => `${getTableName(column.table)}.${column.name}`);
}
