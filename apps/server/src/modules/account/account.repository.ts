/**
 * The account module's SQL (spec 01 §3 Account/user, §6, §7 Auth and account): accounts, their
 * segments, settings and the pages of batch and search. Every function takes the database or an open
 * transaction (`Executor`). Dates come back as 'YYYY-MM-DD' text whichever driver runs the statement;
 * lists of ids and names travel as one JSON parameter, so a statement's text does not depend on
 * how many there are.
 *
 * The member-facing lookups (`findListedAccount`, `batchWhere`, `searchWhere`) take the viewer and
 * apply the directory's privacy predicate (`listedFor` of modules/directory/privacy.sql.ts, the one
 * policy of policies/directory.ts): a member out of the directory is not found by anyone but
 * themself and staff (issue 28 finding 6).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';
import type { DirectoryViewer, StoredPrivacy } from '../../policies/directory';
import { listedFor } from '../directory/privacy.sql';

/** An account as the presenter reads it. */
export interface AccountRow {
  id: string;
  email: string;
  role: number;
  contactTypes: string[];
  firstName: string;
  lastName: string;
  title: string | null;
  preferredName: string | null;
  gender: string | null;
  mobile: string | null;
  /** 'YYYY-MM-DD' */
  dateOfBirth: string | null;
  /** 'YYYY-MM-DD' */
  graduationDate: string | null;
  address: string | null;
  suburb: string | null;
  state: string | null;
  postCode: string | null;
  country: string | null;
  avatarUrl: string | null;
  pronoun: string | null;
  isFirstLogin: boolean;
  memberNum: string | null;
  /** The stored privacy settings (account_profiles.privacy; null without a profile). */
  privacy: StoredPrivacy;
}

const accountColumns = sql`a.id, a.email, a.role, a.contact_types as "contactTypes", a.first_name as "firstName",
  a.last_name as "lastName", a.title, a.preferred_name as "preferredName", a.gender, a.mobile,
  a.date_of_birth::text as "dateOfBirth", a.graduation_date::text as "graduationDate", a.address, a.suburb, a.state,
  a.post_code as "postCode", a.country, a.avatar_url as "avatarUrl", a.pronoun, a.is_first_login as "isFirstLogin",
  a.member_num as "memberNum", (select p.privacy from account_profiles p where p.account_id = a.id) as privacy`;

const accountOf = (row: AccountRow): AccountRow => ({ ...row, role: Number(row.role) });

/** A JSON array parameter read back as a text[] in SQL. */
const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** The account with this id, active or not, or null. */
export async function findAccount(db: Executor, id: string): Promise<AccountRow | null> {
  const rows = await query<AccountRow>(db, sql`select ${accountColumns} from accounts a where a.id = ${id}`);
  return rows[0] ? accountOf(rows[0]) : null;
}

/**
 * The active account with this id as `viewer` may look it up, or null: null also when the account
 * left the directory and the viewer is neither that account nor staff (issue 28 finding 6).
 */
export async function findListedAccount(db: Executor, viewer: DirectoryViewer, id: string): Promise<AccountRow | null> {
  const rows = await query<AccountRow>(
    db,
    sql`select ${accountColumns} from accounts a where a.id = ${id} and a.is_active and ${listedFor(viewer, 'a')}`,
  );
  return rows[0] ? accountOf(rows[0]) : null;
}

/** Id and name of an account (the impersonating Admin of a session), or null. */
export async function findAccountName(
  db: Executor,
  id: string,
): Promise<{ id: string; firstName: string; lastName: string } | null> {
  const rows = await query<{ id: string; firstName: string; lastName: string }>(
    db,
    sql`select id, first_name as "firstName", last_name as "lastName" from accounts where id = ${id}`,
  );
  return rows[0] ?? null;
}

/** Segments of several accounts: one row per (account, segment). */
export async function segmentRowsOf(
  db: Executor,
  accountIds: readonly string[],
): Promise<{ accountId: string; segmentId: number; segmentName: string }[]> {
  if (accountIds.length === 0) return [];
  const rows = await query<{ accountId: string; segmentId: number; segmentName: string }>(
    db,
    sql`select g.account_id as "accountId", s.id as "segmentId", s.name as "segmentName"
      from account_segments g join segments s on s.id = g.segment_id
      where g.account_id = any(${textArray(accountIds)}::uuid[])`,
  );
  return rows.map((r) => ({ ...r, segmentId: Number(r.segmentId) }));
}

