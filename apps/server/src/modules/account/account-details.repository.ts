/**
 * Data access of the account-details calls (spec 01 §3 Account form, §7 GET/PUT /api/User and the workflow
 * form; issue 14). Only the caller's own row is read or written; role, contact types, segments,
 * email and member number are never written here.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { accounts } from '../../db/schema';
import { accountColumns } from './account.repository';

/** The editable account fields and what the forms show beside them (dates 'YYYY-MM-DD', the column mode). */
const { role: _role, contactTypes: _types, isFirstLogin: _first, privacy: _privacy, ...accountFacts } = accountColumns;
const detailsColumns = { ...accountFacts, middleName: accounts.middleName };

/** The editable account fields and what the forms show beside them. Dates 'YYYY-MM-DD'. */
export type AccountDetailsRow = Pick<typeof accounts.$inferSelect, keyof typeof detailsColumns>;

/** The account's details, or null for an unknown or inactive account. */
export async function findDetails(db: Executor, id: string): Promise<AccountDetailsRow | null> {
  const rows = await db
    .select(detailsColumns)
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.isActive, true)));
  return rows[0] ?? null;
}

/** The fields the legacy form saves (null clears a field). */
export type LegacyDetailsWrite = Omit<AccountDetailsRow, 'id' | 'email' | 'avatarUrl' | 'memberNum'>;

/** Writes the legacy form's fields of one account. */
export async function updateLegacyDetails(db: Executor, id: string, d: LegacyDetailsWrite): Promise<void> {
  await db
    .update(accounts)
    .set({
      firstName: d.firstName,
      lastName: d.lastName,
      middleName: d.middleName,
      title: d.title,
      preferredName: d.preferredName,
      gender: d.gender,
      pronoun: d.pronoun,
      mobile: d.mobile,
      dateOfBirth: d.dateOfBirth,
      graduationDate: d.graduationDate,
      address: d.address,
      suburb: d.suburb,
      state: d.state,
      postCode: d.postCode,
      country: d.country,
      updatedAt: sql`now()`,
    })
    .where(eq(accounts.id, id));
}

/** Writes the workflow form's fields (first name, last name, title, mobile) of one account. */
export async function updateWorkflowDetails(
  db: Executor,
  id: string,
  d: Pick<typeof accounts.$inferSelect, 'firstName' | 'lastName' | 'title' | 'mobile'>,
): Promise<void> {
  await db
    .update(accounts)
    .set({ firstName: d.firstName, lastName: d.lastName, title: d.title, mobile: d.mobile, updatedAt: sql`now()` })
    .where(eq(accounts.id, id));
}
