/**
 * Data access of email changes (issue 28 finding 1; table `email_changes`): open a change, find a live one by
 * its verify or undo token hash (locked for the caller's transaction), mark it verified or cancelled,
 * and the account's pending address. Every function takes the executor first.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { emailChanges } from '../../db/schema';

/** A change as the verify and undo steps read it. */
const columns = {
  id: emailChanges.id,
  accountId: emailChanges.accountId,
  oldEmail: emailChanges.oldEmail,
  newEmail: emailChanges.newEmail,
  verified: sql<boolean>`${emailChanges.verifiedAt} is not null`,
};

/** A change as the verify and undo steps read it (`verified`: its new address was verified). */
export type EmailChangeRow = Pick<typeof emailChanges.$inferSelect, 'id' | 'accountId' | 'oldEmail' | 'newEmail'> & {
  verified: boolean;
};

/**
 * Opens a change: earlier changes of the account that were never verified are cancelled first
 * (only the newest link verifies). Hashes are SHA-256 of the mailed tokens.
 */
export async function insertEmailChange(
  db: Executor,
  c: Pick<
    typeof emailChanges.$inferInsert,
    'accountId' | 'oldEmail' | 'newEmail' | 'verifyTokenHash' | 'undoTokenHash' | 'verifyExpiresAt' | 'undoExpiresAt'
  > & { requestedBy: string | null },
): Promise<void> {
  await db
    .update(emailChanges)
    .set({ cancelledAt: sql`now()` })
    .where(
      and(eq(emailChanges.accountId, c.accountId), isNull(emailChanges.verifiedAt), isNull(emailChanges.cancelledAt)),
    );
  await db.insert(emailChanges).values({
    accountId: c.accountId,
    oldEmail: c.oldEmail,
    newEmail: c.newEmail,
    verifyTokenHash: c.verifyTokenHash,
    undoTokenHash: c.undoTokenHash,
    requestedBy: c.requestedBy,
    verifyExpiresAt: c.verifyExpiresAt,
    undoExpiresAt: c.undoExpiresAt,
  });
}

/** The live, unverified change whose verify link this is (locked), or null. */
export async function changeToVerify(db: Executor, verifyTokenHash: string): Promise<EmailChangeRow | null> {
  const rows = await db
    .select(columns)
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.verifyTokenHash, verifyTokenHash),
        isNull(emailChanges.verifiedAt),
        isNull(emailChanges.cancelledAt),
        gt(emailChanges.verifyExpiresAt, sql`now()`),
      ),
    )
    .for('update');
  return rows[0] ?? null;
}

/** The change, verified or not, whose undo link this is and may still be undone (locked), or null. */
export async function changeToUndo(db: Executor, undoTokenHash: string): Promise<EmailChangeRow | null> {
  const rows = await db
    .select(columns)
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.undoTokenHash, undoTokenHash),
        isNull(emailChanges.cancelledAt),
        gt(emailChanges.undoExpiresAt, sql`now()`),
      ),
    )
    .for('update');
  return rows[0] ?? null;
}

/** Marks a change verified. */
export async function markVerified(db: Executor, id: string): Promise<void> {
  await db.update(emailChanges).set({ verifiedAt: sql`now()` }).where(eq(emailChanges.id, id));
}

/** Marks a change cancelled (undone). */
export async function markCancelled(db: Executor, id: string): Promise<void> {
  await db.update(emailChanges).set({ cancelledAt: sql`now()` }).where(eq(emailChanges.id, id));
}

/** The new address the account has yet to verify (the newest live change), or null. */
export async function pendingEmailOf(db: Executor, accountId: string): Promise<string | null> {
  const rows = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.accountId, accountId),
        isNull(emailChanges.verifiedAt),
        isNull(emailChanges.cancelledAt),
        gt(emailChanges.verifyExpiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return rows[0]?.newEmail ?? null;
}