/** Sort keys of account lists, each with its tie-breakers (then id). */
export const ACCOUNT_SORTS = {
  firstName: sql`a.first_name asc, a.last_name asc, a.id asc`,
  lastName: sql`a.last_name asc, a.first_name asc, a.id asc`,
  email: sql`a.email asc, a.id asc`,
  memberNum: sql`a.member_num asc, a.id asc`,
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
  const parts: SQL[] = [sql`a.id = any(${textArray(ids)}::uuid[])`, sql`a.is_active`, listedFor(viewer, 'a')];
  if (contactTypes?.length) parts.push(sql`a.contact_types && ${textArray(contactTypes)}`);
  // bigint: a role of any whole number compares (no match) instead of overflowing the smallint column.
  if (roles?.length)
    parts.push(sql`a.role::bigint = any(${`{${roles.map((r) => Math.trunc(r)).join(',')}}`}::bigint[])`);
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
  const parts: SQL[] = [sql`a.is_active`, listedFor(viewer, 'a')];
  if (keyword) {
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const extra = privileged ? sql` or a.email ilike ${pattern} or a.member_num ilike ${pattern}` : sql``;
    parts.push(
      sql`(a.first_name ilike ${pattern} or a.last_name ilike ${pattern} or (a.first_name || ' ' || a.last_name) ilike ${pattern}${extra})`,
    );
  }
  if (!includeAdmins) parts.push(sql`a.role <> ${adminRole}`);
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
  const [{ total }] = await query<{ total: number | string }>(
    db,
    sql`select count(*) as total from accounts a where ${where}`,
  );
  const rows = await query<AccountRow>(
    db,
    sql`select ${accountColumns} from accounts a where ${where} order by ${ACCOUNT_SORTS[sort]}
      limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  return { rows: rows.map(accountOf), total: Number(total) };
}

/** Settings of an account (spec 01 §3): two-factor, mail-to address, SMS permission. */
export async function settingsOf(
  db: Executor,
  id: string,
): Promise<{ enableTfa: boolean; mailTo: string | null; allowSms: boolean }> {
  const rows = await query<{ enableTfa: boolean; mailTo: string | null; allowSms: boolean }>(
    db,
    sql`select enable_tfa as "enableTfa", mail_to as "mailTo", allow_sms as "allowSms" from accounts where id = ${id}`,
  );
  return rows[0];
}

/**
 * True when an account other than `exceptId` (null: any account) signs in with `email` (compared
 * trimmed and lower-cased, as emails are stored). The one check of its kind: staff edits and email
 * changes use it.
 */
export async function emailTaken(db: Executor, email: string, exceptId: string | null): Promise<boolean> {
  const rows = await query<{ id: string }>(
    db,
    sql`select id from accounts where email = ${email.trim().toLowerCase()}
      ${exceptId ? sql`and id <> ${exceptId}` : sql``} limit 1`,
  );
  return rows.length > 0;
}

/** The account's password hash (argon2), or null when it never set one. */
export async function passwordHashOf(db: Executor, id: string): Promise<string | null> {
  const rows = await query<{ hash: string | null }>(
    db,
    sql`select password_hash as hash from accounts where id = ${id}`,
  );
  return rows[0]?.hash ?? null;
}

/** Updates the settings; `mailTo`/`allowSms` undefined keep their stored values. */
export async function updateSettings(
  db: Executor,
  id: string,
  s: { enableTfa: boolean; mailTo?: string | null; allowSms?: boolean },
): Promise<void> {
  const mailTo = s.mailTo === undefined ? sql`mail_to` : sql`${s.mailTo}`;
  const allowSms = s.allowSms === undefined ? sql`allow_sms` : sql`${s.allowSms}`;
  await query(
    db,
    sql`update accounts set enable_tfa = ${s.enableTfa}, mail_to = ${mailTo}, allow_sms = ${allowSms}, updated_at = now()
      where id = ${id}`,
  );
}

/** True when the account is a joined moderator (`moderatorRole`, `joinedStatus`) of at least one community. */
export async function moderatesAnyCommunity(
  db: Executor,
  id: string,
  moderatorRole: number,
  joinedStatus: number,
): Promise<boolean> {
  const rows = await query<{ id: number }>(
    db,
    sql`select id from community_members where user_id = ${id} and role = ${moderatorRole} and status = ${joinedStatus} limit 1`,
  );
  return rows.length > 0;
}

/** Clears the first-login flag. */
export async function clearFirstLogin(db: Executor, id: string): Promise<void> {
  await query(db, sql`update accounts set is_first_login = false, updated_at = now() where id = ${id}`);
}

/** The account's community notification activity types (ascending as stored). */
export async function notificationTypesOf(db: Executor, id: string): Promise<number[]> {
  const rows = await query<{ n: number[] | null }>(
    db,
    sql`select notification_activity_types as n from accounts where id = ${id}`,
  );
  return (rows[0]?.n ?? []).map(Number);
}

/** Stores the community notification activity types (`ids` sorted ascending by the caller). */
export async function setNotificationTypes(db: Executor, id: string, ids: readonly number[]): Promise<void> {
  await query(
    db,
    sql`update accounts set notification_activity_types = array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)
      where id = ${id}`,
  );
}

/** Whether the account is in the FDRS section (spec 01 §2 splash). */
export async function isFdrsAccount(db: Executor, id: string): Promise<boolean> {
  const rows = await query<{ isFdrs: boolean }>(db, sql`select is_fdrs as "isFdrs" from accounts where id = ${id}`);
  return rows[0]?.isFdrs ?? false;
}

/** Every segment, sorted by category then name. */
export async function allSegments(db: Executor): Promise<{ id: number; categoryName: string; name: string }[]> {
  const rows = await query<{ id: number; categoryName: string; name: string }>(
    db,
    sql`select id, category_name as "categoryName", name from segments order by category_name asc, name asc`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
