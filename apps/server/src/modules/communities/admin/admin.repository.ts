/**
 * SQL of the community admin area (spec 02 §7 Admin communities, Members and blocking, Questions,
 * Posts admin; issue 19). Every function takes the executor first; ids of children are always
 * matched together with their community id, so another community's child is simply not found.
 */
import { sql } from 'drizzle-orm';
import { type Executor, intArray, query } from '../../../db/raw-query';
import { containsPattern } from '../format';
import type { MemberRow } from '../membership/membership.presenter';

// ---------------------------------------------------------------- about, terms, archive

/** Sets the community's "Who are we?" text. */
export async function updateAbout(db: Executor, communityId: number, about: string): Promise<void> {
  await db.execute(sql`update communities set about = ${about}, updated_at = now() where id = ${communityId}`);
}

/** Sets the terms text and/or the agreement requirement (null leaves a field unchanged). */
export async function updateTerms(
  db: Executor,
  communityId: number,
  t: { agreement: string | null; isRequireAgreement: boolean | null },
): Promise<void> {
  await db.execute(sql`update communities set agreement = coalesce(${t.agreement}, agreement),
    is_require_agreement = coalesce(${t.isRequireAgreement}, is_require_agreement), updated_at = now() where id = ${communityId}`);
}

/**
 * Archives (archived date now) or unarchives the community (spec 02 §4 Community); unarchiving
 * also clears a planned archive date.
 */
export async function setArchived(db: Executor, communityId: number, isArchived: boolean): Promise<void> {
  await db.execute(sql`update communities set is_archived = ${isArchived},
    archived_date = case when ${isArchived} then now() else null end, updated_at = now() where id = ${communityId}`);
}

/**
 * Archives every community whose planned archive date has come (spec 02 §5 archived date); the
 * date stays as the day it was archived. Answers the ids archived.
 */
export async function archiveDueCommunities(db: Executor): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    sql`update communities set is_archived = true, updated_at = now()
      where not is_archived and not is_deleted and archived_date <= now() returning id`,
  );
  return rows.map((r) => Number(r.id));
}

// ---------------------------------------------------------------- join questions

export type QuestionRow = { id: number; text: string; is_required_assets: boolean };

/** A page of the community's join questions in order, and their total. */
export async function loadQuestionPage(
  db: Executor,
  communityId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: QuestionRow[]; total: number }> {
  const rows = await query<QuestionRow & { n: number }>(
    db,
    sql`select id, text, is_required_assets, count(*) over ()::int as n from community_join_questions
      where community_id = ${communityId} order by sort_order, id limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const total = rows.length
    ? Number(rows[0].n)
    : Number(
        (
          await query<{ n: number }>(
            db,
            sql`select count(*)::int as n from community_join_questions where community_id = ${communityId}`,
          )
        )[0].n,
      );
  return { rows, total };
}

/** Appends questions after the community's last one; answers the new rows. */
export async function insertQuestions(
  db: Executor,
  communityId: number,
  items: { text: string; isRequiredAssets: boolean }[],
): Promise<QuestionRow[]> {
  const out: QuestionRow[] = [];
  for (const q of items) {
    const [row] = await query<QuestionRow>(
      db,
      sql`insert into community_join_questions (community_id, text, is_required_assets, sort_order)
        values (${communityId}, ${q.text}, ${q.isRequiredAssets},
          (select coalesce(max(sort_order), -1) + 1 from community_join_questions where community_id = ${communityId}))
        returning id, text, is_required_assets`,
    );
    out.push(row);
  }
  return out;
}

/** Updates a question of this community; undefined when it is not one. */
export async function updateQuestion(
  db: Executor,
  communityId: number,
  id: number,
  q: { text: string; isRequiredAssets: boolean },
): Promise<QuestionRow | undefined> {
  const [row] = await query<QuestionRow>(
    db,
    sql`update community_join_questions set text = ${q.text}, is_required_assets = ${q.isRequiredAssets}
      where id = ${id} and community_id = ${communityId} returning id, text, is_required_assets`,
  );
  return row;
}

/** Deletes a question of this community (its answers cascade); answers the storage keys of the answers' files. */
export async function deleteQuestion(
  db: Executor,
  communityId: number,
  id: number,
): Promise<{ found: boolean; keys: string[] }> {
  const keys = await query<{ storage_key: string }>(
    db,
    sql`delete from community_files f using community_join_answers a
      where f.answer_id = a.id and a.question_id = ${id} and a.community_id = ${communityId} returning f.storage_key`,
  );
  const rows = await query(
    db,
    sql`delete from community_join_questions where id = ${id} and community_id = ${communityId} returning id`,
  );
  return { found: rows.length > 0, keys: keys.map((k) => k.storage_key) };
}

/** A member's answers with their questions and files (spec 02 §3 Member answer view). */
export async function loadMemberAnswers(db: Executor, communityId: number, userId: string) {
  return query<{
    question_id: number;
    question_text: string;
    answer: string;
    files: { id: string; filename: string }[] | null;
  }>(
    db,
    sql`select q.id as question_id, q.text as question_text, a.answer,
      (select json_agg(json_build_object('id', f.id, 'filename', f.filename) order by f.sort_order) from community_files f where f.answer_id = a.id) as files
      from community_join_answers a join community_join_questions q on q.id = a.question_id
      where a.community_id = ${communityId} and a.user_id = ${userId} order by q.sort_order, q.id`,
  );
}

// ---------------------------------------------------------------- reports

export type AdminReportRow = {
  id: number;
  post_id: number;
  comment_id: number | null;
  user_id: string;
  first_name: string;
  last_name: string;
  type: number;
  reason: string;
  created_at: Date | string;
};

const reportColumns = sql`r.id, r.post_id, r.comment_id, r.user_id, a.first_name, a.last_name, r.type, r.reason, r.created_at`;

/** Ids of the posts (or comments) of a community with open reports, newest report first, one page; and the total. */
export async function loadReportedIds(
  db: Executor,
  communityId: number,
  kind: 'post' | 'comment',
  page: number,
  pageSize: number,
): Promise<{ ids: number[]; total: number }> {
  const col = kind === 'post' ? sql`r.post_id` : sql`r.comment_id`;
  const where = sql`r.community_id = ${communityId} and r.status = 0 and ${kind === 'post' ? sql`r.comment_id is null` : sql`r.comment_id is not null`}`;
  const rows = await query<{ id: number; n: number }>(
    db,
    sql`select ${col} as id, count(*) over ()::int as n from community_reports r where ${where}
      group by ${col} order by max(r.created_at) desc, ${col} desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  if (rows.length) return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0].n) };
  const [{ n }] = await query<{ n: number }>(
    db,
    sql`select count(distinct ${col})::int as n from community_reports r where ${where}`,
  );
  return { ids: [], total: Number(n) };
}

