/**
 * SQL of announcements (spec 02 §3 Announcement, §4, §7; issue 20). Days are `YYYY-MM-DD` in
 * Australia/Sydney; at most one row is active (partial unique index `announcements_one_active`).
 */
import { sql } from 'drizzle-orm';
import { type Executor, intArray, intArrayOf, query } from '../../db/raw-query';

/** An announcement row as the admin API answers it. */
export interface AnnouncementRow {
  id: number;
  title: string;
  description: string;
  link: string | null;
  isActive: boolean;
  startDate: string;
  endDate: string;
  createdAt: string;
  createdByUserId: string | null;
  segmentIds: number[];
}

/** The fields a create or an update writes. */
export interface AnnouncementWrite {
  title: string;
  description: string;
  link: string | null;
  isActive: boolean;
  startDate: string;
  endDate: string;
}

type RawRow = Omit<AnnouncementRow, 'segmentIds' | 'createdAt'> & {
  segmentIds: number[] | string;
  createdAt: Date | string;
};
const toRow = (r: RawRow): AnnouncementRow => ({
  ...r,
  startDate: String(r.startDate).slice(0, 10),
  endDate: String(r.endDate).slice(0, 10),
  createdAt: new Date(r.createdAt).toISOString(),
  segmentIds: intArrayOf(r.segmentIds).sort((a, b) => a - b),
});

const columns = sql`a.id, a.title, a.description, a.link, a.is_active as "isActive",
  to_char(a.start_date, 'YYYY-MM-DD') as "startDate", to_char(a.end_date, 'YYYY-MM-DD') as "endDate",
  a.created_at as "createdAt", a.created_by_user_id as "createdByUserId",
  coalesce((select array_agg(s.segment_id) from announcement_segments s where s.announcement_id = a.id), '{}') as "segmentIds"`;

/** A page of announcements, newest first, and how many there are. */
export async function listAnnouncements(
  db: Executor,
  page: number,
  pageSize: number,
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const rows = await query<RawRow>(
    db,
    sql`select ${columns} from announcements a order by a.created_at desc, a.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const [{ n }] = await query<{ n: number | string }>(db, sql`select count(*)::int as n from announcements`);
  return { rows: rows.map(toRow), total: Number(n) };
}

/** One announcement, or null. */
export async function findAnnouncement(db: Executor, id: number): Promise<AnnouncementRow | null> {
  const rows = await query<RawRow>(db, sql`select ${columns} from announcements a where a.id = ${id}`);
  return rows[0] ? toRow(rows[0]) : null;
}

/**
 * Serialises the writes that may activate an announcement (transaction-scoped advisory lock), so
 * two activations at once run one after the other and the later one wins; the partial unique index
 * still refuses a second active row from any other writer.
 */
export async function lockActivation(tx: Executor): Promise<void> {
  await query(tx, sql`select pg_advisory_xact_lock(hashtext('announcements.active'))`);
}

/** Deactivates every active announcement but `exceptId`. */
export async function deactivateOthers(tx: Executor, exceptId: number | null): Promise<void> {
  await query(tx, sql`update announcements set is_active = false where is_active and id <> ${exceptId ?? 0}`);
}

/** Inserts an announcement; answers its id. */
export async function insertAnnouncement(tx: Executor, a: AnnouncementWrite, createdBy: string): Promise<number> {
  const rows = await query<{ id: number }>(
    tx,
    sql`insert into announcements (title, description, link, is_active, start_date, end_date, created_by_user_id)
      values (${a.title}, ${a.description}, ${a.link}, ${a.isActive}, ${a.startDate}::date, ${a.endDate}::date, ${createdBy})
      returning id`,
  );
  return rows[0].id;
}

/** Replaces an announcement's fields; answers false when it does not exist. */
export async function updateAnnouncement(tx: Executor, id: number, a: AnnouncementWrite): Promise<boolean> {
  const rows = await query<{ id: number }>(
    tx,
    sql`update announcements set title = ${a.title}, description = ${a.description}, link = ${a.link},
        is_active = ${a.isActive}, start_date = ${a.startDate}::date, end_date = ${a.endDate}::date
      where id = ${id} returning id`,
  );
  return rows.length > 0;
}

/** Sets an announcement's segments to exactly `segmentIds`. */
export async function replaceSegments(tx: Executor, id: number, segmentIds: readonly number[]): Promise<void> {
  await query(tx, sql`delete from announcement_segments where announcement_id = ${id}`);
  if (segmentIds.length === 0) return;
  await query(
    tx,
    sql`insert into announcement_segments (announcement_id, segment_id)
      select ${id}, s from unnest(${intArray(segmentIds)}) s on conflict do nothing`,
  );
}

/** How many of `segmentIds` exist. */
export async function countSegments(db: Executor, segmentIds: readonly number[]): Promise<number> {
  const [{ n }] = await query<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from segments where id = any(${intArray(segmentIds)})`,
  );
  return Number(n);
}

/** Deletes an announcement (its segments and dismissals go with it); answers false when missing. */
export async function deleteAnnouncement(db: Executor, id: number): Promise<boolean> {
  const rows = await query<{ id: number }>(db, sql`delete from announcements where id = ${id} returning id`);
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
  const rows = await query<RawRow>(
    db,
    sql`select ${columns} from announcements a
      where a.is_active and a.start_date <= ${today}::date and a.end_date >= ${today}::date
        and (not exists (select 1 from announcement_segments s where s.announcement_id = a.id)
          or exists (select 1 from announcement_segments s where s.announcement_id = a.id
            and s.segment_id = any(${intArray(segmentIds)})))
        and not exists (select 1 from announcement_dismissals d where d.announcement_id = a.id and d.account_id = ${accountId})
      limit 1`,
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** Records that a member dismissed an announcement (idempotent). */
export async function insertDismissal(db: Executor, announcementId: number, accountId: string): Promise<void> {
  await query(
    db,
    sql`insert into announcement_dismissals (announcement_id, account_id) values (${announcementId}, ${accountId})
      on conflict do nothing`,
  );
}
