/**
 * Membership (spec 02 §2 Join flow, §4 Membership, §5 Join answers, §7 Membership, Members):
 * join (terms, then answers for a private visible community), send-files for a file question,
 * cancel, unjoin, the join questions and the members list. Counters (membersCount,
 * pendingMembersCount) change in the transaction that changes the row, under the community row's lock.
 */
import {
  COMMUNITY_MESSAGES,
  type CommunityMember,
  type JoinQuestion,
  MembershipStatus,
  type MembershipResponse,
  NotificationActivityType,
} from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import {
  checkDiscover,
  checkJoin,
  checkLeave,
  checkReadContent,
  communityPermissions,
  isEffectiveAutoJoin,
  isJoined,
} from '../../policies/communities';
import {
  type CommunityRow,
  enforce,
  type Executor,
  factsOf,
  iso,
  loadCommunity,
  membershipOf,
  query,
  viewerOf,
} from './community-access';
import { deleteFileRows, insertFileRows, readMultipart, removeStored, storeFiles } from './community-files';
import { flagHoldersSql, notify } from './notifications.service';

function stateOf(actor: Actor, row: CommunityRow, status: number | null, role: number | null): MembershipResponse {
  const membership = { status, role, permissions: null };
  return {
    communityId: Number(row.id),
    status: status as MembershipResponse['status'],
    isJoined: isJoined(actor, factsOf(row), membership),
    role: status === MembershipStatus.Joined ? ((role ?? 0) as MembershipResponse['role']) : null,
  };
}

/** Questions asked of a join request: only for private, visible communities (spec 02 §6). */
async function questionsOf(db: Executor, row: CommunityRow): Promise<JoinQuestion[]> {
  if (row.is_public || !row.is_visible) return [];
  const rows = await query<{ id: number; text: string; is_required_assets: boolean }>(
    db,
    sql`select id, text, is_required_assets from community_join_questions where community_id = ${row.id} order by sort_order, id`,
  );
  return rows.map((r) => ({ id: Number(r.id), text: r.text, isRequiredAssets: r.is_required_assets }));
}

/** GET community/{id}/join/question: the questions of a private, visible community (else none). */
export async function listJoinQuestions(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ communityQuestions: JoinQuestion[]; totalItemCount: number }> {
  const row = await loadCommunity(ctx.db, viewerOf(actor), id);
  enforce(checkDiscover(actor, factsOf(row), membershipOf(row)));
  const questions = await questionsOf(ctx.db, row);
  return { communityQuestions: questions, totalItemCount: questions.length };
}

/** Removes the caller's answers (and their files) in a community; answers the storage keys to delete. */
async function dropAnswers(db: Executor, communityId: number, userId: string): Promise<string[]> {
  const keys = await deleteFileRows(
    db,
    sql`f.answer_id in (select a.id from community_join_answers a where a.community_id = ${communityId} and a.user_id = ${userId})`,
  );
  await db.execute(sql`delete from community_join_answers where community_id = ${communityId} and user_id = ${userId}`);
  return keys;
}

/**
 * PUT community/{id}/join. Public (and auto-join) → Joined; private → Awaiting with the answers,
 * and the community's managers are notified (16 NewAwaitingMember). Refused: administrators,
 * Blocked users, archived communities; terms not accepted when required (400); a text question
 * left blank (400 "This field is required"). Joined or Awaiting already: answers the state as is.
 */