/** Open reports (with reporter names) of these posts' own reports, or of these comments. */
export async function loadOpenReports(
  db: Executor,
  kind: 'post' | 'comment',
  ids: number[],
): Promise<AdminReportRow[]> {
  if (ids.length === 0) return [];
  const filter =
    kind === 'post'
      ? sql`r.post_id = any(${intArray(ids)}) and r.comment_id is null`
      : sql`r.comment_id = any(${intArray(ids)})`;
  return query<AdminReportRow>(
    db,
    sql`select ${reportColumns} from community_reports r join accounts a on a.id = r.user_id
      where ${filter} and r.status = 0 order by r.created_at desc, r.id desc`,
  );
}

/** Reported comments' rows: body, post title, author. */
export async function loadCommentRows(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return query<{
    id: number;
    post_id: number;
    post_title: string;
    body: string;
    created_at: Date | string;
    created_by: string | null;
    first_name: string | null;
    last_name: string | null;
  }>(
    db,
    sql`select c.id, c.post_id, p.title as post_title, c.body, c.created_at, c.created_by, a.first_name, a.last_name
      from community_comments c join community_posts p on p.id = c.post_id left join accounts a on a.id = c.created_by
      where c.id = any(${intArray(ids)})`,
  );
}

/** Open reports among `ids` that belong to this community (with their post and comment). */
export async function loadReportsOf(db: Executor, communityId: number, ids: number[]) {
  return query<{ id: number; post_id: number; comment_id: number | null; user_id: string }>(
    db,
    sql`select id, post_id, comment_id, user_id from community_reports where id = any(${intArray(ids)}) and community_id = ${communityId} for update`,
  );
}

/** Sets open reports to Approved (1, resolved) or Declined (2); answers the rows changed. */
export async function decideReports(db: Executor, ids: number[], status: 1 | 2) {
  return query<{ id: number; post_id: number; comment_id: number | null; user_id: string }>(
    db,
    sql`update community_reports set status = ${status}, resolved_at = now() where id = any(${intArray(ids)}) and status = 0
      returning id, post_id, comment_id, user_id`,
  );
}

