/**
 * Rows of the people of a meeting (spec 02 §3 Meeting users; issue 18): invitations, RSVP answers,
 * bookmarks and the member search of the invitation dialog; through Drizzle's builder.
 */
import { and, asc, eq, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/raw-query';
import { accounts } from '../../../db/schema/accounts';
import { communityMembers } from '../../../db/schema/communities';
import { communityMeetingFavorites as favorites, communityMeetingUsers } from '../../../db/schema/meetings';

/** The invitation and answer rows of the meetings, with the members' names. */
export async function loadMeetingUsers(db: Executor, meetingIds: number[]) {
  if (meetingIds.length === 0) return [];
  return db
    .select({
      meetingId: communityMeetingUsers.meetingId,
      userId: communityMeetingUsers.userId,
      status: communityMeetingUsers.status,
      invited: communityMeetingUsers.invited,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(communityMeetingUsers)
    .innerJoin(accounts, eq(accounts.id, communityMeetingUsers.userId))
    .where(inArray(communityMeetingUsers.meetingId, meetingIds))
    .orderBy(asc(accounts.firstName), asc(accounts.lastName), asc(accounts.id));
}

/** An invitation or answer of a meeting, with the member's name. */
export type MeetingUserRow = Awaited<ReturnType<typeof loadMeetingUsers>>[number];

/** Sets the caller's answer (the row is created when missing). */
export async function upsertRsvp(db: Executor, meetingId: number, userId: string, status: number): Promise<void> {
  await db
    .insert(communityMeetingUsers)
    .values({ meetingId, userId, status })
    .onConflictDoUpdate({
      target: [communityMeetingUsers.meetingId, communityMeetingUsers.userId],
      set: { status, updatedAt: sql`now()` },
    });
}

/** Of `userIds`, the Joined members of the community (only they can be invited). */
export async function joinedOf(db: Executor, communityId: number, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: communityMembers.userId })
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.status, 2),
        inArray(communityMembers.userId, userIds),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Invites users (their answer rows kept when present); answers the ids newly invited. */
export async function invite(db: Executor, meetingId: number, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(communityMeetingUsers)
    .values(userIds.map((userId) => ({ meetingId, userId, invited: true })))
    .onConflictDoUpdate({
      target: [communityMeetingUsers.meetingId, communityMeetingUsers.userId],
      set: { invited: true, updatedAt: sql`now()` },
      setWhere: not(communityMeetingUsers.invited),
    })
    .returning({ userId: communityMeetingUsers.userId });
  return rows.map((r) => r.userId);
}

/** Removes invitations (with their answers). */
export async function uninvite(db: Executor, meetingId: number, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .delete(communityMeetingUsers)
    .where(and(eq(communityMeetingUsers.meetingId, meetingId), inArray(communityMeetingUsers.userId, userIds)));
}

/** `select user_id` of the meeting's invited users (the audience of a private meeting's notification). */
export function invitedUsersSql(meetingId: number): SQL {
  return sql`select ${communityMeetingUsers.userId} from ${communityMeetingUsers}
    where ${communityMeetingUsers.meetingId} = ${meetingId} and ${communityMeetingUsers.invited}`;
}

/** Bookmarks the meeting (idempotent). */
export async function addFavorite(db: Executor, meetingId: number, userId: string): Promise<void> {
  await db.insert(favorites).values({ meetingId, userId }).onConflictDoNothing();
}

/** Removes the bookmark (idempotent). */
export async function removeFavorite(db: Executor, meetingId: number, userId: string): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.meetingId, meetingId), eq(favorites.userId, userId)));
}

/** Joined members of the community matching `pattern` (ilike) on name or email, with their invitation; at most 50 by name. */
export function searchMembers(db: Executor, communityId: number, meetingId: number, pattern: string) {
  return db
    .select({
      userId: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
      invited: sql<boolean>`coalesce(${communityMeetingUsers.invited}, false)`,
    })
    .from(communityMembers)
    .innerJoin(accounts, eq(accounts.id, communityMembers.userId))
    .leftJoin(
      communityMeetingUsers,
      and(eq(communityMeetingUsers.meetingId, meetingId), eq(communityMeetingUsers.userId, accounts.id)),
    )
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.status, 2),
        accounts.isActive,
        or(
          ilike(accounts.firstName, pattern),
          ilike(accounts.lastName, pattern),
          ilike(accounts.email, pattern),
          ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, pattern),
        ),
      ),
    )
    .orderBy(asc(accounts.firstName), asc(accounts.lastName), asc(accounts.id))
    .limit(50);
}

/**
 * The members told of a cancellation (issue 30): active accounts that answered Going or Can't go,
 * or hold an invitation, with their mail address and first name.
 */
export function rsvpedMembers(db: Executor, meetingId: number) {
  return db
    .select({ id: accounts.id, email: accounts.email, firstName: accounts.firstName })
    .from(communityMeetingUsers)
    .innerJoin(accounts, eq(accounts.id, communityMeetingUsers.userId))
    .where(
      and(
        eq(communityMeetingUsers.meetingId, meetingId),
        accounts.isActive,
        or(inArray(communityMeetingUsers.status, [1, 2]), communityMeetingUsers.invited),
      ),
    )
    .orderBy(asc(accounts.id));
}
