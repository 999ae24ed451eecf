/**
 * SQL of email changes (issue 28 finding 1; table `email_changes`): open a change, find a live one by
 * its verify or undo token hash (locked for the caller's transaction), mark it verified or cancelled,
 * and the account's pending address. Every function takes the executor first.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';

/** A change as the verify and undo steps read it. */
export interface EmailChangeRow {
  id: string;
  accountId: string;
  oldEmail: string;
  newEmail: string;
  verified: boolean;
}

const columns = sql`id, account_id as "accountId", old_email as "oldEmail", new_email as "newEmail",
  verified_at is not null as verified`;

/**
 * Opens a change: earlier changes of the account that were never verified are cancelled first
 * (only the newest link verifies). Hashes are SHA-256 of the mailed tokens.
 */
export async function insertEmailChange(
  db: Executor,
  c: {
    accountId: string;
    oldEmail: string;
    newEmail: string;
    verifyTokenHash: string;
    undoTokenHash: string;
    requestedBy: string | null;
    verifyExpiresAt: Date;
    undoExpiresAt: Date;
  },
): Promise<void> {
  await query(
    db,
    sql`update email_changes set cancelled_at = now()
      where account_id = ${c.accountId} and verified_at is null and cancelled_at is null`,
  );
  await query(
    db,
    sql`insert into email_changes (account_id, old_email, new_email, verify_token_hash, undo_token_hash,
        requested_by, verify_expires_at, undo_expires_at)
      values (${c.accountId}, ${c.oldEmail}, ${c.newEmail}, ${c.verifyTokenHash}, ${c.undoTokenHash},
        ${c.requestedBy}, ${c.verifyExpiresAt.toISOString()}::timestamptz, ${c.undoExpiresAt.toISOString()}::timestamptz)`,
  );
}

/** The live, unverified change whose verify link this is (locked), or null. */
export async function changeToVerify(db: Executor, verifyTokenHash: string): Promise<EmailChangeRow | null> {
  const rows = await query<EmailChangeRow>(
    db,
    sql`select ${columns} from email_changes where verify_token_hash = ${verifyTokenHash}
      and verified_at is null and cancelled_at is null and verify_expires_at > now() for update`,
  );
  return rows[0] ?? null;
}

/** The change, verified or not, whose undo link this is and may still be undone (locked), or null. */
export async function changeToUndo(db: Executor, undoTokenHash: string): Promise<EmailChangeRow | null> {
  const rows = await query<EmailChangeRow>(
    db,
    sql`select ${columns} from email_changes where undo_token_hash = ${undoTokenHash}
      and cancelled_at is null and undo_expires_at > now() for update`,
  );
  return rows[0] ?? null;
}

/** Marks a change verified. */
export async function markVerified(db: Executor, id: string): Promise<void> {
  await query(db, sql`update email_changes set verified_at = now() where id = ${id}`);
}

/** Marks a change cancelled (undone). */
export async function markCancelled(db: Executor, id: string): Promise<void> {
  await query(db, sql`update email_changes set cancelled_at = now() where id = ${id}`);
}

/** Sets the account's sign-in address. */
export async function setAccountEmail(db: Executor, accountId: string, email: string): Promise<void> {
  await query(db, sql`update accounts set email = ${email}, updated_at = now() where id = ${accountId}`);
}

/** The new address the account has yet to verify (the newest live change), or null. */
export async function pendingEmailOf(db: Executor, accountId: string): Promise<string | null> {
  const rows = await query<{ newEmail: string }>(
    db,
    sql`select new_email as "newEmail" from email_changes where account_id = ${accountId}
      and verified_at is null and cancelled_at is null and verify_expires_at > now()
      order by created_at desc limit 1`,
  );
  return rows[0]?.newEmail ?? null;
}
