/**
 * Data access of contact-us enquiries (spec 01 §5 Contact form, §7 Contact; issue 14): an enquiry
 * row and its attachment rows, written in one transaction by the service; read back by staff
 * (issue 30): a page of enquiries with their attachment counts, one enquiry, its attachments.
 */
import { asc, count, desc, eq } from 'drizzle-orm';
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

/** The columns staff read of an enquiry. */
const enquiryColumns = {
  id: enquiries.id,
  accountId: enquiries.accountId,
  name: enquiries.name,
  email: enquiries.email,
  mobile: enquiries.mobile,
  comments: enquiries.comments,
  memberNumber: enquiries.memberNumber,
  createdAt: enquiries.createdAt,
};
export type EnquiryRow = { [K in keyof typeof enquiryColumns]: (typeof enquiries.$inferSelect)[K] };

/** A page of enquiries, newest first, each with its number of attachments; and the total count. */
export async function listEnquiries(
  db: Executor,
  page: number,
  size: number,
): Promise<{ rows: (EnquiryRow & { attachmentCount: number })[]; total: number }> {
  const files = db
    .select({ enquiryId: enquiryFiles.enquiryId, n: count().as('n') })
    .from(enquiryFiles)
    .groupBy(enquiryFiles.enquiryId)
    .as('files');
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...enquiryColumns, attachmentCount: files.n })
      .from(enquiries)
      .leftJoin(files, eq(files.enquiryId, enquiries.id))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(enquiries),
  ]);
  return { rows: rows.map((r) => ({ ...r, attachmentCount: Number(r.attachmentCount ?? 0) })), total: Number(total) };
}

/** One enquiry, or null. */
export async function enquiryById(db: Executor, id: string): Promise<EnquiryRow | null> {
  const [row] = await db.select(enquiryColumns).from(enquiries).where(eq(enquiries.id, id));
  return row ?? null;
}

/** The columns of an enquiry attachment (`size` in bytes). */
const fileColumns = {
  id: enquiryFiles.id,
  enquiryId: enquiryFiles.enquiryId,
  storageKey: enquiryFiles.storageKey,
  filename: enquiryFiles.filename,
  mimeType: enquiryFiles.mimeType,
  size: enquiryFiles.sizeBytes,
};

/** The attachments of an enquiry in the order they were sent. */
export function filesOfEnquiry(db: Executor, enquiryId: string) {
  return db
    .select(fileColumns)
    .from(enquiryFiles)
    .where(eq(enquiryFiles.enquiryId, enquiryId))
    .orderBy(asc(enquiryFiles.position), asc(enquiryFiles.id));
}

/** One attachment by id (of whichever enquiry: the policy checks it is the asked one), or null. */
export async function enquiryFileById(db: Executor, fileId: number) {
  const [row] = await db.select(fileColumns).from(enquiryFiles).where(eq(enquiryFiles.id, fileId));
  return row ?? null;
}
