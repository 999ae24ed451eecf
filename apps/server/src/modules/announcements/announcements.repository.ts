/**
 * Data access of announcements (spec 02 §3 Announcement, §4, §7; issue 20). Days are `YYYY-MM-DD` in
 * Australia/Sydney; at most one row is active (partial unique index `announcements_one_active`).
 */
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { type Executor, intArray, intArrayOf } from '../../db/raw-query';
import { announcementDismissals, announcementSegments, announcements, segments } from '../../db/schema';

const a = announcements;

const columns = {
  id: a.id,
  title: a.title,
  description: a.description,
  link: a.link,
  isActive: a.isActive,
  startDate: a.startDate,
  endDate: a.endDate,
  createdAt: a.createdAt,
  createdByUserId: a.createdByUserId,
  segmentIds: sql<number[] | string>`coalesce((select array_agg(${announcementSegments.segmentId})
    from ${announcementSegments} where ${announcementSegments.announcementId} = ${a.id}), '{}')`,
};

/** An announcement row as the admin API answers it (days 'YYYY-MM-DD', `createdAt` ISO text, segment ids ascending). */
export type AnnouncementRow = Pick<
  typeof announcements.$inferSelect,
  'id' | 'title' | 'description' | 'link' | 'isActive' | 'startDate' | 'endDate' | 'createdByUserId'
> & { createdAt: string; segmentIds: number[] };

/** The fields a create or an update writes. */
export type AnnouncementWrite = Pick<
  typeof announcements.$inferInsert,
  'title' | 'description' | 'isActive' | 'startDate' | 'endDate'
> & { link: string | null; isActive: boolean };

type RawRow = Omit<AnnouncementRow, 'segmentIds' | 'createdAt'> & { segmentIds: number[] | string; createdAt: Date };
const toRow = (r: RawRow): AnnouncementRow => ({
  ...r,
  startDate: String(r.startDate).slice(0, 10),
  endDate: String(r.endDate).slice(0, 10),
  createdAt: r.createdAt.toISOString(),
  segmentIds: intArrayOf(r.segmentIds).sort((x, y) => x - y),
});

/** A page of announcements, newest first, and how many there are. */
export async function listAnnouncements(
  db: Executor,
  page: number,
  pageSize: number,
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const rows = await db
    .select(columns)
    .from(a)
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ n }] = await db.select({ n: count() }).from(a);
  return { rows: rows.map(toRow), total: n };
}

/** One announcement, or null. */
export async function findAnnouncement(db: Executor, id: number): Promise<AnnouncementRow | null> {
  const rows = await db.select(columns).from(a).where(eq(a.id, id));
  return rows[0] ? toRow(rows[0]) : null;
}

/**
 * Serialises the writes that may activate an announcement (transaction-scoped advisory lock), so
 * two activations at once run one after the other and the later one wins; the partial unique index
 * still refuses a second active row from any other writer.
 */
export async function lockActivation(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('announcements.active'))`);
}

/** Deactivates every active announcement but `exceptId`. */
export async function deactivateOthers(tx: Executor, exceptId: number | null): Promise<void> {
  await tx
    .update(a)
    .set({ isActive: false })
    .where(and(eq(a.isActive, true), ne(a.id, exceptId ?? 0)));
}

/** The written fields of `w` (exactly these). */
const writeOf = (w: AnnouncementWrite): AnnouncementWrite => ({
  title: w.title,
  description: w.description,
  link: w.link,
  isActive: w.isActive,
  startDate: w.startDate,
  endDate: w.endDate,
});

/** Inserts an announcement; answers its id. */
export async function insertAnnouncement(tx: Executor, w: AnnouncementWrite, createdBy: string): Promise<number> {
  const rows = await tx
    .insert(a)
    .values({ ...writeOf(w), createdByUserId: createdBy })
    .returning({ id: a.id });
  return rows[0].id;
}

/** Replaces an announcement's fields; answers false when it does not exist. */
export async function updateAnnouncement(tx: Executor, id: number, w: AnnouncementWrite): Promise<boolean> {
  const rows = await tx.update(a).set(writeOf(w)).where(eq(a.id, id)).returning({ id: a.id });
  return rows.length > 0;
}

/** Sets an announcement's segments to exactly `segmentIds`. */
export async function replaceSegments(tx: Executor, id: number, segmentIds: readonly number[]): Promise<void> {
  await tx.delete(announcementSegments).where(eq(announcementSegments.announcementId, id));
  if (segmentIds.length === 0) return;
  await tx
    .insert(announcementSegments)
    .select(sql`select ${id}::int, s from unnest(${intArray(segmentIds)}) s`)
    .onConflictDoNothing();
}

/** How many of `segmentIds` exist. */
export async function countSegments(db: Executor, segmentIds: readonly number[]): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(segments)
    .where(sql`${segments.id} = any(${intArray(segmentIds)})`);
  return n;
}

/** Deletes an announcement (its segments and dismissals go with it); answers false when missing. */
export async function deleteAnnouncement(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(a).where(eq(a.id, id)).returning({ id: a.id });
  return rows.length > 0;
}

/**
 * The announcement relevant to a member on `today` (Sydney day): active, `today` within its days,
 * for everyone or for one of `segmentIds`, and not dismissed by the member.
 */
export async function relevantAnnouncement(
  db: Executor,
  accountId: string,
  segmentIds: readonly number[],
  today: string,
): Promise<AnnouncementRow | null> {
  const s = announcementSegments;
  const d = announcementDismissals;
  const rows = await db
    .select(columns)
    .from(a)
    .where(
      sql`${a.isActive} and ${a.startDate} <= ${today}::date and ${a.endDate} >= ${today}::date
        and (not exists (select 1 from ${s} where ${s.announcementId} = ${a.id})
          or exists (select 1 from ${s} where ${s.announcementId} = ${a.id}
            and ${s.segmentId} = any(${intArray(segmentIds)})))
        and not exists (select 1 from ${d} where ${d.announcementId} = ${a.id} and ${d.accountId} = ${accountId})`,
    )
    .limit(1);
  return rows[0] ? toRow(rows[0]) : null;
}

/** Records that a member dismissed an announcement (idempotent). */
export async function insertDismissal(db: Executor, announcementId: number, accountId: string): Promise<void> {
  await db.insert(announcementDismissals).values({ announcementId, accountId }).onConflictDoNothing();
}
