/**
 * Rows of community membership (spec 02 §4 Membership): members, join answers (and their files)
 * and the members and pending counters on the community row (changed in the transaction that
 * changes the member row, under the community row's lock).
 */
import { MembershipStatus } from '@portal/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/raw-query';
import {
  accountProfiles,
  communities,
  communityJoinAnswers,
  communityJoinQuestions,
  communityMembers,
} from '../../../db/schema';
import type { DirectoryViewer } from '../../../policies/directory';
import { listedFor } from '../../directory';
import { accountA as a, countField, membershipM as m, qb } from '../access.repository';
import { containsPattern } from '../format';
import { deleteFileRows, fileF } from '../uploads/uploads.repository';

/** The join questions of a community, in their order. */
export async function loadJoinQuestions(db: Executor, communityId: number) {
  const q = communityJoinQuestions;
  return db
    .select({ id: q.id, text: q.text, isRequiredAssets: q.isRequiredAssets })
    .from(q)
    .where(eq(q.communityId, communityId))
    .orderBy(asc(q.sortOrder), asc(q.id));
}

/** Deletes the user's join answers in a community and their files' rows; answers the storage keys to remove after commit. */
export async function deleteAnswers(db: Executor, communityId: number, userId: string): Promise<string[]> {
  const x = communityJoinAnswers;
  const theirs = and(eq(x.communityId, communityId), eq(x.userId, userId)) as SQL;
  const keys = await deleteFileRows(db, sql`${fileF.answerId} in (${qb.select({ id: x.id }).from(x).where(theirs)})`);
  await db.delete(x).where(theirs);
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
  await db
    .insert(communityJoinAnswers)
    .values(answers.map((x) => ({ communityId, questionId: x.questionId, userId, answer: x.answer })));
}

/** The user's answer row to a question (created empty when missing); answers its id. */
export async function ensureAnswer(db: Executor, communityId: number, questionId: number, userId: string) {
  const x = communityJoinAnswers;
  const [answer] = await db
    .insert(x)
    .values({ communityId, questionId, userId, answer: '' })
    .onConflictDoUpdate({
      target: [x.questionId, x.userId],
      set: { questionId: sql`excluded.${sql.identifier(x.questionId.name)}` },
    })
    .returning({ id: x.id });
  return answer.id;
}

/** Deletes the file rows of a join answer; answers their storage keys. */
export function deleteAnswerFiles(db: Executor, answerId: number): Promise<string[]> {
  return deleteFileRows(db, eq(fileF.answerId, answerId));
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
  mb: { status: number; acceptedAt: Date | null; joinedAt: Date | null; renew: boolean },
): Promise<boolean> {
  const t = communityMembers;
  if (!mb.renew) {
    const written = await db
      .insert(t)
      .values({
        communityId,
        userId,
        role: 0,
        status: mb.status,
        acceptedTermsAt: mb.acceptedAt,
        joinedAt: mb.joinedAt,
      })
      .onConflictDoNothing({ target: [t.communityId, t.userId] })
      .returning({ id: t.id });
    return written.length > 0;
  }
  await db
    .update(t)
    .set({
      status: mb.status,
      role: 0,
      permissions: null,
      blockReason: null,
      acceptedTermsAt: mb.acceptedAt,
      joinedAt: mb.joinedAt,
      updatedAt: sql`now()`,
    })
    .where(and(eq(t.communityId, communityId), eq(t.userId, userId)));
  return true;
}

/** Makes an auto-join user an explicit Joined member (idempotent); answers whether the row is new. */
export async function insertJoinedMember(db: Executor, communityId: number, userId: string): Promise<boolean> {
  const t = communityMembers;
  const added = await db
    .insert(t)
    .values({ communityId, userId, role: 0, status: 2, joinedAt: sql`now()` })
    .onConflictDoNothing()
    .returning({ id: t.id });
  return added.length > 0;
}

/** Deletes the user's member row. */
export async function deleteMember(db: Executor, communityId: number, userId: string): Promise<void> {
  const t = communityMembers;
  await db.delete(t).where(and(eq(t.communityId, communityId), eq(t.userId, userId)));
}

/** Moves membersCount (a Joined row) or pendingMembersCount (an Awaiting row) by `delta`. */
export async function moveMemberCount(db: Executor, communityId: number, status: number, delta: 1 | -1): Promise<void> {
  await db
    .update(communities)
    .set(
      status === MembershipStatus.Joined
        ? { membersCount: sql`${communities.membersCount} + ${delta}` }
        : { pendingMembersCount: sql`${communities.pendingMembersCount} + ${delta}` },
    )
    .where(eq(communities.id, communityId));
}

/** The fields of MemberRow: the member `m`, the account `a` and its stored privacy settings. */
const memberFields = {
  id: m.id,
  userId: m.userId,
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  avatarUrl: a.avatarUrl,
  pronoun: a.pronoun,
  state: a.state,
  role: m.role,
  status: m.status,
  joinedAt: m.joinedAt,
  updatedAt: m.updatedAt,
  privacy: accountProfiles.privacy,
  hasAnswers: sql<boolean>`exists (select 1 from ${communityJoinAnswers} where ${communityJoinAnswers.communityId} = ${m.communityId} and ${communityJoinAnswers.userId} = ${m.userId})`,
};

/**
 * A page of a community's Joined members (`keyword` in the first, last or full name), moderators
 * first, then editors, then members by name; and their total. With a `viewer` (a caller who does
 * not manage the community) members out of the directory are left out (spec 03 §3 Privacy
 * settings, modules/directory/directory.repository.ts); each row carries the stored settings for the presenter.
 */
export async function loadMemberPage(
  db: Executor,
  communityId: number,
  q: { page: number; pageSize: number; keyword?: string },
  viewer: DirectoryViewer | null,
) {
  const like = q.keyword ? containsPattern(q.keyword) : null;
  const listed = viewer ? listedFor(viewer, 'a') : sql`true`;
  const where = sql`${m.communityId} = ${communityId} and ${m.status} = 2 and ${listed} ${like ? sql`and (${a.firstName} ilike ${like} or ${a.lastName} ilike ${like} or (${a.firstName} || ' ' || ${a.lastName}) ilike ${like})` : sql``}`;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(memberFields)
      .from(m)
      .innerJoin(a, eq(a.id, m.userId))
      .leftJoin(accountProfiles, eq(accountProfiles.accountId, a.id))
      .where(where)
      .orderBy(
        sql`case ${m.role} when 1 then 0 when 2 then 1 else 2 end`,
        sql`lower(${a.firstName})`,
        sql`lower(${a.lastName})`,
        asc(m.id),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select(countField)
      .from(m)
      .innerJoin(a, eq(a.id, m.userId))
      .leftJoin(accountProfiles, eq(accountProfiles.accountId, a.id))
      .where(where),
  ]);
  return { rows, total: n };
}

/** A member row with the account's name and contact facts (and the stored privacy settings). */
export type MemberRow = Awaited<ReturnType<typeof loadMemberPage>>['rows'][number];
