/**
 * Community admin: About, Terms, Join questions, member answers, Archive and the moderation log
 * (spec 02 §2 Community admin area, §4 Community, §5 Terms/Join question, §6 commentEdit, §7 Admin
 * communities and Questions; issue 19). The join flow (membership.service.ts) reads the same
 * terms and questions, so what is saved here is what a joining member sees.
 */
import {
  type AdminQuestionListResponse,
  type AdminTerms,
  COMMUNITY_ADMIN_MESSAGES,
  type JoinQuestion,
  type ModerationLogResponse,
  type QuestionAnswersResponse,
} from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { auditActorOf, withStaffAction } from '../../audit';
import { checkAddQuestion, checkReadModerationLog } from '../../../policies/communities';
import { fileUrl, iso } from '../format';
import { isBlankHtml, sanitizeRich } from '../posts/sanitize';
import { removeStored } from '../uploads/uploads';
import { loadForAdmin } from './admin-access';
import { communityEntry } from './moderation-log';
import * as repo from './admin.repository';

const presentQuestion = (r: repo.QuestionRow): JoinQuestion => ({
  id: r.id,
  text: r.text,
  isRequiredAssets: r.isRequiredAssets,
});

/** PUT admin/community/{id}/about {about}: sanitised; needs commentEdit (spec 02 §6). */
export async function updateAbout(ctx: AppContext, actor: Actor, id: number, about: string) {
  await loadForAdmin(ctx.db, actor, id, 'commentEdit');
  const clean = isBlankHtml(about) ? '' : sanitizeRich(about);
  await withStaffAction(
    ctx.db,
    auditActorOf(actor),
    (tx) => repo.updateAbout(tx, id, clean),
    () => communityEntry('community.about', id, `Edited the About of community ${id}`),
  );
  return { id, about: clean };
}

/** GET admin/community/{id}/terms: the terms text and requirement (any admin-area caller). */
export async function getTerms(ctx: AppContext, actor: Actor, id: number): Promise<AdminTerms> {
  const { row } = await loadForAdmin(ctx.db, actor, id);
  return { agreement: row.agreement, isRequireAgreement: row.isRequireAgreement };
}

/**
 * PUT admin/community/{id}/terms {agreement?, isRequireAgreement?}: commentEdit; a blank text
 * answers 400 "Content cannot be empty." (spec 02 §5 Terms).
 */
export async function updateTerms(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: { agreement?: string; isRequireAgreement?: boolean },
): Promise<AdminTerms> {
  await loadForAdmin(ctx.db, actor, id, 'commentEdit');
  let agreement: string | null = null;
  if (input.agreement !== undefined) {
    if (isBlankHtml(input.agreement)) throw new AppError('VALIDATION_ERROR', COMMUNITY_ADMIN_MESSAGES.contentEmpty);
    agreement = sanitizeRich(input.agreement);
  }
  const terms = { agreement, isRequireAgreement: input.isRequireAgreement ?? null };
  await withStaffAction(
    ctx.db,
    auditActorOf(actor),
    (tx) => repo.updateTerms(tx, id, terms),
    () => communityEntry('community.terms', id, `Edited the terms of community ${id}`, terms),
  );
  return getTerms(ctx, actor, id);
}

/** GET admin/community/{id}/question?page&pageSize: the join questions in order. */
export async function listQuestions(
  ctx: AppContext,
  actor: Actor,
  id: number,
  q: { page: number; pageSize: number },
): Promise<AdminQuestionListResponse> {
  await loadForAdmin(ctx.db, actor, id);
  const { rows, total } = await repo.loadQuestionPage(ctx.db, id, q.page, q.pageSize);
  return { communityQuestions: rows.map(presentQuestion), totalItemCount: total };
}

/** POST admin/community/{id}/question {communityQuestions}: commentEdit, private and visible communities only. */
export async function addQuestions(
  ctx: AppContext,
  actor: Actor,
  id: number,
  items: { text: string; isRequiredAssets: boolean }[],
): Promise<AdminQuestionListResponse> {
  await loadForAdmin(ctx.db, actor, id, undefined, (c, m) => checkAddQuestion(actor, c, m));
  const rows = await withStaffAction(
    ctx.db,
    auditActorOf(actor),
    (tx) => repo.insertQuestions(tx, id, items),
    (added) =>
      communityEntry('community.question.create', id, `Added ${added.length} join question(s) to community ${id}`, {
        questionIds: added.map((r) => r.id),
      }),
  );
  return { communityQuestions: rows.map(presentQuestion), totalItemCount: rows.length };
}

