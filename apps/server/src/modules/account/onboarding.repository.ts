/**
 * SQL of the first-time onboarding (spec 01 §2 First-time onboarding wizard, §3 First-time form
 * values; issue 14): the account fields the wizard writes, the password of an account without one,
 * the end of the wizard, and the facts the final redirect is derived from.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';

/** Account columns the wizard's first and communication steps write (undefined: unchanged). */
export interface AccountBasicsWrite {
  title?: string | null;
  firstName?: string;
  lastName?: string;
  preferredName?: string | null;
  dateOfBirth?: string | null;
  gender?: string | null;
  pronoun?: string | null;
  mobile?: string | null;
}

const COLUMN: Record<keyof AccountBasicsWrite, string> = {
  title: 'title',
  firstName: 'first_name',
  lastName: 'last_name',
  preferredName: 'preferred_name',
  dateOfBirth: 'date_of_birth',
  gender: 'gender',
  pronoun: 'pronoun',
  mobile: 'mobile',
};

/** Writes the given account columns of one account (nothing when none is given). */
export async function updateAccountBasics(db: Executor, id: string, fields: AccountBasicsWrite): Promise<void> {
  const sets = (Object.keys(COLUMN) as (keyof AccountBasicsWrite)[])
    .filter((k) => fields[k] !== undefined)
    .map((k) =>
      k === 'dateOfBirth'
        ? sql`date_of_birth = ${fields[k]}::date`
        : sql`${sql.identifier(COLUMN[k])} = ${fields[k] ?? null}`,
    );
  if (sets.length === 0) return;
  await query(db, sql`update accounts set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${id}`);
}

/** Sets the password hash of an account that has none; answers whether it did. */
export async function setPasswordIfNone(db: Executor, id: string, passwordHash: string): Promise<boolean> {
  const rows = await query<{ id: string }>(
    db,
    sql`update accounts set password_hash = ${passwordHash}, updated_at = now()
      where id = ${id} and password_hash is null returning id`,
  );
  return rows.length > 0;
}

/** Whether the account has a password. */
export async function hasPassword(db: Executor, id: string): Promise<boolean> {
  const rows = await query<{ has: boolean }>(
    db,
    sql`select password_hash is not null as has from accounts where id = ${id}`,
  );
  return rows[0]?.has ?? false;
}

/** Clears the account's first-login flag (the wizard's end). */
export async function clearFirstLogin(db: Executor, id: string): Promise<void> {
  await query(db, sql`update accounts set is_first_login = false, updated_at = now() where id = ${id}`);
}
