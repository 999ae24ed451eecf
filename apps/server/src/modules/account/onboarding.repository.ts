/**
 * Data access of the first-time onboarding (spec 01 §2 First-time onboarding wizard, §3 First-time form
 * values; issue 14): the account fields the wizard writes, the password of an account without one,
 * the end of the wizard, and the facts the final redirect is derived from.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { accounts } from '../../db/schema';

/** Whether the account has a password. */
export async function hasPassword(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ has: sql<boolean>`${accounts.passwordHash} is not null` })
    .from(accounts)
    .where(eq(accounts.id, id));
  return rows[0]?.has ?? false;
}
