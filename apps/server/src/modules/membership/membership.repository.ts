/**
 * The SQL of memberships (issue #15): a member's membership with its type, locked for renewal or
 * cancellation, renewed-to moved by a payment, auto-renew, cancellation. Dates are answered as
 * `YYYY-MM-DD` text (to_char) so neither driver shifts them by a time zone. Every function takes
 * the database or a transaction first.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';

/** A membership row joined with its type; dates `YYYY-MM-DD`. */
export interface MembershipRow {
  id: string;
  account_id: string;
  member_num: string;
  status: string;
  join_date: string;
  renewed_to: string | null;
  termination_date: string | null;
  auto_renew: boolean;
  type_code: string;
  type_name: string;
  fee_cents: number;
  period_months: number;
  is_life: boolean;
}

const columns = sql`m.id, m.account_id, m.member_num, m.status, to_char(m.join_date, 'YYYY-MM-DD') as join_date,
  to_char(m.renewed_to, 'YYYY-MM-DD') as renewed_to, to_char(m.termination_date, 'YYYY-MM-DD') as termination_date,
  m.auto_renew, t.code as type_code, t.name as type_name, t.fee_cents, t.period_months, t.is_life`;

/** The membership of an account (locked FOR UPDATE of the membership row when `forUpdate`), or null. */
export async function membershipOfAccount(
  db: Executor,
  accountId: string,
  forUpdate = false,
): Promise<MembershipRow | null> {
  const [row] = await query<MembershipRow>(
    db,
    sql`select ${columns} from memberships m join membership_types t on t.id = m.type_id where m.account_id = ${accountId}
      ${forUpdate ? sql`for update of m` : sql``}`,
  );
  return row ?? null;
}

/** A membership by id (locked when `forUpdate`), or null. */
export async function membershipById(db: Executor, id: string, forUpdate = false): Promise<MembershipRow | null> {
  const [row] = await query<MembershipRow>(
    db,
    sql`select ${columns} from memberships m join membership_types t on t.id = m.type_id where m.id = ${id}
      ${forUpdate ? sql`for update of m` : sql``}`,
  );
  return row ?? null;
}

/** Sets renewed-to (a `YYYY-MM-DD` date) and makes the membership Active again. */
export async function setRenewedTo(tx: Executor, membershipId: string, renewedTo: string): Promise<void> {
  await query(
    tx,
    sql`update memberships set renewed_to = ${renewedTo}::date, status = 'Active', termination_date = null, updated_at = now()
      where id = ${membershipId}`,
  );
}

/** Turns automatic renewal on or off. */
export async function setAutoRenew(db: Executor, membershipId: string, autoRenew: boolean): Promise<void> {
  await query(db, sql`update memberships set auto_renew = ${autoRenew}, updated_at = now() where id = ${membershipId}`);
}

/** Cancels a membership today (termination date = `today`, `YYYY-MM-DD`) with its reason. */
export async function markCancelled(
  tx: Executor,
  membershipId: string,
  today: string,
  reason: string,
  other: string | null,
): Promise<void> {
  await query(
    tx,
    sql`update memberships set status = 'Cancelled', termination_date = ${today}::date, auto_renew = false,
      cancel_reason = ${reason}, cancel_reason_other = ${other}, updated_at = now() where id = ${membershipId}`,
  );
}

/** The id of the membership's pending renewal invoice, or null. */
export async function pendingRenewalInvoiceId(db: Executor, membershipId: string): Promise<string | null> {
  const [row] = await query<{ id: string }>(
    db,
    sql`select id from invoices where membership_id = ${membershipId} and status = 'Pending' and kind = 'renewal'
      order by created_at desc limit 1`,
  );
  return row?.id ?? null;
}
