/**
 * SQL of contact-us enquiries (spec 01 §5 Contact form, §7 Contact; issue 14): an enquiry row and
 * its attachment rows, written in one transaction by the service.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';

/** Stores an enquiry; answers its id. */
export async function insertEnquiry(
  db: Executor,
  e: {
    accountId: string | null;
    name: string | null;
    email: string;
    mobile: string | null;
    comments: string;
    memberNumber: string | null;
  },
): Promise<string> {
  const rows = await query<{ id: string }>(
    db,
    sql`insert into enquiries (account_id, name, email, mobile, comments, member_number)
      values (${e.accountId}, ${e.name}, ${e.email}, ${e.mobile}, ${e.comments}, ${e.memberNumber}) returning id`,
  );
  return rows[0].id;
}

/** Records one stored attachment of an enquiry (`storageKey` from newStorageKey). */
export async function insertEnquiryFile(
  db: Executor,
  f: { enquiryId: string; storageKey: string; filename: string; mimeType: string; sizeBytes: number; position: number },
): Promise<void> {
  await query(
    db,
    sql`insert into enquiry_files (enquiry_id, storage_key, filename, mime_type, size_bytes, position)
      values (${f.enquiryId}, ${f.storageKey}, ${f.filename}, ${f.mimeType}, ${f.sizeBytes}, ${f.position})`,
  );
}

/** The member number of an account (null when it has none). */
export async function memberNumberOf(db: Executor, accountId: string): Promise<string | null> {
  const rows = await query<{ memberNum: string | null }>(
    db,
    sql`select member_num as "memberNum" from accounts where id = ${accountId}`,
  );
  return rows[0]?.memberNum ?? null;
}
