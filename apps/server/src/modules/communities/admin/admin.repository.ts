/**
 * SQL of the community admin area (spec 02 §7 Admin communities, Questions; issue 19): about,
 * terms, archive, join questions and answers, and the moderation log, through Drizzle's builder on
 * the schema. Every function takes the executor first; ids of children are always matched together
 * with their community id, so another community's child is simply not found. Members and blocking
 * live in members.repository.ts, reports in reports.repository.ts.
 */
import { and, asc, count, desc, eq, inArray, lte, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/raw-query';
import { accounts } from '../../../db/schema/accounts';
import { communityModerationLog as log } from '../../../db/schema/community-admin';
import {
  communities,
  communityFiles,
  communityJoinAnswers,
  communityJoinQuestions as questions,
} from '../../../db/schema/communities';

// ---------------------------------------------------------------- about, terms, archive

/** Sets the community's "Who are we?" text. */
export async function updateAbout(db: Executor, communityId: number, about: string): Promise<void> {
  await db.update(communities).set({ about, updatedAt: sql`now()` }).where(eq(communities.id, communityId));
}

/** Sets the terms text and/or the agreement requirement (null leaves a field unchanged). */
export async function updateTerms(
  db: Executor,
  communityId: number,
  t: { agreement: string | null; isRequireAgreement: boolean | null },
): Promise<void> {
  await db
    .update(communities)
    .set({
      ...(t.agreement === null ? {} : { agreement: t.agreement }),
      ...(t.isRequireAgreement === null ? {} : { isRequireAgreement: t.isRequireAgreement }),
      updatedAt: sql`now()`,
    })
    .where(eq(communities.id, communityId));
}

/**
 * Archives (archived date now) or unarchives the community (spec 02 §4 Community); unarchiving
 * also clears a planned archive date.
 */
export async function setArchived(db: Executor, communityId: number, isArchived: boolean): Promise<void> {
  await db
    .update(communities)
    .set({ isArchived, archivedDate: isArchived ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(communities.id, communityId));
}

/**
 * Archives every community whose planned archive date has come (spec 02 §5 archived date); the
 * date stays as the day it was archived. Answers the ids archived.
 */
export async function archiveDueCommunities(db: Executor): Promise<number[]> {
  const rows = await db
    .update(communities)
    .set({ isArchived: true, updatedAt: sql`now()` })
    .where(and(not(communities.isArchived), not(communities.isDeleted), lte(communities.archivedDate, sql`now()`)))
    .returning({ id: communities.id });
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- join questions

const questionColumns = { id: questions.id, text: questions.text, isRequiredAssets: questions.isRequiredAssets };

/** A join question as the admin page shows it. */
export type QuestionRow = Pick<typeof questions.$inferSelect, 'id' | 'text' | 'isRequiredAssets'>;

/** A page of the community's join questions in order, and their total. */
export async function loadQuestionPage(
  db: Executor,
  communityId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: QuestionRow[]; total: number }> {
  const ofCommunity = eq(questions.communityId, communityId);
  const counted = await db
    .select({ ...questionColumns, n: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(questions)
    .where(ofCommunity)
    .orderBy(asc(questions.sortOrder), asc(questions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const rows = counted.map(({ n: _n, ...row }) => row);
  const total = counted.length
    ? counted[0].n
    : (await db.select({ n: count() }).from(questions).where(ofCommunity))[0].n;
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
    const next = db
      .select({ next: sql`coalesce(max(${questions.sortOrder}), -1) + 1` })
      .from(questions)
      .where(eq(questions.communityId, communityId));
    const [row] = await db
      .insert(questions)
      .values({ communityId, text: q.text, isRequiredAssets: q.isRequiredAssets, sortOrder: sql`(${next})` })
      .returning(questionColumns);
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
  const [row] = await db
    .update(questions)
    .set({ text: q.text, isRequiredAssets: q.isRequiredAssets })
    .where(and(eq(questions.id, id), eq(questions.communityId, communityId)))
    .returning(questionColumns);
  return row;
}

/** Deletes a question of this community (its answers cascade); answers the storage keys of the answers' files. */
export async function deleteQuestion(
  db: Executor,
  communityId: number,
  id: number,
): Promise<{ found: boolean; keys: string[] }> {
  const answers = db
    .select({ id: communityJoinAnswers.id })
    .from(communityJoinAnswers)
    .where(and(eq(communityJoinAnswers.questionId, id), eq(communityJoinAnswers.communityId, communityId)));
  const keys = await db
    .delete(communityFiles)
    .where(inArray(communityFiles.answerId, answers))
    .returning({ storageKey: communityFiles.storageKey });
  const rows = await db
    .delete(questions)
    .where(and(eq(questions.id, id), eq(questions.communityId, communityId)))
    .returning({ id: questions.id });
  return { found: rows.length > 0, keys: keys.map((k) => k.storageKey) };
}

/** A member's answers with their questions and files (`[{id, filename}]` in order, null when none; spec 02 §3 Member answer view). */
export async function loadMemberAnswers(db: Executor, communityId: number, userId: string) {
  const files = sql<
    { id: string; filename: string }[] | null
  >`(select json_agg(json_build_object('id', ${communityFiles.id}, 'filename', ${communityFiles.filename}) order by ${communityFiles.sortOrder})
    from ${communityFiles} where ${communityFiles.answerId} = ${communityJoinAnswers.id})`;
  return db
    .select({
      questionId: questions.id,
      questionText: questions.text,
      answer: communityJoinAnswers.answer,
      files,
    })
    .from(communityJoinAnswers)
    .innerJoin(questions, eq(questions.id, communityJoinAnswers.questionId))
    .where(and(eq(communityJoinAnswers.communityId, communityId), eq(communityJoinAnswers.userId, userId)))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
}

// ---------------------------------------------------------------- moderation log

/** One moderation log entry (append-only). */
export type LogEntry = Pick<typeof log.$inferInsert, 'communityId' | 'actorId' | 'action'> &
  Partial<Pick<typeof log.$inferInsert, 'postId' | 'commentId' | 'memberUserId' | 'reason'>>;

/** Appends an entry to the moderation log (in the action's transaction). */
export async function appendLog(db: Executor, e: LogEntry): Promise<void> {
  await db.insert(log).values({
    communityId: e.communityId,
    actorId: e.actorId,
    action: e.action,
    postId: e.postId ?? null,
    commentId: e.commentId ?? null,
    memberUserId: e.memberUserId ?? null,
    reason: e.reason ?? null,
  });
}

/** A page of a community's moderation log with the actor's and member's names (null when gone), newest first; and the total. */
export async function loadLogPage(db: Executor, communityId: number, page: number, pageSize: number) {
  const actor = alias(accounts, 'actor');
  const member = alias(accounts, 'member');
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: log.id,
        action: log.action,
        actorId: log.actorId,
        actorFirst: actor.firstName,
        actorLast: actor.lastName,
        postId: log.postId,
        commentId: log.commentId,
        memberUserId: log.memberUserId,
        memberFirst: member.firstName,
        memberLast: member.lastName,
        reason: log.reason,
        createdAt: log.createdAt,
      })
      .from(log)
      .leftJoin(actor, eq(actor.id, log.actorId))
      .leftJoin(member, eq(member.id, log.memberUserId))
      .where(eq(log.communityId, communityId))
      .orderBy(desc(log.createdAt), desc(log.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(log).where(eq(log.communityId, communityId)),
  ]);
  return { rows, total: n };
}
