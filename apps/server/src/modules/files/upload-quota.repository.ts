/**
 * The bytes an account has stored (issue 28 finding 7, the per-account storage quota of
 * upload-check.ts): every stored file it uploaded or owns: content files, community files (posts,
 * comments, join answers, assets, community images), event files, CPD evidence of its records,
 * files of its enquiries and its avatar. Files whose uploader was deleted count for nobody.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';
import {
  accountProfiles,
  communityFiles,
  contentFiles,
  cpdEvidence,
  cpdRecords,
  enquiries,
  enquiryFiles,
  eventFiles,
} from '../../db/schema';

/** The total size in bytes of the files stored by or for `accountId` (0 when none). */
export async function storedBytesOf(db: Executor, accountId: string): Promise<number> {
  const [row] = await query<{ total: string | number | null }>(
    db,
    sql`select (
      coalesce((select sum(${contentFiles.filesize}) from ${contentFiles} where ${contentFiles.uploadedBy} = ${accountId}), 0)
      + coalesce((select sum(${communityFiles.size}) from ${communityFiles} where ${communityFiles.uploadedBy} = ${accountId}), 0)
      + coalesce((select sum(${eventFiles.size}) from ${eventFiles} where ${eventFiles.uploadedBy} = ${accountId}), 0)
      + coalesce((select sum(e.size) from ${cpdEvidence} e join ${cpdRecords} r on r.id = e.record_id
          where r.account_id = ${accountId}), 0)
      + coalesce((select sum(f.size_bytes) from ${enquiryFiles} f join ${enquiries} q on q.id = f.enquiry_id
          where q.account_id = ${accountId}), 0)
      + coalesce((select ${accountProfiles.avatarSize} from ${accountProfiles} where ${accountProfiles.accountId} = ${accountId}), 0)
    )::bigint as total`,
  );
  return Number(row?.total ?? 0);
}