/** PUT admin/community/{id}/question/{qid}: commentEdit; another community's question answers 404. */
export async function updateQuestion(
  ctx: AppContext,
  actor: Actor,
  id: number,
  questionId: number,
  q: { text: string; isRequiredAssets: boolean },
): Promise<JoinQuestion> {
  await loadForAdmin(ctx.db, actor, id, 'commentEdit');
  const row = await withStaffAction(
    ctx.db,
    auditActorOf(actor),
    async (tx) => {
      const updated = await repo.updateQuestion(tx, id, questionId, q);
      if (!updated) throw new AppError('NOT_FOUND', COMMUNITY_ADMIN_MESSAGES.questionNotFound);
      return updated;
    },
    () => communityEntry('community.question.update', id, `Edited join question ${questionId}`, { ...q }),
  );
  return presentQuestion(row);
}

/** DELETE admin/community/{id}/question/{qid}: commentEdit; the answers (and their files) go with it. */
export async function deleteQuestion(ctx: AppContext, actor: Actor, id: number, questionId: number) {
  await loadForAdmin(ctx.db, actor, id, 'commentEdit');
  const { keys } = await withStaffAction(
    ctx.db,
    auditActorOf(actor),
    async (tx) => {
      const deleted = await repo.deleteQuestion(tx, id, questionId);
      if (!deleted.found) throw new AppError('NOT_FOUND', COMMUNITY_ADMIN_MESSAGES.questionNotFound);
      return deleted;
    },
    () => communityEntry('community.question.delete', id, `Deleted join question ${questionId}`),
  );
  await removeStored(ctx, keys);
  return { success: true as const };
}

/** GET admin/community/{id}/question-answers?memberId: a member's join answers (communityAddMember). */
export async function memberAnswers(
  ctx: AppContext,
  actor: Actor,
  id: number,
  memberId: string,
): Promise<QuestionAnswersResponse> {
  await loadForAdmin(ctx.db, actor, id, 'communityAddMember');
  const rows = await repo.loadMemberAnswers(ctx.db, id, memberId);
  return {
    answers: rows.map((r) => ({
      questionId: r.questionId,
      questionText: r.questionText,
      answerText: r.answer,
      attachments: (r.files ?? []).map((f) => ({ id: f.id, fileName: f.filename, path: fileUrl(f.id) as string })),
    })),
  };
}

/** PUT admin/community/{id}/archive {isArchived}: commentEdit; archiving sets the archived date (spec 02 §4). */
export async function setArchived(ctx: AppContext, actor: Actor, id: number, isArchived: boolean) {
  await loadForAdmin(ctx.db, actor, id, 'commentEdit');
  await withStaffAction(
    ctx.db,
    auditActorOf(actor),
    (tx) => repo.setArchived(tx, id, isArchived),
    () =>
      communityEntry('community.archive', id, `${isArchived ? 'Archived' : 'Unarchived'} community ${id}`, {
        isArchived,
      }),
  );
  return { success: true as const };
}

/** The job that archives communities on their planned archive date. */
export const SCHEDULED_ARCHIVE_JOB = 'communities.scheduled-archive';

/**
 * Runs the scheduled archive (every 5 minutes, claimed in the database): archives the communities
 * whose archive date has come. Answers how many it archived.
 */
export async function archiveScheduledCommunities(ctx: AppContext): Promise<number> {
  const ids = await repo.archiveDueCommunities(ctx.db);
  if (ids.length > 0) ctx.log.info({ communityIds: ids }, 'archived communities on their archive date');
  return ids.length;
}

/** GET admin/community/{id}/moderation-log?page&pageSize(50): administrators only, newest first. */
export async function moderationLog(
  ctx: AppContext,
  actor: Actor,
  id: number,
  q: { page: number; pageSize: number },
): Promise<ModerationLogResponse> {
  await loadForAdmin(ctx.db, actor, id, undefined, (c, m) => checkReadModerationLog(actor, c, m));
  const { rows, total } = await repo.loadLogPage(ctx.db, id, q.page, q.pageSize);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor: { id: r.actorId, firstName: r.actorFirst ?? '', lastName: r.actorLast ?? '' },
      postId: r.postId,
      commentId: r.commentId,
      memberUserId: r.memberUserId,
      memberName: r.memberUserId ? `${r.memberFirst ?? ''} ${r.memberLast ?? ''}`.trim() : null,
      reason: r.reason,
      createdAt: iso(r.createdAt) as string,
    })),
    totalItemCount: total,
  };
}
