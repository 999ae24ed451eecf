/**
 * Data access of memberships (issue #15): a member's membership with its type, locked for renewal
 * or cancellation, renewed-to moved by a payment, auto-renew, cancellation. Dates are answered as
 * `YYYY-MM-DD` text (the date columns' string mode) so neither driver shifts them by a time zone. Every function takes
 * the database or a transaction first.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { invoices, membershipTypes, memberships } from '../../db/schema';

const columns = {
  id: memberships.id,
  accountId: memberships.accountId,
  memberNum: memberships.memberNum,
  status: memberships.status,
  joinDate: memberships.joinDate,
  renewedTo: memberships.renewedTo,
  terminationDate: memberships.terminationDate,
  autoRenew: memberships.autoRenew,
  typeCode: membershipTypes.code,
  typeName: membershipTypes.name,
  feeCents: membershipTypes.feeCents,
  periodMonths: membershipTypes.periodMonths,
  isLife: membershipTypes.isLife,
};

/** A membership joined with its type (`typeCode`, `typeName`, `feeCents`, ...); dates `YYYY-MM-DD`. */
export type MembershipRow = Pick<
  typeof memberships.$inferSelect,
  'id' | 'accountId' | 'memberNum' | 'status' | 'joinDate' | 'renewedTo' | 'terminationDate' | 'autoRenew'
> & {
  typeCode: (typeof membershipTypes.$inferSelect)['code'];
  typeName: (typeof membershipTypes.$inferSelect)['name'];
} & Pick<typeof membershipTypes.$inferSelect, 'feeCents' | 'periodMonths' | 'isLife'>;

/** The membership (with its type) matching `where`, locked FOR UPDATE of the membership row when `forUpdate`. */
async function membershipWhere(
  db: Executor,
  where: ReturnType<typeof eq>,
  forUpdate: boolean,
): Promise<MembershipRow | null> {
  const q = db
    .select(columns)
    .from(memberships)
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.typeId))
    .where(where)
    .$dynamic();
  const [row] = await (forUpdate ? q.for('update', { of: memberships }) : q);
  return row ?? null;
}

/** The membership of an account (locked FOR UPDATE of the membership row when `forUpdate`), or null. */
export async function membershipOfAccount(
  db: Executor,
  accountId: string,
  forUpdate = false,
): Promise<MembershipRow | null> {
  return membershipWhere(db, eq(memberships.accountId, accountId), forUpdate);
}

/** A membership by id (locked when `forUpdate`), or null. */
export async function membershipById(db: Executor, id: string, forUpdate = false): Promise<MembershipRow | null> {
  return membershipWhere(db, eq(memberships.id, id), forUpdate);
}

/** Sets renewed-to (a `YYYY-MM-DD` date) and makes the membership Active again. */
export async function setRenewedTo(tx: Executor, membershipId: string, renewedTo: string): Promise<void> {
  await tx
    .update(memberships)
    .set({ renewedTo, status: 'Active', terminationDate: null, updatedAt: sql`now()` })
    .where(eq(memberships.id, membershipId));
}

/** Turns automatic renewal on or off. */
export async function setAutoRenew(db: Executor, membershipId: string, autoRenew: boolean): Promise<void> {
  await db.update(memberships).set({ autoRenew, updatedAt: sql`now()` }).where(eq(memberships.id, membershipId));
}

/** Cancels a membership today (termination date = `today`, `YYYY-MM-DD`) with its reason. */
export async function markCancelled(
  tx: Executor,
  membershipId: string,
  today: string,
  reason: string,
  other: string | null,
): Promise<void> {
  await tx
    .update(memberships)
    .set({
      status: 'Cancelled',
      terminationDate: today,
      autoRenew: false,
      cancelReason: reason,
      cancelReasonOther: other,
      updatedAt: sql`now()`,
    })
    .where(eq(memberships.id, membershipId));
}

/** The id of the membership's pending renewal invoice, or null. */
export async function pendingRenewalInvoiceId(db: Executor, membershipId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.membershipId, membershipId), eq(invoices.status, 'Pending'), eq(invoices.kind, 'renewal')))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Marks Active memberships whose renewed-to is before `today` (`YYYY-MM-DD`) as Lapsed, locked rows
 * only once (issue 31: the `membership.lapsed` webhook). Answers the memberships it marked.
 */
export async function markLapsed(
  tx: Executor,
  today: string,
): Promise<{ id: string; accountId: string; memberNum: string; renewedTo: string | null }[]> {
  return tx
    .update(memberships)
    .set({ status: 'Lapsed', updatedAt: sql`now()` })
    .where(and(eq(memberships.status, 'Active'), sql`${memberships.renewedTo} < ${today}::date`))
    .returning({
      id: memberships.id,
      accountId: memberships.accountId,
      memberNum: memberships.memberNum,
      renewedTo: memberships.renewedTo,
    });
}
