/**
 * Session lifecycle: create, revoke one, revoke all of an account (spec 01 §4 Session).
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { encodeStoredToken, LIMITS, type SignInResponse } from '@portal/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { newToken, sha256 } from '../../lib/crypto';
import { loadCurrentAccount } from '../account/account.service';

export interface NewSession {
  sessionId: string;
  accessToken: string;
  expiresAt: Date;
}

/**
 * Creates a session for an account. Impersonation sessions last 60 minutes, others 14 days.
 * @param db the database or an open transaction
 */
export async function createSession(
  db: Db,
  accountId: string,
  impersonatorId: string | null = null,
): Promise<NewSession> {
  const accessToken = newToken();
  const ttlMs = impersonatorId ? LIMITS.impersonationTtlMinutes * 60_000 : LIMITS.sessionTtlHours * 3_600_000;
  const expiresAt = new Date(Date.now() + ttlMs);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: sha256(accessToken), accountId, impersonatorId, expiresAt })
    .returning({ id: sessions.id });
  return { sessionId: row.id, accessToken, expiresAt };
}

/** The answer of every successful sign-in: stored token, access token, expiry and the user. */
export async function signInResponse(ctx: AppContext, accountId: string, session: NewSession): Promise<SignInResponse> {
  const expiresAt = session.expiresAt.toISOString();
  const user = await loadCurrentAccount(ctx, accountId, session.sessionId);
  return {
    token: encodeStoredToken(session.accessToken, expiresAt),
    accessToken: session.accessToken,
    expiresAt,
    user,
  };
}

/** Revokes one session (log out). */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of an account, except `keepSessionId` when given. */
export async function revokeAllSessions(db: Db, accountId: string, keepSessionId?: string): Promise<void> {
  const where = keepSessionId
    ? and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId))
    : and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: new Date() }).where(where);
}