export async function joinCommunity(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: { acceptTerms: boolean; answers: { questionId: number; answer: string }[] },
): Promise<MembershipResponse> {
  const viewer = viewerOf(actor);
  let staleKeys: string[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const row = await loadCommunity(tx, viewer, id, { forUpdate: true });
    const facts = factsOf(row);
    const membership = membershipOf(row);
    enforce(checkJoin(actor, facts, membership));
    if (membership.status === MembershipStatus.Joined || membership.status === MembershipStatus.Awaiting)
      return stateOf(actor, row, membership.status, membership.role);
    if (row.is_require_agreement && !input.acceptTerms)
      throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.acceptTerms, {
        errors: [{ field: 'acceptTerms', message: COMMUNITY_MESSAGES.acceptTerms }],
      });
    const opens = row.is_public || isEffectiveAutoJoin(facts);
    const status = opens ? MembershipStatus.Joined : MembershipStatus.Awaiting;
    const questions = opens ? [] : await questionsOf(tx, row);
    const answers = new Map(input.answers.map((a) => [a.questionId, a.answer.trim()]));
    for (const a of input.answers) {
      if (!opens && !questions.some((q) => q.id === a.questionId))
        throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.unknownQuestion);
    }
    const missing = questions.filter((q) => !q.isRequiredAssets && !answers.get(q.id));
    if (missing.length) {
      throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.fieldRequired, {
        errors: missing.map((q) => ({ field: `answers.${q.id}`, message: COMMUNITY_MESSAGES.fieldRequired })),
      });
    }
    const now = new Date();
    if (membership.status === null) {
      await tx.execute(sql`insert into community_members (community_id, user_id, role, status, accepted_terms_at, joined_at)
        values (${id}, ${viewer.id}, 0, ${status}, ${row.is_require_agreement ? now : null}, ${status === MembershipStatus.Joined ? now : null})`);
    } else {
      // Removed (or a stale row): a fresh request as a plain member.
      await tx.execute(sql`update community_members set status = ${status}, role = 0, permissions = null, block_reason = null,
        accepted_terms_at = ${row.is_require_agreement ? now : null}, joined_at = ${status === MembershipStatus.Joined ? now : null}, updated_at = now()
        where community_id = ${id} and user_id = ${viewer.id}`);
    }
    await tx.execute(
      status === MembershipStatus.Joined
        ? sql`update communities set members_count = members_count + 1 where id = ${id}`
        : sql`update communities set pending_members_count = pending_members_count + 1 where id = ${id}`,
    );
    staleKeys = await dropAnswers(tx, id, viewer.id);
    if (questions.length) {
      const values = questions.map((q) => sql`(${id}, ${q.id}, ${viewer.id}, ${answers.get(q.id) ?? ''})`);
      await tx.execute(
        sql`insert into community_join_answers (community_id, question_id, user_id, answer) values ${sql.join(values, sql`, `)}`,
      );
    }
    if (status === MembershipStatus.Awaiting) {
      await notify(
        tx,
        {
          activityType: NotificationActivityType.NewAwaitingMember,
          initiatorId: viewer.id,
          communityId: id,
          memberUserId: viewer.id,
        },
        flagHoldersSql(id, 'communityAddMember'),
      );
    }
    return stateOf(actor, row, status, 0);
  });
  await removeStored(ctx, staleKeys);
  return result;
}

/**
 * PUT community/{id}/join/question/{qid}/send-files (multipart `files`): the file answer of a
 * pending request. Exactly one file when the question requires one ("Please upload a file."),
 * at most one otherwise; it replaces an earlier file.
 */
export async function sendAnswerFiles(
  ctx: AppContext,
  actor: Actor,
  id: number,
  qid: number,
  req: FastifyRequest,
): Promise<MembershipResponse> {
  const viewer = viewerOf(actor);
  const form = await readMultipart(req, {
    files: { max: 1, tooMany: COMMUNITY_MESSAGES.onlyOneFile },
    file: { max: 1, tooMany: COMMUNITY_MESSAGES.onlyOneFile },
  });
  if (form.files.length > 1) throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.onlyOneFile);
  const { stored, discard } = await storeFiles(ctx, form.files);
  let staleKeys: string[] = [];
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const row = await loadCommunity(tx, viewer, id);
      const membership = membershipOf(row);
      enforce(checkDiscover(actor, factsOf(row), membership));
      if (membership.status !== MembershipStatus.Awaiting)
        throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.notAwaiting);
      const question = (await questionsOf(tx, row)).find((q) => q.id === qid);
      if (!question) throw new AppError('NOT_FOUND', COMMUNITY_MESSAGES.unknownQuestion);
      if (stored.length === 0)
        throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.uploadFile, {
          errors: [{ field: 'files', message: COMMUNITY_MESSAGES.uploadFile }],
        });
      const [answer] = await query<{ id: number }>(
        tx,
        sql`insert into community_join_answers (community_id, question_id, user_id, answer) values (${id}, ${qid}, ${viewer.id}, '')
          on conflict (question_id, user_id) do update set question_id = excluded.question_id returning id`,
      );
      staleKeys = await deleteFileRows(tx, sql`f.answer_id = ${answer.id}`);
      await insertFileRows(tx, viewer.id, stored, { kind: 'join_answer', communityId: id, answerId: answer.id });
      return stateOf(actor, row, membership.status, membership.role);
    });
    await removeStored(ctx, staleKeys);
    return result;
  } catch (err) {
    await discard();
    throw err;
  }
}

