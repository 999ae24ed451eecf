/**
 * Session rows (spec 01 §4 Session): insert, revoke one, revoke all of an account. The lookup of every
 * request is `session-lookup.repository.ts`. Every function takes the database or an open transaction.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { sessions } from '../../db/schema';

/** Inserts a session; answers its id. */
export async function insertSession(
  db: Executor,
  s: { tokenHash: string; accountId: string; impersonatorId: string | null; expiresAt: Date },
): Promise<string> {
  const rows = await db
    .insert(sessions)
    .values({
      tokenHash: s.tokenHash,
      accountId: s.accountId,
      impersonatorId: s.impersonatorId,
      expiresAt: s.expiresAt,
    })
    .returning({ id: sessions.id });
  return rows[0].id;
}

/** Revokes one session (no-op when already revoked). */
export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of an account, except `keepSessionId` when given. */
export async function revokeAllSessions(db: Executor, accountId: string, keepSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
