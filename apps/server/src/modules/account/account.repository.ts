/**
 * The account module's data access (spec 01 §3 Account/user, §6, §7 Auth and account): accounts, their
 * segments, settings and the pages of batch and search. Every function takes the database or an open
 * transaction (`Executor`). Dates come back as 'YYYY-MM-DD' text whichever driver runs the statement;
 * lists of ids and names travel as one JSON parameter, so a statement's text does not depend on
 * how many there are.
 *
 * The member-facing lookups (`findListedAccount`, `batchWhere`, `searchWhere`) take the viewer and
 * apply the directory's privacy predicate (`listedFor` of modules/directory/directory.repository.ts, the one
 * policy of policies/directory.ts): a member out of the directory is not found by anyone but
 * themself and staff (issue 28 finding 6).
 */
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { accountProfiles, accountSegments, accounts, communityMembers, segments } from '../../db/schema';
import type { DirectoryViewer, StoredPrivacy } from '../../policies/directory';
import { listedFor } from '../directory';

/** The columns of an account as the presenter reads it (account-details.repository.ts reuses them) (dates 'YYYY-MM-DD' text, the date columns' mode). */
export const accountColumns = {
  id: accounts.id,
  email: accounts.email,
  role: accounts.role,
  contactTypes: accounts.contactTypes,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  title: accounts.title,
  preferredName: accounts.preferredName,
  gender: accounts.gender,
  mobile: accounts.mobile,
  dateOfBirth: accounts.dateOfBirth,
  graduationDate: accounts.graduationDate,
  address: accounts.address,
  suburb: accounts.suburb,
  state: accounts.state,
  postCode: accounts.postCode,
  country: accounts.country,
  avatarUrl: accounts.avatarUrl,
  pronoun: accounts.pronoun,
  isFirstLogin: accounts.isFirstLogin,
  memberNum: accounts.memberNum,
  /** The stored privacy settings (account_profiles.privacy; null without a profile). */
  privacy: sql<StoredPrivacy>`(select ${accountProfiles.privacy} from ${accountProfiles}
    where ${accountProfiles.accountId} = ${accounts.id})`.mapWith(accountProfiles.privacy),
};

/** An account as the presenter reads it. */
export type AccountRow = Pick<typeof accounts.$inferSelect, Exclude<keyof typeof accountColumns, 'privacy'>> & {
  /** The stored privacy settings (account_profiles.privacy; null without a profile). */
  privacy: StoredPrivacy;
};

/** A JSON array parameter read back as a text[] in SQL. */
const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** The account with this id, active or not, or null. */
export async function findAccount(db: Executor, id: string): Promise<AccountRow | null> {
  const rows = await db.select(accountColumns).from(accounts).where(eq(accounts.id, id));
  return rows[0] ?? null;
}

/**
 * The active account with this id as `viewer` may look it up, or null: null also when the account
 * left the directory and the viewer is neither that account nor staff (issue 28 finding 6).
 */
export async function findListedAccount(db: Executor, viewer: DirectoryViewer, id: string): Promise<AccountRow | null> {
  const rows = await db
    .select(accountColumns)
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.isActive, true), listedFor(viewer, accounts.id)));
  return rows[0] ?? null;
}

/** Id and name of an account (the impersonating Admin of a session), or null. */
export async function findAccountName(
  db: Executor,
  id: string,
): Promise<{ id: string; firstName: string; lastName: string } | null> {
  const rows = await db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, id));
  return rows[0] ?? null;
}

/** Segments of several accounts: one row per (account, segment). */
export async function segmentRowsOf(
  db: Executor,
  accountIds: readonly string[],
): Promise<{ accountId: string; segmentId: number; segmentName: string }[]> {
  if (accountIds.length === 0) return [];
  return db
    .select({ accountId: accountSegments.accountId, segmentId: segments.id, segmentName: segments.name })
    .from(accountSegments)
    .innerJoin(segments, eq(segments.id, accountSegments.segmentId))
    .where(sql`${accountSegments.accountId} = any(${textArray(accountIds)}::uuid[])`);
}

/** Sort keys of account lists, each with its tie-breakers (then id). */
export const ACCOUNT_SORTS = {
  firstName: [asc(accounts.firstName), asc(accounts.lastName), asc(accounts.id)],
  lastName: [asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id)],
  email: [asc(accounts.email), asc(accounts.id)],
  memberNum: [asc(accounts.memberNum), asc(accounts.id)],
} as const;
export type AccountSort = keyof typeof ACCOUNT_SORTS;