/** PUT community/{id}/join/cancel: drops a pending request (and its answers); otherwise no change. */
export async function cancelJoin(ctx: AppContext, actor: Actor, id: number): Promise<MembershipResponse> {
  const viewer = viewerOf(actor);
  let staleKeys: string[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const row = await loadCommunity(tx, viewer, id, { forUpdate: true });
    const membership = membershipOf(row);
    enforce(checkDiscover(actor, factsOf(row), membership));
    if (membership.status !== MembershipStatus.Awaiting) return stateOf(actor, row, membership.status, membership.role);
    staleKeys = await dropAnswers(tx, id, viewer.id);
    await tx.execute(sql`delete from community_members where community_id = ${id} and user_id = ${viewer.id}`);
    await tx.execute(sql`update communities set pending_members_count = pending_members_count - 1 where id = ${id}`);
    return stateOf(actor, row, null, null);
  });
  await removeStored(ctx, staleKeys);
  return result;
}

/** PUT community/{id}/unjoin: leaving gives no membership (spec 02 §4). Not for auto-join communities or administrators. */
export async function leaveCommunity(ctx: AppContext, actor: Actor, id: number): Promise<MembershipResponse> {
  const viewer = viewerOf(actor);
  let staleKeys: string[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const row = await loadCommunity(tx, viewer, id, { forUpdate: true });
    const membership = membershipOf(row);
    enforce(checkLeave(actor, factsOf(row), membership));
    if (membership.status !== MembershipStatus.Joined && membership.status !== MembershipStatus.Awaiting) {
      throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.notJoined);
    }
    staleKeys = await dropAnswers(tx, id, viewer.id);
    await tx.execute(sql`delete from community_members where community_id = ${id} and user_id = ${viewer.id}`);
    await tx.execute(
      membership.status === MembershipStatus.Joined
        ? sql`update communities set members_count = members_count - 1 where id = ${id}`
        : sql`update communities set pending_members_count = pending_members_count - 1 where id = ${id}`,
    );
    return stateOf(actor, row, null, null);
  });
  await removeStored(ctx, staleKeys);
  return result;
}

type MemberRow = {
  id: number;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  avatar_url: string | null;
  pronoun: string | null;
  state: string | null;
  role: number;
  status: number;
  joined_at: Date | string | null;
  updated_at: Date | string;
  has_answers: boolean;
};

/**
 * GET community/{id}/member?page&pageSize(100)&keyword: the Joined members, moderators first, then
 * editors, then members by name. Members only; emails only for callers holding communityAddMember.
 */
export async function listMembers(
  ctx: AppContext,
  actor: Actor,
  id: number,
  q: { page: number; pageSize: number; keyword?: string },
): Promise<{ members: CommunityMember[]; totalItemCount: number }> {
  const row = await loadCommunity(ctx.db, viewerOf(actor), id);
  const facts = factsOf(row);
  const membership = membershipOf(row);
  enforce(checkReadContent(actor, facts, membership));
  const showEmail = communityPermissions(actor, facts, membership).communityAddMember;
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`m.community_id = ${id} and m.status = 2 ${like ? sql`and (a.first_name ilike ${like} or a.last_name ilike ${like} or (a.first_name || ' ' || a.last_name) ilike ${like})` : sql``}`;
  const [rows, [{ n }]] = await Promise.all([
    query<MemberRow>(
      ctx.db,
      sql`select m.id, m.user_id, a.first_name, a.last_name, a.email, a.avatar_url, a.pronoun, a.state, m.role, m.status, m.joined_at, m.updated_at,
        exists (select 1 from community_join_answers x where x.community_id = m.community_id and x.user_id = m.user_id) as has_answers
        from community_members m join accounts a on a.id = m.user_id where ${where}
        order by case m.role when 1 then 0 when 2 then 1 else 2 end, lower(a.first_name), lower(a.last_name), m.id
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from community_members m join accounts a on a.id = m.user_id where ${where}`,
    ),
  ]);
  return {
    members: rows.map((r) => ({
      id: Number(r.id),
      userId: r.user_id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: showEmail ? r.email : null,
      avatarUrl: r.avatar_url,
      pronoun: r.pronoun,
      organisationName: null,
      homeState: r.state,
      role: Number(r.role) as CommunityMember['role'],
      status: Number(r.status) as CommunityMember['status'],
      joinedAt: iso(r.joined_at),
      isHaveAnswers: Boolean(r.has_answers),
      isBlocked: Number(r.status) === MembershipStatus.Blocked,
      updatedAt: iso(r.updated_at) as string,
    })),
    totalItemCount: Number(n),
  };
}