/** A comment of this community (via its post), or undefined. */
export async function loadCommunityComment(db: Executor, communityId: number, commentId: number) {
  const [row] = await query<{ id: number; post_id: number; created_by: string | null }>(
    db,
    sql`select c.id, c.post_id, c.created_by from community_comments c join community_posts p on p.id = c.post_id
      where c.id = ${commentId} and p.community_id = ${communityId} for update of c`,
  );
  return row;
}

/** The reporters of a comment's open reports. */
export async function openCommentReporters(db: Executor, commentId: number): Promise<string[]> {
  const rows = await query<{ user_id: string }>(
    db,
    sql`select user_id from community_reports where comment_id = ${commentId} and status = 0`,
  );
  return rows.map((r) => r.user_id);
}

// ---------------------------------------------------------------- members

const memberColumns = sql`m.id, m.user_id, a.first_name, a.last_name, a.email, a.avatar_url, a.pronoun, a.state, m.role, m.status, m.joined_at, m.updated_at,
  exists (select 1 from community_join_answers x where x.community_id = m.community_id and x.user_id = m.user_id) as has_answers`;

const nameOrEmail = (keyword: string | undefined) => {
  if (!keyword) return sql``;
  const like = containsPattern(keyword);
  return sql`and (a.first_name ilike ${like} or a.last_name ilike ${like} or (a.first_name || ' ' || a.last_name) ilike ${like} or a.email ilike ${like})`;
};

/** A page of the community's members in `statuses`, moderators first then by name; and the total. */
export async function loadAdminMemberPage(
  db: Executor,
  communityId: number,
  q: { page: number; pageSize: number; keyword?: string; statuses: number[] },
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = sql`m.community_id = ${communityId} and m.status = any(${intArray(q.statuses)}) ${nameOrEmail(q.keyword)}`;
  const [rows, [{ n }]] = await Promise.all([
    query<MemberRow>(
      db,
      sql`select ${memberColumns} from community_members m join accounts a on a.id = m.user_id where ${where}
        order by m.status, case m.role when 1 then 0 when 2 then 1 else 2 end, lower(a.first_name), lower(a.last_name), m.id
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ n: number }>(
      db,
      sql`select count(*)::int as n from community_members m join accounts a on a.id = m.user_id where ${where}`,
    ),
  ]);
  return { rows, total: Number(n) };
}

/** One member row of this community with the account's fields, or undefined. */
export async function loadMemberRow(db: Executor, communityId: number, userId: string): Promise<MemberRow | undefined> {
  const [row] = await query<MemberRow>(
    db,
    sql`select ${memberColumns} from community_members m join accounts a on a.id = m.user_id where m.community_id = ${communityId} and m.user_id = ${userId}`,
  );
  return row;
}

export type TargetRow = { user_id: string; role: number; status: number; block_reason: string | null };

/** The membership row of `userId` here (locked), or undefined. */
export async function loadTarget(db: Executor, communityId: number, userId: string): Promise<TargetRow | undefined> {
  const [row] = await query<TargetRow>(
    db,
    sql`select user_id, role, status, block_reason from community_members where community_id = ${communityId} and user_id = ${userId} for update`,
  );
  return row;
}

/** Sets a member's role (their own permission list is cleared: the role's flags apply). */
export async function setMemberRole(db: Executor, communityId: number, userId: string, role: number): Promise<void> {
  await db.execute(
    sql`update community_members set role = ${role}, permissions = null, updated_at = now() where community_id = ${communityId} and user_id = ${userId}`,
  );
}

/** Sets a member's status (Joined sets joined_at now; Blocked keeps the reason; others clear it). */
export async function setMemberStatus(
  db: Executor,
  communityId: number,
  userId: string,
  status: number,
  reason: string | null = null,
): Promise<void> {
  await db.execute(sql`update community_members set status = ${status}, block_reason = ${reason},
    joined_at = case when ${status} = 2 then now() else joined_at end,
    role = case when ${status} = 2 then role else 0 end, permissions = case when ${status} = 2 then permissions else null end,
    updated_at = now() where community_id = ${communityId} and user_id = ${userId}`);
}

/** Inserts a membership row (Joined or Blocked). */
export async function insertMembership(
  db: Executor,
  communityId: number,
  userId: string,
  status: number,
  reason: string | null = null,
): Promise<void> {
  await db.execute(sql`insert into community_members (community_id, user_id, role, status, block_reason, joined_at)
    values (${communityId}, ${userId}, 0, ${status}, ${reason}, ${status === 2 ? sql`now()` : sql`null`})`);
}

/** Deletes a membership row (un-blacklisting: the user is no longer tied to the community). */
export async function deleteMembership(db: Executor, communityId: number, userId: string): Promise<void> {
  await db.execute(sql`delete from community_members where community_id = ${communityId} and user_id = ${userId}`);
}

/** Sets a blocked member's reason. */
export async function setBlockReason(db: Executor, communityId: number, userId: string, reason: string): Promise<void> {
  await db.execute(
    sql`update community_members set block_reason = ${reason}, updated_at = now() where community_id = ${communityId} and user_id = ${userId}`,
  );
}

/** Active site accounts among `ids`. */
export async function existingAccounts(db: Executor, ids: string[]): Promise<Set<string>> {
  const rows = await query<{ id: string }>(
    db,
    sql`select id from accounts where id = any(${sql`${`{${ids.join(',')}}`}::uuid[]`})`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Site users matching a keyword (name or email) with their membership state in the community. */
export async function searchUsersWithState(
  db: Executor,
  communityId: number,
  q: { keyword: string; page: number; pageSize: number },
) {
  const where = sql`true ${nameOrEmail(q.keyword)}`;
  const [rows, [{ n }]] = await Promise.all([
    query<{
      id: string;
      first_name: string;
      last_name: string;
      email: string;
      avatar_url: string | null;
      status: number | null;
    }>(
      db,
      sql`select a.id, a.first_name, a.last_name, a.email, a.avatar_url, m.status from accounts a
        left join community_members m on m.user_id = a.id and m.community_id = ${communityId}
        where ${where} order by lower(a.first_name), lower(a.last_name), a.id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n from accounts a where ${where}`),
  ]);
  return { rows, total: Number(n) };
}

/** A page of the community's blacklist (first name, last name or email), newest first; and the total. */
export async function loadBlacklistPage(
  db: Executor,
  communityId: number,
  q: { page: number; pageSize: number; keyword?: string },
) {
  const where = sql`m.community_id = ${communityId} and m.status = 3 ${nameOrEmail(q.keyword)}`;
  const [rows, [{ n }]] = await Promise.all([
    query<{
      user_id: string;
      first_name: string;
      last_name: string;
      email: string;
      avatar_url: string | null;
      block_reason: string | null;
      updated_at: Date | string;
    }>(
      db,
      sql`select m.user_id, a.first_name, a.last_name, a.email, a.avatar_url, m.block_reason, m.updated_at
        from community_members m join accounts a on a.id = m.user_id where ${where}
        order by m.updated_at desc, m.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ n: number }>(
      db,
      sql`select count(*)::int as n from community_members m join accounts a on a.id = m.user_id where ${where}`,
    ),
  ]);
  return { rows, total: Number(n) };
}

