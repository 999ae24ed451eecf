/**
 * What the steps of the communities seed share: the database, the tenant's written corpus, the
 * run's clock, the named accounts and the member pool, and the community files collected on the way
 * (their bytes are written in parallel; the rows are inserted once, by `seedFiles`).
 */
import type { TenantId } from '@portal/shared';
import { inArray, sql } from 'drizzle-orm';
import { type CoverArt, createCoverArt, type FileStorage, newStorageKey } from '../../../modules/files';
import type { Executor } from '../../raw-query';
import { accounts, type communityFiles } from '../../schema';
import { type CommunitiesCorpus, corpusFor } from '../corpus';

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** A community file row waiting to be inserted. */
export type CommunityFileRow = typeof communityFiles.$inferInsert;

/** The state every step reads; `files` grows as steps store files. */
export interface CommunitySeed {
  db: Executor;
  /** The communities part of the tenant's corpus (names, about texts, threads, comments). */
  corpus: CommunitiesCorpus;
  /** The tenant's cover art (issue 32): community and post images by subject. */
  art: CoverArt;
  /** The tenant the corpus is of (`corpus/thread-tags.ts` is keyed by it). */
  tenant: TenantId;
  /** The run's clock (ms since the epoch); every seeded date is an offset from it. */
  now: number;
  adminId: string;
  moderatorId: string;
  memberId: string;
  /** Up to 300 generated members (`@example.com`, contact type Member), by member number. */
  pool: string[];
  files: CommunityFileRow[];
  /** Stores bytes under a new key and returns the key; the writes run in parallel until `flushWrites`. */
  storeFile: (bytes: Buffer, ext: string) => string;
  flushWrites: () => Promise<void>;
}

/** Builds the shared state: the tenant's corpus, then the accounts the seed writes for. */
export async function createCommunitySeed(
  db: Executor,
  storage: FileStorage,
  now: Date,
  tenant?: TenantId,
): Promise<CommunitySeed> {
  // Accounts: the named ones and the generated members (in a stable order).
  const named = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, ['admin@example.org', 'moderator@example.org', 'member@example.org']));
  const idOf = (email: string) => named.find((a) => a.email === email)?.id as string;
  const people = (await db.execute(
    sql`select id from accounts where email like '%@example.com' and 'Member' = any(contact_types) order by member_num, id limit 300`,
  )) as unknown as {
    rows: { id: string }[];
  };

  const pendingWrites: Promise<void>[] = [];
  return {
    db,
    corpus: corpusFor(tenant).communities,
    art: createCoverArt(tenant ?? 'ota'),
    tenant: tenant ?? 'ota',
    now: now.getTime(),
    adminId: idOf('admin@example.org'),
    moderatorId: idOf('moderator@example.org'),
    memberId: idOf('member@example.org'),
    pool: people.rows.map((r) => r.id),
    files: [],
    storeFile: (bytes, ext) => {
      const key = newStorageKey(ext);
      // The seed stores PDFs, PNGs and WebP covers only (posts.seed.ts, structure.seed.ts).
      const mime = ext === 'pdf' ? 'application/pdf' : ext === 'webp' ? 'image/webp' : 'image/png';
      pendingWrites.push(storage.put(key, bytes, mime));
      return key;
    },
    flushWrites: async () => {
      await Promise.all(pendingWrites.splice(0));
    },
  };
}
