/**
 * Data access of contact-us enquiries (spec 01 §5 Contact form, §7 Contact; issue 14): an enquiry
 * row and its attachment rows, written in one transaction by the service.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { accounts, enquiries, enquiryFiles } from '../../db/schema';

/** Stores an enquiry; answers its id. */
export async function insertEnquiry(
  db: Executor,
  e: Pick<typeof enquiries.$inferInsert, 'email' | 'comments'> & {
    accountId: string | null;
    name: string | null;
    mobile: string | null;
    memberNumber: string | null;
  },
): Promise<string> {
  const rows = await db
    .insert(enquiries)
    .values({
      accountId: e.accountId,
      name: e.name,
      email: e.email,
      mobile: e.mobile,
      comments: e.comments,
      memberNumber: e.memberNumber,
    })
    .returning({ id: enquiries.id });
  return rows[0].id;
}

/** Records one stored attachment of an enquiry (`storageKey` from newStorageKey; `sizeBytes` in bytes). */
export async function insertEnquiryFile(
  db: Executor,
  f: { enquiryId: string; storageKey: string; filename: string; mimeType: string; sizeBytes: number; position: number },
): Promise<void> {
  await db.insert(enquiryFiles).values({
    enquiryId: f.enquiryId,
    storageKey: f.storageKey,
    filename: f.filename,
    mimeType: f.mimeType,
    sizeBytes: f.sizeBytes,
    position: f.position,
  });
}

/** The member number of an account (null when it has none). */
export async function memberNumberOf(db: Executor, accountId: string): Promise<string | null> {
  const rows = await db.select({ memberNum: accounts.memberNum }).from(accounts).where(eq(accounts.id, accountId));
  return rows[0]?.memberNum ?? null;
}
