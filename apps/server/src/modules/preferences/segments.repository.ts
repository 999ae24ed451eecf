/**
 * Segments and the caller's choices of them (issue 16; spec 03 §3 Segment, §4 Interests and
 * communication preferences). Every function takes the database or an open transaction.
 * Writing `account_segments` raises the content read version at commit (trigger of migration
 * 0007), so a member's segment-restricted news and resources change with their next request.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';

export interface SegmentRow {
  id: number;
  categoryName: string;
  name: string;
}

/** Segments of some categories, by category then name; `selected` is whether the account holds it. */
export async function segmentsWithChoice(
  db: Executor,
  accountId: string,
  categories: readonly string[],
): Promise<(SegmentRow & { selected: boolean })[]> {
  const rows = await query<SegmentRow & { selected: boolean }>(
    db,
    sql`select s.id, s.category_name as "categoryName", s.name,
        exists (select 1 from account_segments g where g.account_id = ${accountId} and g.segment_id = s.id) as selected
      from segments s
      where s.category_name in (${sql.join(
        categories.map((c) => sql`${c}`),
        sql`, `,
      )})
      order by s.category_name, s.name`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Segments of one category, by name. */
export async function segmentsOfCategory(db: Executor, categoryName: string): Promise<SegmentRow[]> {
  const rows = await query<SegmentRow>(
    db,
    sql`select id, category_name as "categoryName", name from segments where category_name = ${categoryName} order by name`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** One segment with whether the account holds it, or null. */
export async function segmentWithChoice(
  db: Executor,
  accountId: string,
  segmentId: number,
): Promise<(SegmentRow & { selected: boolean }) | null> {
  const [row] = await query<SegmentRow & { selected: boolean }>(
    db,
    sql`select s.id, s.category_name as "categoryName", s.name,
        exists (select 1 from account_segments g where g.account_id = ${accountId} and g.segment_id = s.id) as selected
      from segments s where s.id = ${segmentId}`,
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

/** Adds the segment to the account (nothing when it is there already). */
export async function addAccountSegment(db: Executor, accountId: string, segmentId: number): Promise<void> {
  await query(
    db,
    sql`insert into account_segments (account_id, segment_id) values (${accountId}, ${segmentId}) on conflict do nothing`,
  );
}

/** Removes the segment from the account (nothing when it was not there). */
export async function removeAccountSegment(db: Executor, accountId: string, segmentId: number): Promise<void> {
  await query(db, sql`delete from account_segments where account_id = ${accountId} and segment_id = ${segmentId}`);
}
