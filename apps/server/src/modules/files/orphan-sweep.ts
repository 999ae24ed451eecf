/**
 * The sweep of orphan files (issue "One way to do each thing"): a process killed between storing an
 * upload's bytes and committing its row leaves a file no row names. Every hour (a scheduled job,
 * app.ts) one process lists the storage and removes the files that no row names
 * (orphan-sweep.repository.ts) and that were last written more than the grace period (24 h) ago, so
 * an upload still in flight is never touched. Only keys of `newStorageKey`'s shape are considered:
 * anything else in the folder or bucket is left alone. The folder or bucket belongs to this database
 * (docs/operations.md "Files").
 */
import type { AppContext } from '../../context';
import type { FileStorage } from './file-storage';
import { namedStorageKeys } from './orphan-sweep.repository';
import { storageFor } from './storage';

/** How old an unnamed file must be before the sweep removes it: 24 h, in ms. */
export const ORPHAN_GRACE_MS = 24 * 3_600_000;

/** Keys checked against the database per statement. */
const BATCH = 500;

export interface OrphanSweepOptions {
  /** Ms since a file was last written before it may go (default ORPHAN_GRACE_MS). */
  graceMs?: number;
  /** The time ages are counted from (default: now). */
  now?: Date;
  /** Stops the sweep between batches (the app closing). */
  signal?: AbortSignal;
  /** The storage to sweep (default: the configured one, `storageFor`). */
  storage?: FileStorage;
}

/**
 * Removes the configured storage's files that no row names and that were last written before
 * `now - graceMs`. Answers how many files were listed and the removed keys. Storage and database
 * errors are thrown (the scheduler records them; the next run starts over).
 */
export async function sweepOrphanFiles(
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
  options: OrphanSweepOptions = {},
): Promise<{ listed: number; removed: string[] }> {
  const storage = options.storage ?? storageFor(ctx.config);
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_GRACE_MS);
  let listed = 0;
  const removed: string[] = [];
  let batch: string[] = [];
  const flush = async () => {
    const named = await namedStorageKeys(ctx.db, batch);
    for (const key of batch) {
      if (named.has(key)) continue;
      await storage.delete(key);
      removed.push(key);
    }
    batch = [];
  };
  for await (const { key, lastModified } of storage.list()) {
    if (options.signal?.aborted) break;
    listed++;
    if (lastModified.getTime() < cutoff) batch.push(key);
    if (batch.length >= BATCH) await flush();
  }
  if (!options.signal?.aborted && batch.length > 0) await flush();
  if (removed.length > 0) ctx.log.info({ removed: removed.length, listed }, 'removed orphan files');
  return { listed, removed };
}
