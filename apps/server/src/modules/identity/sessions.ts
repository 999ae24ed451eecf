/**
 * Session lifecycle: create (spec 01 §4 Session). Revoking lives in sessions.repository.ts
 * (revokeSession, revokeAllSessions); the answer of a sign-in in auth/sign-in-response.ts.
 */
import { LIMITS } from '@portal/shared';
import type { Executor } from '../../db/raw-query';
import { newToken, sha256 } from '../../lib/crypto';
import { insertSession } from './sessions.repository';

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
