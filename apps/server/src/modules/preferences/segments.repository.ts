/**
 * Segments and the caller's choices of them (issue 16; spec 03 §3 Segment, §4 Interests and
 * communication preferences). Every function takes the database or an open transaction.
 * Writing `account_segments` raises the content read version at commit (trigger of migration
 * 0007), so a member's segment-restricted news and resources change with their next request.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { accountSegments, segments } from '../../db/schema';

/** A segment: id, category and name. */
export type SegmentRow = Pick<typeof segments.$inferSelect, 'id' | 'categoryName' | 'name'>;

/** A segment's columns with `selected`: whether `accountId` holds it. */
const withChoice = (accountId: string) => ({
  id: segments.id,
  categoryName: segments.categoryName,
  name: segments.name,
  selected: sql<boolean>`exists (select 1 from ${accountSegments} where ${accountSegments.accountId} = ${accountId}
    and ${accountSegments.segmentId} = ${segments.id})`,
});

/** Segments of some categories, by category then name; `selected` is whether the account holds it. */
export async function segmentsWithChoice(
  db: Executor,
  accountId: string,
  categories: readonly string[],
): Promise<(SegmentRow & { selected: boolean })[]> {
  return db
    .select(withChoice(accountId))
    .from(segments)
    .where(inArray(segments.categoryName, [...categories]))
    .orderBy(asc(segments.categoryName), asc(segments.name));
}

/** Segments of one category, by name. */
export async function segmentsOfCategory(db: Executor, categoryName: string): Promise<SegmentRow[]> {
  return db
    .select({ id: segments.id, categoryName: segments.categoryName, name: segments.name })
    .from(segments)
    .where(eq(segments.categoryName, categoryName))
    .orderBy(asc(segments.name));
}

/** One segment with whether the account holds it, or null. */
export async function segmentWithChoice(
  db: Executor,
  accountId: string,
  segmentId: number,
): Promise<(SegmentRow & { selected: boolean }) | null> {
  const [row] = await db.select(withChoice(accountId)).from(segments).where(eq(segments.id, segmentId));
  return row ?? null;
}

/** Adds the segment to the account (nothing when it is there already). */
export async function addAccountSegment(db: Executor, accountId: string, segmentId: number): Promise<void> {
  await db.insert(accountSegments).values({ accountId, segmentId }).onConflictDoNothing();
}

/** Removes the segment from the account (nothing when it was not there). */
export async function removeAccountSegment(db: Executor, accountId: string, segmentId: number): Promise<void> {
  await db
    .delete(accountSegments)
    .where(and(eq(accountSegments.accountId, accountId), eq(accountSegments.segmentId, segmentId)));
}
