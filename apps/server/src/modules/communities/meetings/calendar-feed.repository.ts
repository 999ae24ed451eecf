/**
 * Rows of the personal calendar feed (issue 18, beyond the spec): the feed token (SHA-256 hash
 * only, one per account) and the meetings a feed carries, through Drizzle's builder on the schema.
 */
import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/raw-query';
import { accounts } from '../../../db/schema/accounts';
import { calendarFeedTokens as tokens, communityMeetingFavorites as favorites } from '../../../db/schema/meetings';
import type { Viewer } from '../access.repository';
import { c, m, memberOfCommunity, mt, mu, userOfMeeting, visibleMeetingSql } from './meeting-access.repository';

/** True when the account has a feed token. */
export async function hasFeedToken(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.select({ userId: tokens.userId }).from(tokens).where(eq(tokens.userId, userId));
  return rows.length > 0;
}

/** Sets the account's token hash (replacing, and so revoking, any earlier one). */
export async function putFeedToken(db: Executor, userId: string, tokenHash: string): Promise<void> {
  await db
    .insert(tokens)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: tokens.userId, set: { tokenHash, createdAt: sql`now()` } });
}

/** Revokes the account's token. */
export async function deleteFeedToken(db: Executor, userId: string): Promise<void> {
  await db.delete(tokens).where(eq(tokens.userId, userId));
}

/** The active account of a token hash, or undefined. */
export async function accountOfFeedToken(
  db: Executor,
  tokenHash: string,
): Promise<{ id: string; role: number } | undefined> {
  const [row] = await db
    .select({ id: accounts.id, role: accounts.role })
    .from(tokens)
    .innerJoin(accounts, eq(accounts.id, tokens.userId))
    .where(and(eq(tokens.tokenHash, tokenHash), accounts.isActive));
  return row;
}

/** The columns of a meeting in a calendar file. */
const meetingIcsColumns = {
  id: mt.id,
  communityId: mt.communityId,
  cAlias: c.alias,
  cName: c.name,
  name: mt.name,
  description: mt.description,
  meetingLink: mt.meetingLink,
  startDate: mt.startDate,
  endDate: mt.endDate,
  sequence: mt.sequence,
  updatedAt: mt.updatedAt,
  /** IANA zone of the meeting (issue 30), for the calendar's VTIMEZONE. */
  timeZone: mt.timeZone,
  /** Cancelled (issue 30): STATUS:CANCELLED. */
  cancelledAt: mt.cancelledAt,
};

/** One meeting's calendar row (ask the meetings policy first), or undefined. */
export async function meetingIcsRow(db: Executor, meetingId: number) {
  const [row] = await db
    .select(meetingIcsColumns)
    .from(mt)
    .innerJoin(c, eq(c.id, mt.communityId))
    .where(eq(mt.id, meetingId));
  return row;
}

/** The stored validators of a feed (its ETag's hash and Last-Modified), by token hash. */
export async function feedValidators(
  db: Executor,
  userId: string,
): Promise<{ contentHash: string | null; contentChangedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ contentHash: tokens.contentHash, contentChangedAt: tokens.contentChangedAt })
    .from(tokens)
    .where(eq(tokens.userId, userId));
  return row;
}

/**
 * Records that the feed's body is now `contentHash` (changed at `at`) unless it already was;
 * answers the Last-Modified to send (the earlier time when unchanged).
 */
export async function recordFeedContent(db: Executor, userId: string, contentHash: string, at: Date): Promise<Date> {
  const [changed] = await db
    .update(tokens)
    .set({ contentHash, contentChangedAt: at })
    .where(and(eq(tokens.userId, userId), sql`${tokens.contentHash} is distinct from ${contentHash}`))
    .returning({ at: tokens.contentChangedAt });
  if (changed?.at) return changed.at;
  const kept = await feedValidators(db, userId);
  return kept?.contentChangedAt ?? at;
}

/**
 * The meetings of the caller's feed: visible ones ending after `since` that the caller answered
 * Going, is invited to, or bookmarked; at most 500, soonest first.
 */
export function feedMeetings(db: Executor, viewer: Viewer, since: Date) {
  const bookmarked = db
    .select({ one: sql`1` })
    .from(favorites)
    .where(and(eq(favorites.meetingId, mt.id), eq(favorites.userId, viewer.id)));
  return db
    .select(meetingIcsColumns)
    .from(mt)
    .innerJoin(c, eq(c.id, mt.communityId))
    .leftJoin(m, memberOfCommunity(viewer))
    .leftJoin(mu, userOfMeeting(viewer))
    .where(
      and(
        sql`${mt.endDate} >= ${since}`,
        visibleMeetingSql(viewer),
        or(eq(mu.status, 1), sql`coalesce(${mu.invited}, false)`, exists(bookmarked)),
      ),
    )
    .orderBy(asc(mt.startDate), asc(mt.id))
    .limit(500);
}

/** A meeting as a calendar entry. */
export type MeetingIcsRow = Awaited<ReturnType<typeof feedMeetings>>[number];
