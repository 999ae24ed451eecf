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
  type MembershipResponse,
  MembershipStatus,
  NotificationActivityType,
} from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import type { Executor } from '../../../db/raw-query';
import { AppError } from '../../../lib/errors';
import {
  type CommunityFacts,
  checkDiscover,
  checkJoin,
  checkLeave,
  checkReadContent,
  communityPermissions,
  isEffectiveAutoJoin,
} from '../../../policies/communities';
import type { UploadedFile } from '../../files';
import { notify } from '../../notifications';
import {
  type CommunityRow,
  factsOf,
  flagHoldersSql,
  loadCommunity,
  membershipOf,
  type Viewer,
  viewerOf,
} from '../access.repository';
import { enforce } from '../../../policies/denial';
import { insertFileRows } from '../uploads/uploads.repository';
import { removeStored, withStoredFiles } from '../uploads/uploads';
import { presentMember, presentMembership } from './membership.presenter';
import * as repo from './membership.repository';

/** Questions asked of a join request: only for private, visible communities (spec 02 §6). */
async function questionsOf(db: Executor, row: CommunityRow): Promise<JoinQuestion[]> {
  if (row.isPublic || !row.isVisible) return [];
  const rows = await repo.loadJoinQuestions(db, row.id);
  return rows.map((r) => ({ id: Number(r.id), text: r.text, isRequiredAssets: r.isRequiredAssets }));
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

/** An auto-join user's first write makes their membership explicit (they then show as a member). */
export async function materialiseAutoJoin(
  db: Executor,
  viewer: Viewer,
  communityId: number,
  status: number | null,
  facts: CommunityFacts,
): Promise<void> {
  if (status !== null || viewer.isAdmin || !isEffectiveAutoJoin(facts)) return;
  if (await repo.insertJoinedMember(db, communityId, viewer.id))
    await repo.moveMemberCount(db, communityId, MembershipStatus.Joined, 1);
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
      return presentMembership(actor, row, membership.status, membership.role);
    if (row.isRequireAgreement && !input.acceptTerms)
      throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.acceptTerms, {
        errors: [{ field: 'acceptTerms', message: COMMUNITY_MESSAGES.acceptTerms }],
      });
    const opens = row.isPublic || isEffectiveAutoJoin(facts);
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
    // A Removed (or stale) row is renewed: a fresh request as a plain member.
    const written = await repo.writeMember(tx, id, viewer.id, {
      status,
      acceptedAt: row.isRequireAgreement ? now : null,
      joinedAt: status === MembershipStatus.Joined ? now : null,
      renew: membership.status !== null,
    });
    if (!written) {
      // A parallel join of the same user committed first (issue 28 finding 8): answer like an
      // already-member join, with the membership as now stored.
      const current = await loadCommunity(tx, viewer, id);
      const stored = membershipOf(current);
      return presentMembership(actor, current, stored.status ?? status, stored.role ?? 0);
    }
    await repo.moveMemberCount(tx, id, status, 1);
    staleKeys = await repo.deleteAnswers(tx, id, viewer.id);
    await repo.insertAnswers(
      tx,
      id,
      viewer.id,
      questions.map((q) => ({ questionId: q.id, answer: answers.get(q.id) ?? '' })),
    );
    if (status === MembershipStatus.Awaiting) {
      await notify(tx, {
        type: NotificationActivityType.NewAwaitingMember,
        recipients: flagHoldersSql(id, 'communityAddMember'),
        actorId: viewer.id,
        communityId: id,
        memberUserId: viewer.id,
      });
    }
    return presentMembership(actor, row, status, 0);
  });
  await removeStored(ctx, staleKeys);
  return result;
}

/**
 * PUT community/{id}/join/question/{qid}/send-files (multipart `files`, read by the route): the
 * file answer of a pending request. Exactly one file when the question requires one ("Please
 * upload a file."), at most one otherwise; it replaces an earlier file.
 */
export async function sendAnswerFiles(
  ctx: AppContext,
  actor: Actor,
  id: number,
  qid: number,
  files: UploadedFile[],
): Promise<MembershipResponse> {
  const viewer = viewerOf(actor);
  if (files.length > 1) throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.onlyOneFile);
  let staleKeys: string[] = [];
  const result = await withStoredFiles(ctx, files, (stored) =>
    ctx.db.transaction(async (tx) => {
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
      const answerId = await repo.ensureAnswer(tx, id, qid, viewer.id);
      staleKeys = await repo.deleteAnswerFiles(tx, answerId);
      await insertFileRows(tx, viewer.id, stored, { kind: 'join_answer', communityId: id, answerId });
      return presentMembership(actor, row, membership.status, membership.role);
    }),
  );
  await removeStored(ctx, staleKeys);
  return result;
}

/** PUT community/{id}/join/cancel: drops a pending request (and its answers); otherwise no change. */
export async function cancelJoin(ctx: AppContext, actor: Actor, id: number): Promise<MembershipResponse> {
  const viewer = viewerOf(actor);
  let staleKeys: string[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const row = await loadCommunity(tx, viewer, id, { forUpdate: true });
    const membership = membershipOf(row);
    enforce(checkDiscover(actor, factsOf(row), membership));
    if (membership.status !== MembershipStatus.Awaiting)
      return presentMembership(actor, row, membership.status, membership.role);
    staleKeys = await repo.deleteAnswers(tx, id, viewer.id);
    await repo.deleteMember(tx, id, viewer.id);
    await repo.moveMemberCount(tx, id, MembershipStatus.Awaiting, -1);
    return presentMembership(actor, row, null, null);
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
    staleKeys = await repo.deleteAnswers(tx, id, viewer.id);
    await repo.deleteMember(tx, id, viewer.id);
    await repo.moveMemberCount(tx, id, Number(membership.status), -1);
    return presentMembership(actor, row, null, null);
  });
  await removeStored(ctx, staleKeys);
  return result;
}

/**
 * GET community/{id}/member?page&pageSize(100)&keyword: the Joined members, moderators first, then
 * editors, then members by name. Members only; emails only for callers holding communityAddMember;
 * other callers do not see members out of the directory, nor hidden photos and states.
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
  // Managers (communityAddMember) see the community's members unrestricted; anyone else through
  // the members' privacy settings (spec 03 §3, policies/directory.ts).
  const viewer = showEmail ? null : actor;
  const { rows, total } = await repo.loadMemberPage(ctx.db, id, q, viewer);
  return { members: rows.map((r) => presentMember(r, showEmail, viewer)), totalItemCount: total };
}
