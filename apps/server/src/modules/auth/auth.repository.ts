/**
 * The auth module's SQL (spec 01 §4 Session, §7 Auth and account; issue #2 §3): credentials of
 * accounts, sessions, password reset tokens, one-time codes, the impersonation audit and the purge of
 * expired rows. Every function takes the database or an open transaction (`Executor`). Times are
 * passed as ISO strings and compared in SQL, so both drivers (PGlite, node-postgres) see the same.
 */
import { sql } from 'drizzle-orm';
import type { OneTimeCodePurpose } from '../../db/schema';
import { type Executor, query } from '../../db/raw-query';

/** What signing in needs of an account. */
export interface CredentialRow {
  id: string;
  email: string;
  firstName: string;
  role: number;
  enableTfa: boolean;
  passwordHash: string | null;
}

const credentialColumns = sql`id, email, first_name as "firstName", role, enable_tfa as "enableTfa", password_hash as "passwordHash"`;

const normalEmail = (email: string) => email.trim().toLowerCase();

/** The active account with this email (trimmed, case-insensitive: emails are stored lower-cased), or null. */
export async function findActiveAccountByEmail(db: Executor, email: string): Promise<CredentialRow | null> {
  const rows = await query<CredentialRow>(
    db,
    sql`select ${credentialColumns} from accounts where email = ${normalEmail(email)} and is_active limit 1`,
  );
  return rows[0] ? { ...rows[0], role: Number(rows[0].role) } : null;
}

/** The active account with this id, or null. */
export async function findActiveAccountById(db: Executor, id: string): Promise<CredentialRow | null> {
  const rows = await query<CredentialRow>(
    db,
    sql`select ${credentialColumns} from accounts where id = ${id} and is_active limit 1`,
  );
  return rows[0] ? { ...rows[0], role: Number(rows[0].role) } : null;
}

/** Stores a new password hash. */
export async function setPasswordHash(db: Executor, accountId: string, passwordHash: string): Promise<void> {
  await query(db, sql`update accounts set password_hash = ${passwordHash}, updated_at = now() where id = ${accountId}`);
}

/** Inserts a session; answers its id. */
export async function insertSession(
  db: Executor,
  s: { tokenHash: string; accountId: string; impersonatorId: string | null; expiresAt: Date },
): Promise<string> {
  const rows = await query<{ id: string }>(
    db,
    sql`insert into sessions (token_hash, account_id, impersonator_id, expires_at)
      values (${s.tokenHash}, ${s.accountId}, ${s.impersonatorId}, ${s.expiresAt.toISOString()}::timestamptz)
      returning id`,
  );
  return rows[0].id;
}

/** Revokes one session (no-op when already revoked). */
export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await query(db, sql`update sessions set revoked_at = now() where id = ${sessionId} and revoked_at is null`);
}

/** Revokes every live session of an account, except `keepSessionId` when given. */
export async function revokeAllSessions(db: Executor, accountId: string, keepSessionId?: string): Promise<void> {
  await query(
    db,
    keepSessionId
      ? sql`update sessions set revoked_at = now() where account_id = ${accountId} and revoked_at is null and id <> ${keepSessionId}`
      : sql`update sessions set revoked_at = now() where account_id = ${accountId} and revoked_at is null`,
  );
}

/** Writes the audit row of an impersonation. */
export async function insertImpersonationAudit(
  db: Executor,
  a: { adminId: string; targetId: string; sessionId: string; ip: string },
): Promise<void> {
  await query(
    db,
    sql`insert into impersonation_audit (admin_id, target_id, session_id, ip)
      values (${a.adminId}, ${a.targetId}, ${a.sessionId}, ${a.ip})`,
  );
}

/**
 * Stores a reset token for the active account with this email, in one statement whether or not the
 * account exists (the same work on both paths: no timing difference). Answers the account (id,
 * email, first name) when a token was stored, or null.
 */