/**
 * The condition of POST account/batch: the listed active accounts that `viewer` may see (directory
 * privacy, issue 28 finding 6), optionally of some contact types or roles.
 */
export function batchWhere(
  viewer: DirectoryViewer,
  ids: readonly string[],
  contactTypes?: readonly string[],
  roles?: readonly number[],
): SQL {
  const parts: SQL[] = [
    sql`${accounts.id} = any(${textArray(ids)}::uuid[])`,
    sql`${accounts.isActive}`,
    listedFor(viewer, accounts.id),
  ];
  if (contactTypes?.length) parts.push(sql`${accounts.contactTypes} && ${textArray(contactTypes)}`);
  // bigint: a role of any whole number compares (no match) instead of overflowing the smallint column.
  if (roles?.length)
    parts.push(sql`${accounts.role}::bigint = any(${`{${roles.map((r) => Math.trunc(r)).join(',')}}`}::bigint[])`);
  return sql.join(parts, sql` and `);
}

/**
 * The condition of POST account/search: active accounts that `viewer` may see (directory privacy,
 * issue 28 finding 6) whose first, last or full name (and, for a privileged caller, email or member
 * number) contains `keyword` (case-insensitive, taken literally); Admin accounts (role `adminRole`)
 * only when `includeAdmins`.
 */
export function searchWhere(
  viewer: DirectoryViewer,
  keyword: string,
  privileged: boolean,
  includeAdmins: boolean,
  adminRole: number,
): SQL {
  const parts: SQL[] = [sql`${accounts.isActive}`, listedFor(viewer, accounts.id)];
  if (keyword) {
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const names = [
      ilike(accounts.firstName, pattern),
      ilike(accounts.lastName, pattern),
      sql`(${accounts.firstName} || ' ' || ${accounts.lastName}) ilike ${pattern}`,
    ];
    const extra = privileged ? [ilike(accounts.email, pattern), ilike(accounts.memberNum, pattern)] : [];
    parts.push(sql`(${or(...names, ...extra)})`);
  }
  if (!includeAdmins) parts.push(ne(accounts.role, adminRole));
  return sql.join(parts, sql` and `);
}

/** One page of the accounts matching `where` (from batchWhere or searchWhere) and their total. */
export async function accountPage(
  db: Executor,
  where: SQL,
  sort: AccountSort,
  page: number,
  pageSize: number,
): Promise<{ rows: AccountRow[]; total: number }> {
  const [{ total }] = await db.select({ total: count() }).from(accounts).where(where);
  const rows = await db
    .select(accountColumns)
    .from(accounts)
    .where(where)
    .orderBy(...ACCOUNT_SORTS[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total };
}

/** Settings of an account (spec 01 §3): two-factor, mail-to address, SMS permission. */
export async function settingsOf(
  db: Executor,
  id: string,
): Promise<{ enableTfa: boolean; mailTo: string | null; allowSms: boolean }> {
  const rows = await db
    .select({ enableTfa: accounts.enableTfa, mailTo: accounts.mailTo, allowSms: accounts.allowSms })
    .from(accounts)
    .where(eq(accounts.id, id));
  return rows[0];
}

/** The account's password hash (argon2), or null when it never set one. */
export async function passwordHashOf(db: Executor, id: string): Promise<string | null> {
  const rows = await db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, id));
  return rows[0]?.hash ?? null;
}

/** True when the account is a joined moderator (`moderatorRole`, `joinedStatus`) of at least one community. */
export async function moderatesAnyCommunity(
  db: Executor,
  id: string,
  moderatorRole: number,
  joinedStatus: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: communityMembers.id })
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.userId, id),
        eq(communityMembers.role, moderatorRole),
        eq(communityMembers.status, joinedStatus),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The account's community notification activity types (ascending as stored). */
export async function notificationTypesOf(db: Executor, id: string): Promise<number[]> {
  const rows = await db.select({ n: accounts.notificationActivityTypes }).from(accounts).where(eq(accounts.id, id));
  return (rows[0]?.n ?? []).map(Number);
}

/** Whether the account is in the FDRS section (spec 01 §2 splash). */
export async function isFdrsAccount(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ isFdrs: accounts.isFdrs }).from(accounts).where(eq(accounts.id, id));
  return rows[0]?.isFdrs ?? false;
}

/** Every segment, sorted by category then name. */
export async function allSegments(db: Executor): Promise<{ id: number; categoryName: string; name: string }[]> {
  return db
    .select({ id: segments.id, categoryName: segments.categoryName, name: segments.name })
    .from(segments)
    .orderBy(asc(segments.categoryName), asc(segments.name));
}
