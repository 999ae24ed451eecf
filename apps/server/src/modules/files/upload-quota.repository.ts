/**
 * The bytes an account has stored (issue 28 finding 7, the per-account storage quota of
 * upload-check.ts): every stored file it uploaded or owns: content files, community files (posts,
 * comments, join answers, assets, community images), event files, CPD evidence of its records,
 * files of its enquiries and its avatar. Files whose uploader was deleted count for nobody.
 */
import { eq, type SQL, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import {
  accountProfiles,
  accounts,
  communityFiles,
  contentFiles,
  cpdEvidence,
  cpdRecords,
  enquiries,
  enquiryFiles,
  eventFiles,
} from '../../db/schema';

/**
 * The total size in bytes of the files stored by or for `accountId` (0 when none, or when no such account):
 * one statement, a scalar subquery per kind of file.
 */
export async function storedBytesOf(db: Executor, accountId: string): Promise<number> {
  const parts: SQL[] = [
    sql`(${db
      .select({ n: sum(contentFiles.filesize) })
      .from(contentFiles)
      .where(eq(contentFiles.uploadedBy, accountId))})`,
    sql`(${db
      .select({ n: sum(communityFiles.size) })
      .from(communityFiles)
      .where(eq(communityFiles.uploadedBy, accountId))})`,
    sql`(${db
      .select({ n: sum(eventFiles.size) })
      .from(eventFiles)
      .where(eq(eventFiles.uploadedBy, accountId))})`,
    sql`(${db
      .select({ n: sum(cpdEvidence.size) })
      .from(cpdEvidence)
      .innerJoin(cpdRecords, eq(cpdRecords.id, cpdEvidence.recordId))
      .where(eq(cpdRecords.accountId, accountId))})`,
    sql`(${db
      .select({ n: sum(enquiryFiles.sizeBytes) })
      .from(enquiryFiles)
      .innerJoin(enquiries, eq(enquiries.id, enquiryFiles.enquiryId))
      .where(eq(enquiries.accountId, accountId))})`,
    sql`(${db.select({ n: accountProfiles.avatarSize }).from(accountProfiles).where(eq(accountProfiles.accountId, accountId))})`,
  ];
  const [row] = await db
    .select({
      total: sql<number>`(${sql.join(
        parts.map((p) => sql`coalesce(${p}, 0)`),
        sql` + `,
      )})::bigint`.mapWith(Number),
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.total ?? 0;
}
