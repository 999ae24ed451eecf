/**
 * Rows of community membership (spec 02 §4 Membership): members, join answers (and their files)
 * and the members and pending counters on the community row (changed in the transaction that
 * changes the member row, under the community row's lock).
 */
import { MembershipStatus } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../../db/raw-query';
import type { DirectoryViewer } from '../../../policies/directory';
import { listedFor } from '../../directory/directory.repository';
import { containsPattern } from '../format';
import { deleteFileRows } from '../uploads/uploads.repository';
import type { MemberRow } from './membership.presenter';

/** The join questions of a community, in their order. */
export async function loadJoinQuestions(db: Executor, communityId: number) {
  return query<{ id: number; text: string; is_required_assets: boolean }>(
    db,
    sql`select id, text, is_required_assets from community_join_questions where community_id = ${communityId} order by sort_order, id`,
  );
}

/** Deletes the user's join answers in a community and their files' rows; answers the storage keys to remove after commit. */
export async function deleteAnswers(db: Executor, communityId: number, userId: string): Promise<string[]> {
  const keys = await deleteFileRows(
    db,
    sql`f.answer_id in (select a.id from community_join_answers a where a.community_id = ${communityId} and a.user_id = ${userId})`,
  );
  await db.execute(sql`delete from community_join_answers where community_id = ${communityId} and user_id = ${userId}`);
  return keys;
}

/** Text answers of a join request. */
export async function insertAnswers(
  db: Executor,
  communityId: number,
  userId: string,
  answers: { questionId: number; answer: string }[],
): Promise<void> {
  if (answers.length === 0) return;
  const values = answers.map((a) => sql`(${communityId}, ${a.questionId}, ${userId}, ${a.answer})`);
  await db.execute(
    sql`insert into community_join_answers (community_id, question_id, user_id, answer) values ${sql.join(values, sql`, `)}`,
  );
}

/** The user's answer row to a question (created empty when missing); answers its id. */
export async function ensureAnswer(db: Executor, communityId: number, questionId: number, userId: string) {
  const [answer] = await query<{ id: number }>(
    db,
    sql`insert into community_join_answers (community_id, question_id, user_id, answer) values (${communityId}, ${questionId}, ${userId}, '')
          on conflict (question_id, user_id) do update set question_id = excluded.question_id returning id`,
  );
  return Number(answer.id);
}

/** Deletes the file rows of a join answer; answers their storage keys. */
export function deleteAnswerFiles(db: Executor, answerId: number): Promise<string[]> {
  return deleteFileRows(db, sql`f.answer_id = ${answerId}`);
}

/**
 * A join (or a fresh request after removal: `renew`): the user's member row as a plain member
 * with `status`, terms accepted at `acceptedAt`, joined at `joinedAt`. Answers false when a new row
 * was not written because a parallel join of the same user wrote it first (`on conflict do
 * nothing`: issue 28 finding 8, no unique-key 500); the caller then answers the stored membership.
 */
export async function writeMember(
  db: Executor,
  communityId: number,
  userId: string,
  m: { status: number; acceptedAt: Date | null; joinedAt: Date | null; renew: boolean },
): Promise<boolean> {
  if (!m.renew) {
    const written = await query(
      db,
      sql`insert into community_members (community_id, user_id, role, status, accepted_terms_at, joined_at)
        values (${communityId}, ${userId}, 0, ${m.status}, ${m.acceptedAt}, ${m.joinedAt})
        on conflict (community_id, user_id) do nothing returning 1`,
    );
    return written.length > 0;
  }
  await db.execute(sql`update community_members set status = ${m.status}, role = 0, permissions = null, block_reason = null,
        accepted_terms_at = ${m.acceptedAt}, joined_at = ${m.joinedAt}, updated_at = now()
        where community_id = ${communityId} and user_id = ${userId}`);
  return true;
}

/** Makes an auto-join user an explicit Joined member (idempotent); answers whether the row is new. */
export async function insertJoinedMember(db: Executor, communityId: number, userId: string): Promise<boolean> {
  const added = await query(
    db,
    sql`insert into community_members (community_id, user_id, role, status, joined_at) values (${communityId}, ${userId}, 0, 2, now()) on conflict do nothing returning 1`,
  );
  return added.length > 0;
}

/** Deletes the user's member row. */
export async function deleteMember(db: Executor, communityId: number, userId: string): Promise<void> {
  await db.execute(sql`delete from community_members where community_id = ${communityId} and user_id = ${userId}`);
}

/** Moves membersCount (a Joined row) or pendingMembersCount (an Awaiting row) by `delta`. */
export async function moveMemberCount(db: Executor, communityId: number, status: number, delta: 1 | -1): Promise<void> {
  await db.execute(
    status === MembershipStatus.Joined
      ? sql`update communities set members_count = members_count + ${delta} where id = ${communityId}`
      : sql`update communities set pending_members_count = pending_members_count + ${delta} where id = ${communityId}`,
  );
}

/**
 * A page of a community's Joined members (`keyword` in the first, last or full name), moderators
 * first, then editors, then members by name; and their total. With a `viewer` (a caller who does
 * not manage the community) members out of the directory are left out (spec 03 §3 Privacy
 * settings, modules/directory/privacy.sql.ts); each row carries the stored settings for the presenter.
 */
export async function loadMemberPage(
  db: Executor,
  communityId: number,
  q: { page: number; pageSize: number; keyword?: string },
  viewer: DirectoryViewer | null,
): Promise<{ rows: MemberRow[]; total: number }> {
  const like = q.keyword ? containsPattern(q.keyword) : null;
  const listed = viewer ? listedFor(viewer, 'a') : sql`true`;
  const where = sql`m.community_id = ${communityId} and m.status = 2 and ${listed} ${like ? sql`and (a.first_name ilike ${like} or a.last_name ilike ${like} or (a.first_name || ' ' || a.last_name) ilike ${like})` : sql``}`;
  const [rows, [{ n }]] = await Promise.all([
    query<MemberRow>(
      db,
      sql`select m.id, m.user_id, a.first_name, a.last_name, a.email, a.avatar_url, a.pronoun, a.state, m.role, m.status, m.joined_at, m.updated_at, p.privacy,
        exists (select 1 from community_join_answers x where x.community_id = m.community_id and x.user_id = m.user_id) as has_answers
        from community_members m join accounts a on a.id = m.user_id
        left join account_profiles p on p.account_id = a.id where ${where}
        order by case m.role when 1 then 0 when 2 then 1 else 2 end, lower(a.first_name), lower(a.last_name), m.id
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ n: number }>(
      db,
      sql`select count(*)::int as n from community_members m join accounts a on a.id = m.user_id
        left join account_profiles p on p.account_id = a.id where ${where}`,
    ),
  ]);
  return { rows, total: Number(n) };
}
