/**
 * Data access of the first-time onboarding (spec 01 §2 First-time onboarding wizard, §3 First-time form
 * values; issue 14): the account fields the wizard writes, the password of an account without one,
 * the end of the wizard, and the facts the final redirect is derived from.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { accounts } from '../../db/schema';

/** Account columns the wizard's first and communication steps write (undefined: unchanged). */
export type AccountBasicsWrite = Partial<
  Pick<
    typeof accounts.$inferInsert,
    'title' | 'firstName' | 'lastName' | 'preferredName' | 'dateOfBirth' | 'gender' | 'pronoun' | 'mobile'
  >
>;

const BASICS: (keyof AccountBasicsWrite)[] = [
  'title',
  'firstName',
  'lastName',
  'preferredName',
  'dateOfBirth',
  'gender',
  'pronoun',
  'mobile',
];

/** Writes the given account columns of one account (nothing when none is given). */
export async function updateAccountBasics(db: Executor, id: string, fields: AccountBasicsWrite): Promise<void> {
  const given = BASICS.filter((k) => fields[k] !== undefined);
  if (given.length === 0) return;
  const set = Object.fromEntries(given.map((k) => [k, fields[k] ?? null])) as AccountBasicsWrite;
  await db
    .update(accounts)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(accounts.id, id));
}

/** Sets the password hash of an account that has none; answers whether it did. */
export async function setPasswordIfNone(db: Executor, id: string, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(and(eq(accounts.id, id), isNull(accounts.passwordHash)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** Whether the account has a password. */
export async function hasPassword(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ has: sql<boolean>`${accounts.passwordHash} is not null` })
    .from(accounts)
    .where(eq(accounts.id, id));
  return rows[0]?.has ?? false;
}

/** Clears the account's first-login flag (the wizard's end). */
export async function clearFirstLogin(db: Executor, id: string): Promise<void> {
  await db.update(accounts).set({ isFirstLogin: false, updatedAt: sql`now()` }).where(eq(accounts.id, id));
}
