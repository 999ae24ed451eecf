/**
 * Rows of the personal calendar feed (issue 18, beyond the spec): the feed token (SHA-256 hash
 * only, one per account) and the meetings a feed carries.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../../db/raw-query';
import type { Viewer } from '../access.repository';
import { visibleMeetingSql } from './meetings.repository';

/** True when the account has a feed token. */
export async function hasFeedToken(db: Executor, userId: string): Promise<boolean> {
  const rows = await query(db, sql`select 1 from calendar_feed_tokens where user_id = ${userId}`);
  return rows.length > 0;
}

/** Sets the account's token hash (replacing, and so revoking, any earlier one). */
export async function putFeedToken(db: Executor, userId: string, tokenHash: string): Promise<void> {
  await db.execute(
    sql`insert into calendar_feed_tokens (user_id, token_hash) values (${userId}, ${tokenHash})
      on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now()`,
  );
}

/** Revokes the account's token. */
export async function deleteFeedToken(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`delete from calendar_feed_tokens where user_id = ${userId}`);
}

/** The active account of a token hash, or undefined. */
export async function accountOfFeedToken(
  db: Executor,
  tokenHash: string,
): Promise<{ id: string; role: number } | undefined> {
  const [row] = await query<{ id: string; role: number }>(
    db,
    sql`select a.id, a.role from calendar_feed_tokens t join accounts a on a.id = t.user_id
      where t.token_hash = ${tokenHash} and a.is_active`,
  );
  return row ? { id: row.id, role: Number(row.role) } : undefined;
}

/** A meeting as a calendar entry. */
export interface MeetingIcsRow {
  id: number;
  community_id: number;
  c_alias: string;
  c_name: string;
  name: string;
  description: string;
  meeting_link: string;
  start_date: Date | string;
  end_date: Date | string;
}

/**
 * The meetings of the caller's feed: visible ones ending after `since` that the caller answered
 * Going, is invited to, or bookmarked; at most 500, soonest first.
 */
export function feedMeetings(db: Executor, viewer: Viewer, since: Date): Promise<MeetingIcsRow[]> {
  return query<MeetingIcsRow>(
    db,
    sql`select mt.id, mt.community_id, c.alias as c_alias, c.name as c_name, mt.name, mt.description, mt.meeting_link,
        mt.start_date, mt.end_date
      from community_meetings mt join communities c on c.id = mt.community_id
      left join community_members m on m.community_id = c.id and m.user_id = ${viewer.id}
      left join community_meeting_users mu on mu.meeting_id = mt.id and mu.user_id = ${viewer.id}
      where mt.end_date >= ${since} and ${visibleMeetingSql(viewer)}
        and (mu.status = 1 or coalesce(mu.invited, false)
          or exists (select 1 from community_meeting_favorites f where f.meeting_id = mt.id and f.user_id = ${viewer.id}))
      order by mt.start_date, mt.id limit 500`,
  );
}