export async function insertResetTokenForEmail(
  db: Executor,
  email: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<{ id: string; email: string; firstName: string } | null> {
  const rows = await query<{ id: string; email: string; firstName: string }>(
    db,
    sql`with a as (select id, email, first_name from accounts where email = ${normalEmail(email)} and is_active limit 1),
      t as (insert into password_reset_tokens (account_id, token_hash, expires_at)
        select a.id, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz from a returning account_id)
      select a.id, a.email, a.first_name as "firstName" from a join t on t.account_id = a.id`,
  );
  return rows[0] ?? null;
}

/** Uses a live reset token of this account; false when it is unknown, used, expired or another's. */
export async function useResetToken(db: Executor, tokenHash: string, accountId: string): Promise<boolean> {
  const rows = await query<{ id: string }>(
    db,
    sql`update password_reset_tokens set used_at = now()
      where token_hash = ${tokenHash} and account_id = ${accountId} and used_at is null and expires_at > now()
      returning id`,
  );
  return rows.length === 1;
}

/** Marks every unused reset token of an account used. */
export async function useAllResetTokens(db: Executor, accountId: string): Promise<void> {
  await query(
    db,
    sql`update password_reset_tokens set used_at = now() where account_id = ${accountId} and used_at is null`,
  );
}

/** Inserts a one-time code under its requestId. */
export async function insertCode(
  db: Executor,
  c: { requestId: string; accountId: string; purpose: OneTimeCodePurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await query(
    db,
    sql`insert into one_time_codes (id, account_id, purpose, code_hash, expires_at)
      values (${c.requestId}, ${c.accountId}, ${c.purpose}, ${c.codeHash}, ${c.expiresAt.toISOString()}::timestamptz)`,
  );
}

/** Replaces the code of an unused request of this account (tries reset); false when there is none. */
export async function replaceCode(
  db: Executor,
  c: { requestId: string; accountId: string; codeHash: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await query<{ id: string }>(
    db,
    sql`update one_time_codes set code_hash = ${c.codeHash}, attempts = 0, expires_at = ${c.expiresAt.toISOString()}::timestamptz
      where id = ${c.requestId} and account_id = ${c.accountId} and used_at is null
      returning id`,
  );
  return rows.length === 1;
}

/** The condition of a live code: this request, account and purpose, unused, unexpired, tries left. */
const liveCode = (c: { requestId: string; accountId: string; purpose: OneTimeCodePurpose; maxAttempts: number }) =>
  sql`id = ${c.requestId} and account_id = ${c.accountId} and purpose = ${c.purpose} and used_at is null
    and expires_at > now() and attempts < ${c.maxAttempts}`;

/** Uses the live code when `codeHash` matches (one atomic UPDATE); true when it did. */
export async function useCode(
  db: Executor,
  c: { requestId: string; accountId: string; purpose: OneTimeCodePurpose; maxAttempts: number; codeHash: string },
): Promise<boolean> {
  const rows = await query<{ id: string }>(
    db,
    sql`update one_time_codes set used_at = now() where ${liveCode(c)} and code_hash = ${c.codeHash} returning id`,
  );
  return rows.length === 1;
}

/** Counts a wrong try on the live code (one atomic UPDATE); false when there is no live code. */
export async function countWrongTry(
  db: Executor,
  c: { requestId: string; accountId: string; purpose: OneTimeCodePurpose; maxAttempts: number },
): Promise<boolean> {
  const rows = await query<{ id: string }>(
    db,
    sql`update one_time_codes set attempts = attempts + 1 where ${liveCode(c)} returning id`,
  );
  return rows.length === 1;
}

/** Deletes expired codes, reset tokens, sessions and rate-limit buckets. */
export async function purgeExpired(db: Executor): Promise<void> {
  await query(db, sql`delete from one_time_codes where expires_at < now() - interval '1 day'`);
  await query(db, sql`delete from password_reset_tokens where expires_at < now() - interval '1 day'`);
  await query(db, sql`delete from sessions where expires_at < now() - interval '7 days'`);
  await query(db, sql`delete from rate_limit_buckets where reset_at < now()`);
}
