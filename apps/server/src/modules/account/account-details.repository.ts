/**
 * Data access of the account-details calls (spec 01 §3 Account form, §7 GET/PUT /api/User and the workflow
 * form; issue 14). Only the caller's own row is read or written; role, contact types, segments,
 * email and member number are never written here.
 */
import { and, eq } from 'drizzle-orm';
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
