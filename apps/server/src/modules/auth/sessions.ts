/**
 * Session lifecycle: create, and the answer of a sign-in (spec 01 §4 Session). Revoking lives in
 * auth.repository.ts (revokeSession, revokeAllSessions).
 */
import { encodeStoredToken, LIMITS, type SignInResponse } from '@portal/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { newToken, sha256 } from '../../lib/crypto';
import { loadCurrentAccount } from '../account/account.service';
import { insertSession } from './auth.repository';

export interface NewSession {
  sessionId: string;
  accessToken: string;
  expiresAt: Date;
  /** The Admin signed in as this account, or null. */
  impersonatorId: string | null;
}

/**
 * Creates a session for an account. Impersonation sessions last 60 minutes, others 14 days.
 * @param db the database or an open transaction
 */
export async function createSession(
  db: Executor,
  accountId: string,
  impersonatorId: string | null = null,
): Promise<NewSession> {
  const accessToken = newToken();
  const ttlMs = impersonatorId ? LIMITS.impersonationTtlMinutes * 60_000 : LIMITS.sessionTtlHours * 3_600_000;
  const expiresAt = new Date(Date.now() + ttlMs);
  const sessionId = await insertSession(db, { tokenHash: sha256(accessToken), accountId, impersonatorId, expiresAt });
  return { sessionId, accessToken, expiresAt, impersonatorId };
}

/** The answer of every successful sign-in: stored token, access token, expiry and the user. */
export async function signInResponse(ctx: AppContext, accountId: string, session: NewSession): Promise<SignInResponse> {
  const expiresAt = session.expiresAt.toISOString();
  const user = await loadCurrentAccount(ctx, accountId, session.impersonatorId);
  return {
    token: encodeStoredToken(session.accessToken, expiresAt),
    accessToken: session.accessToken,
    expiresAt,
    user,
  };
}
