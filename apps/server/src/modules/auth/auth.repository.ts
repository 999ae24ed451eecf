/**
 * The auth module's data access (spec 01 §4 Session, §7 Auth and account; issue #2 §3): password
 * reset tokens, one-time codes, the impersonation audit and the purge of expired rows (credentials,
 * accounts and sessions are the identity module's). Every function takes the database or an open transaction (`Executor`). Times are
 * passed as ISO strings and compared in SQL, so both drivers (PGlite, node-postgres) see the same.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { normalEmail } from '../identity';
import {
  accounts,
  impersonationAudit,
  type OneTimeCodePurpose,
  oneTimeCodes,
  passwordResetTokens,
  rateLimitBuckets,
  sessions,
} from '../../db/schema';

/** Writes the audit row of an impersonation. */
export async function insertImpersonationAudit(
  db: Executor,
  a: { adminId: string; targetId: string; sessionId: string; ip: string },
): Promise<void> {
  await db
    .insert(impersonationAudit)
    .values({ adminId: a.adminId, targetId: a.targetId, sessionId: a.sessionId, ip: a.ip });
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
  // insert … select names every column of the table in order (drizzle's rule), defaults included.
  const source = db
    .select({
      id: sql<string>`gen_random_uuid()`.as('id'),
      accountId: accounts.id,
      tokenHash: sql<string>`${tokenHash}`.as('token_hash'),
      createdAt: sql<Date>`now()`.as('created_at'),
      expiresAt: sql<Date>`${expiresAt.toISOString()}::timestamptz`.as('expires_at'),
      usedAt: sql<Date | null>`null::timestamptz`.as('used_at'),
    })
    .from(accounts)
    .where(and(eq(accounts.email, normalEmail(email)), eq(accounts.isActive, true)))
    .limit(1);
  const ofAccount = <T>(column: typeof accounts.email | typeof accounts.firstName) =>
    sql<T>`${sql`(select ${column} from ${accounts} where ${accounts.id} = ${passwordResetTokens.accountId})`}`;
  const rows = await db
    .insert(passwordResetTokens)
    .select(source)
    .returning({
      id: passwordResetTokens.accountId,
      email: ofAccount<string>(accounts.email),
      firstName: ofAccount<string>(accounts.firstName),
    });
  return rows[0] ?? null;
}

/** Uses a live reset token of this account; false when it is unknown, used, expired or another's. */
export async function useResetToken(db: Executor, tokenHash: string, accountId: string): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.accountId, accountId),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > now()`,
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

/** Marks every unused reset token of an account used. */
export async function useAllResetTokens(db: Executor, accountId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)));
}

/** Inserts a one-time code under its requestId. */
export async function insertCode(
  db: Executor,
  c: { requestId: string; accountId: string; purpose: OneTimeCodePurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values({
    id: c.requestId,
    accountId: c.accountId,
    purpose: c.purpose,
    codeHash: c.codeHash,
    expiresAt: c.expiresAt,
  });
}

/** Replaces the code of an unused request of this account (tries reset); false when there is none. */
export async function replaceCode(
  db: Executor,
  c: { requestId: string; accountId: string; codeHash: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ codeHash: c.codeHash, attempts: 0, expiresAt: c.expiresAt })
    .where(and(eq(oneTimeCodes.id, c.requestId), eq(oneTimeCodes.accountId, c.accountId), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** The condition of a live code: this request, account and purpose, unused, unexpired, tries left. */
const liveCode = (c: { requestId: string; accountId: string; purpose: OneTimeCodePurpose; maxAttempts: number }) =>
  and(
    eq(oneTimeCodes.id, c.requestId),
    eq(oneTimeCodes.accountId, c.accountId),
    eq(oneTimeCodes.purpose, c.purpose),
    isNull(oneTimeCodes.usedAt),
    sql`${oneTimeCodes.expiresAt} > now()`,
    lt(oneTimeCodes.attempts, c.maxAttempts),
  );

/** Uses the live code when `codeHash` matches (one atomic UPDATE); true when it did. */
export async function useCode(
  db: Executor,
  c: { requestId: string; accountId: string; purpose: OneTimeCodePurpose; maxAttempts: number; codeHash: string },
): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(liveCode(c), eq(oneTimeCodes.codeHash, c.codeHash)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** Counts a wrong try on the live code (one atomic UPDATE); false when there is no live code. */
export async function countWrongTry(
  db: Executor,
  c: { requestId: string; accountId: string; purpose: OneTimeCodePurpose; maxAttempts: number },
): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(liveCode(c))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** Deletes expired codes, reset tokens, sessions and rate-limit buckets. */
export async function purgeExpired(db: Executor): Promise<void> {
  await db.delete(oneTimeCodes).where(sql`${oneTimeCodes.expiresAt} < now() - interval '1 day'`);
  await db.delete(passwordResetTokens).where(sql`${passwordResetTokens.expiresAt} < now() - interval '1 day'`);
  await db.delete(sessions).where(sql`${sessions.expiresAt} < now() - interval '7 days'`);
  await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.resetAt} < now()`);
}