// ---------------------------------------------------------------- moderation log

/** One moderation log entry (append-only). */
export interface LogEntry {
  communityId: number;
  actorId: string;
  action: string;
  postId?: number | null;
  commentId?: number | null;
  memberUserId?: string | null;
  reason?: string | null;
}

/** Appends an entry to the moderation log (in the action's transaction). */
export async function appendLog(db: Executor, e: LogEntry): Promise<void> {
  await db.execute(sql`insert into community_moderation_log (community_id, actor_id, action, post_id, comment_id, member_user_id, reason)
    values (${e.communityId}, ${e.actorId}, ${e.action}, ${e.postId ?? null}, ${e.commentId ?? null}, ${e.memberUserId ?? null}, ${e.reason ?? null})`);
}

/** A page of a community's moderation log, newest first; and the total. */
export async function loadLogPage(db: Executor, communityId: number, page: number, pageSize: number) {
  const [rows, [{ n }]] = await Promise.all([
    query<{
      id: number;
      action: string;
      actor_id: string | null;
      actor_first: string | null;
      actor_last: string | null;
      post_id: number | null;
      comment_id: number | null;
      member_user_id: string | null;
      member_first: string | null;
      member_last: string | null;
      reason: string | null;
      created_at: Date | string;
    }>(
      db,
      sql`select l.id, l.action, l.actor_id, a.first_name as actor_first, a.last_name as actor_last, l.post_id, l.comment_id,
        l.member_user_id, u.first_name as member_first, u.last_name as member_last, l.reason, l.created_at
        from community_moderation_log l left join accounts a on a.id = l.actor_id left join accounts u on u.id = l.member_user_id
        where l.community_id = ${communityId} order by l.created_at desc, l.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    query<{ n: number }>(
      db,
      sql`select count(*)::int as n from community_moderation_log where community_id = ${communityId}`,
    ),
  ]);
  return { rows, total: Number(n) };
}
