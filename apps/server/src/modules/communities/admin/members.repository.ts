/**
 * SQL of members and blocking in a community's admin area (spec 02 §7 Members and blocking;
 * issue 19), through Drizzle's builder on the schema. The member page answers the membership
 * presenter's member facts (`AdminMemberRow`, derived from these builder calls).
 */
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray } from '../../../db/raw-query';
import { accounts } from '../../../db/schema/accounts';
import { communityJoinAnswers, communityMembers as m } from '../../../db/schema/communities';
import { containsPattern } from '../format';

/** The columns of a community member row for its managers (membership `m` joined with its account). */
const memberColumns = {
  id: m.id,
  userId: m.userId,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
  avatarUrl: accounts.avatarUrl,
  pronoun: accounts.pronoun,
  state: accounts.state,
  role: m.role,
  status: m.status,
  joinedAt: m.joinedAt,
  updatedAt: m.updatedAt,
  hasAnswers: sql<boolean>`exists (select 1 from ${communityJoinAnswers}
    where ${communityJoinAnswers.communityId} = ${m.communityId} and ${communityJoinAnswers.userId} = ${m.userId})`,
};

/** Account first name, last name, "first last" or email containing `keyword`; undefined without one. */
function nameOrEmail(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const like = containsPattern(keyword);
  return or(
    ilike(accounts.firstName, like),
    ilike(accounts.lastName, like),
    ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, like),
    ilike(accounts.email, like),
  );
}

/** A page of the community's members in `statuses`, moderators first then by name; and the total. */
export async function loadAdminMemberPage(
  db: Executor,
  communityId: number,
  q: { page: number; pageSize: number; keyword?: string; statuses: number[] },
): Promise<{ rows: AdminMemberRow[]; total: number }> {
  const where = and(
    eq(m.communityId, communityId),
    sql`${m.status} = any(${intArray(q.statuses)})`,
    nameOrEmail(q.keyword),
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(memberColumns)
      .from(m)
      .innerJoin(accounts, eq(accounts.id, m.userId))
      .where(where)
      .orderBy(
        asc(m.status),
        sql`case ${m.role} when 1 then 0 when 2 then 1 else 2 end`,
        sql`lower(${accounts.firstName})`,
        sql`lower(${accounts.lastName})`,
        asc(m.id),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(m).innerJoin(accounts, eq(accounts.id, m.userId)).where(where),
  ]);
  return { rows, total: n };
}

/** One member row of this community with the account's fields, or undefined. */
export async function loadMemberRow(db: Executor, communityId: number, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(m)
    .innerJoin(accounts, eq(accounts.id, m.userId))
    .where(and(eq(m.communityId, communityId), eq(m.userId, userId)));
  return row;
}

/** The membership row of `userId` here (locked), or undefined. */
export async function loadTarget(db: Executor, communityId: number, userId: string) {
  const [row] = await db
    .select({ userId: m.userId, role: m.role, status: m.status, blockReason: m.blockReason })
    .from(m)
    .where(and(eq(m.communityId, communityId), eq(m.userId, userId)))
    .for('update');
  return row;
}

/** A membership row as the admin actions check it. */
export type TargetRow = NonNullable<Awaited<ReturnType<typeof loadTarget>>>;

const ofMember = (communityId: number, userId: string) => and(eq(m.communityId, communityId), eq(m.userId, userId));

/** Sets a member's role (their own permission list is cleared: the role's flags apply). */
export async function setMemberRole(db: Executor, communityId: number, userId: string, role: number): Promise<void> {
  await db.update(m).set({ role, permissions: null, updatedAt: sql`now()` }).where(ofMember(communityId, userId));
}

/** A write of a member's status (and the block reason of a Blocked one). */
type StatusWrite = (
  db: Executor,
  communityId: number,
  userId: string,
  status: number,
  reason?: string | null,
) => Promise<void>;

/**
 * Sets a member's status (Joined sets joined_at now and keeps role and permissions; other statuses
 * reset the role to Member and clear the permissions). Blocked keeps the reason; others clear it.
 */
export const setMemberStatus: StatusWrite = async (db, communityId, userId, status, reason = null) => {
  const joined = status === 2;
  await db
    .update(m)
    .set({
      status,
      blockReason: reason,
      ...(joined ? { joinedAt: sql`now()` } : { role: 0, permissions: null }),
      updatedAt: sql`now()`,
    })
    .where(ofMember(communityId, userId));
};

/** Inserts a membership row (Joined or Blocked). */
export const insertMembership: StatusWrite = async (db, communityId, userId, status, reason = null) => {
  await db.insert(m).values({
    communityId,
    userId,
    role: 0,
    status,
    blockReason: reason,
    joinedAt: status === 2 ? sql`now()` : null,
  });
};

/** Deletes a membership row (un-blacklisting: the user is no longer tied to the community). */
export async function deleteMembership(db: Executor, communityId: number, userId: string): Promise<void> {
  await db.delete(m).where(ofMember(communityId, userId));
}

/** Sets a blocked member's reason. */
export async function setBlockReason(db: Executor, communityId: number, userId: string, reason: string): Promise<void> {
  await db.update(m).set({ blockReason: reason, updatedAt: sql`now()` }).where(ofMember(communityId, userId));
}

/** Site accounts among `ids` (uuids already checked). */
export async function existingAccounts(db: Executor, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`${accounts.id} = any(${`{${ids.join(',')}}`}::uuid[])`);
  return new Set(rows.map((r) => r.id));
}

/** Site users matching a keyword (name or email) with their membership state in the community (null when none). */
export async function searchUsersWithState(
  db: Executor,
  communityId: number,
  q: { keyword: string; page: number; pageSize: number },
) {
  const where = nameOrEmail(q.keyword);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: accounts.id,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        email: accounts.email,
        avatarUrl: accounts.avatarUrl,
        status: m.status,
      })
      .from(accounts)
      .leftJoin(m, and(eq(m.userId, accounts.id), eq(m.communityId, communityId)))
      .where(where)
      .orderBy(sql`lower(${accounts.firstName})`, sql`lower(${accounts.lastName})`, asc(accounts.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { rows, total: n };
}

/** A page of the community's blacklist (first name, last name or email), newest first; and the total. */
export async function loadBlacklistPage(
  db: Executor,
  communityId: number,
  q: { page: number; pageSize: number; keyword?: string },
) {
  const where = and(eq(m.communityId, communityId), eq(m.status, 3), nameOrEmail(q.keyword));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        userId: m.userId,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        email: accounts.email,
        avatarUrl: accounts.avatarUrl,
        blockReason: m.blockReason,
        updatedAt: m.updatedAt,
      })
      .from(m)
      .innerJoin(accounts, eq(accounts.id, m.userId))
      .where(where)
      .orderBy(desc(m.updatedAt), desc(m.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(m).innerJoin(accounts, eq(accounts.id, m.userId)).where(where),
  ]);
  return { rows, total: n };
}

/** A community member as its managers see it: MemberRow of membership.repository.ts without the privacy settings. */
export type AdminMemberRow = NonNullable<Awaited<ReturnType<typeof loadMemberRow>>>;
