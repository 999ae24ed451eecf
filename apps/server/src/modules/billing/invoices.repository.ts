/**
 * The data access of invoices (issue #15; spec 03 §3 Invoice, §7 Invoices): a member's page of
 * invoices with date filters and sort, one invoice with its lines and its member's name and number,
 * the pending renewal invoice, payment and refund. Every function takes the database or a
 * transaction first. Typed builder throughout (db/schema/commerce.ts).
 */
import { type SQL, and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import {
  accountProfiles,
  accounts,
  invoiceLines as invoiceLinesTable,
  invoices,
  memberships,
  organisations,
} from '../../db/schema';

const invoiceColumns = {
  id: invoices.id,
  invoiceNum: invoices.invoiceNum,
  accountId: invoices.accountId,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  description: invoices.description,
  status: invoices.status,
  kind: invoices.kind,
  membershipId: invoices.membershipId,
  periodStart: invoices.periodStart,
  periodEnd: invoices.periodEnd,
  totalAmountIncGstCents: invoices.totalAmountIncGstCents,
  totalAmountExcGstCents: invoices.totalAmountExcGstCents,
  totalGstCents: invoices.totalGstCents,
  netTotalAmountCents: invoices.netTotalAmountCents,
  totalAmountPaidCents: invoices.totalAmountPaidCents,
  balanceDueCents: invoices.balanceDueCents,
  refundedCents: invoices.refundedCents,
  paymentUrl: invoices.paymentUrl,
  /** Refunds asked of the provider and not confirmed yet, AUD cents (issue 31: "Refund pending"). */
  refundPendingCents: sql<number>`(select coalesce(sum(r.amount_cents), 0)::int from refunds r
    where r.invoice_id = invoices.id and r.status = 'pending')`.mapWith(Number),
  /** Why the newest failed refund failed (staff see it), or null. */
  refundFailure: sql<string | null>`(select coalesce(r.failure_reason, 'failed') from refunds r
    where r.invoice_id = invoices.id and r.status = 'failed' order by r.settled_at desc limit 1)`,
};

/** An invoice row (amounts in cents; times as Date; the period's dates `YYYY-MM-DD`). */
export type InvoiceRow = Pick<
  typeof invoices.$inferSelect,
  Exclude<keyof typeof invoiceColumns, 'refundPendingCents' | 'refundFailure'>
> & { refundPendingCents: number; refundFailure: string | null };

const ORDER: Record<string, SQL[]> = {
  invoiceDate: [asc(invoices.invoiceDate), asc(invoices.number)],
  '-invoiceDate': [desc(invoices.invoiceDate), desc(invoices.number)],
  invoiceNum: [asc(invoices.number)],
  '-invoiceNum': [desc(invoices.number)],
};

/** Midnight in the IANA zone `zone` starting the calendar date `day` (`YYYY-MM-DD`) plus `plusDays`. */
const localMidnight = (day: string, zone: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${zone})`;

/**
 * A page of an account's invoices (every account's when `accountId` is null: the staff list, issue 31)
 * and the total matching. `from`/`to` are inclusive calendar dates (`YYYY-MM-DD`) in `f.zone`, the
 * tenant's IANA zone; `status` one invoice status or any; `sort` one of INVOICE_SORTS.
 */
export async function listInvoices(
  db: Executor,
  accountId: string | null,
  f: {
    from: string | null;
    to: string | null;
    zone: string;
    sort: string;
    limit: number;
    offset: number;
    status?: string | null;
  },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where = and(
    accountId ? eq(invoices.accountId, accountId) : undefined,
    f.status ? eq(invoices.status, f.status) : undefined,
    f.from ? gte(invoices.invoiceDate, localMidnight(f.from, f.zone)) : undefined,
    f.to ? lt(invoices.invoiceDate, localMidnight(f.to, f.zone, 1)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(invoiceColumns)
      .from(invoices)
      .where(where)
      .orderBy(...(ORDER[f.sort] ?? ORDER['-invoiceDate']))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One invoice (locked when `forUpdate`), or null. */
export async function invoiceById(db: Executor, id: string, forUpdate = false): Promise<InvoiceRow | null> {
  const q = db.select(invoiceColumns).from(invoices).where(eq(invoices.id, id)).$dynamic();
  const [row] = await (forUpdate ? q.for('update') : q);
  return row ?? null;
}

/** The lines of an invoice in their order (cents). */
export function invoiceLines(db: Executor, invoiceId: string) {
  const l = invoiceLinesTable;
  return db
    .select({
      itemName: l.itemName,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      totalPriceCents: l.totalPriceCents,
    })
    .from(l)
    .where(eq(l.invoiceId, invoiceId))
    .orderBy(l.sortOrder, l.id);
}

/** A line of an invoice (cents). */
export type InvoiceLineRow = Awaited<ReturnType<typeof invoiceLines>>[number];

/** The invoice's member: full name and member number (the membership's, else the account's). */
export async function invoicePerson(
  db: Executor,
  accountId: string,
): Promise<{ fullName: string; memberNum: string | null } | null> {
  const [row] = await db
    .select({
      fullName: sql<string>`${accounts.firstName} || ' ' || ${accounts.lastName}`,
      memberNum: sql<string | null>`coalesce(${memberships.memberNum}, ${accounts.memberNum})`,
    })
    .from(accounts)
    .leftJoin(memberships, eq(memberships.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/** The organisation on the account's profile and its ABN (issue 30 tax invoices), or null. */
export async function invoiceBuyerOrganisation(
  db: Executor,
  accountId: string,
): Promise<{ organisation: string | null; abn: string | null } | null> {
  const [row] = await db
    .select({ organisation: organisations.name, abn: organisations.abn })
    .from(accountProfiles)
    .innerJoin(organisations, eq(organisations.id, accountProfiles.organisationId))
    .where(eq(accountProfiles.accountId, accountId));
  return row ?? null;
}

/**
 * Writes an invoice with its lines (amounts in cents incl. GST; GST = round(total / 11)); answers its id.
 * `status` Paid (balance 0) or Pending (balance = total).
 */
export async function insertInvoice(
  tx: Executor,
  inv: {
    accountId: string;
    orderId?: string | null;
    description: string;
    status: 'Paid' | 'Pending';
    kind: 'event' | 'renewal';
    membershipId?: string | null;
    periodStart?: string | null;
    periodEnd?: string | null;
    invoiceDate?: Date;
    dueDate?: Date;
    totalCents: number;
    lines: { name: string; quantity: number; unit: number }[];
  },
): Promise<string> {
  const total = inv.totalCents;
  const gst = Math.round(total / 11);
  const paid = inv.status === 'Paid' ? total : 0;
  const date = inv.invoiceDate ?? new Date();
  const due = inv.dueDate ?? inv.invoiceDate ?? new Date();
  const [invoice] = await tx
    .insert(invoices)
    .values({
      accountId: inv.accountId,
      orderId: inv.orderId ?? null,
      description: inv.description,
      status: inv.status,
      kind: inv.kind,
      membershipId: inv.membershipId ?? null,
      periodStart: inv.periodStart ?? null,
      periodEnd: inv.periodEnd ?? null,
      invoiceDate: date,
      dueDate: due,
      totalAmountIncGstCents: total,
      totalAmountExcGstCents: total - gst,
      totalGstCents: gst,
      netTotalAmountCents: total,
      totalAmountPaidCents: paid,
      balanceDueCents: total - paid,
      paidAt: inv.status === 'Paid' ? date : null,
    })
    .returning({ id: invoices.id });
  await insertInvoiceLines(tx, invoice.id, inv.lines);
  return invoice.id;
}

/** Writes the lines of an invoice in their order (`unit` in cents; total = unit × quantity); one statement. */
export async function insertInvoiceLines(
  tx: Executor,
  invoiceId: string,
  lines: { name: string; quantity: number; unit: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(invoiceLinesTable).values(
    lines.map((l, i) => ({
      invoiceId,
      itemName: l.name,
      quantity: l.quantity,
      unitPriceCents: l.unit,
      totalPriceCents: l.unit * l.quantity,
      sortOrder: i,
    })),
  );
}

/** Marks a Pending invoice paid in full now, linked to the order when given. Answers false when it was not Pending. */
export async function markInvoicePaid(tx: Executor, invoiceId: string, orderId: string | null): Promise<boolean> {
  const rows = await tx
    .update(invoices)
    .set({
      status: 'Paid',
      totalAmountPaidCents: sql`${invoices.totalAmountIncGstCents}`,
      balanceDueCents: 0,
      paidAt: sql`now()`,
      orderId: sql`coalesce(${invoices.orderId}, ${orderId}::uuid)`,
    })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'Pending')))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** The invoice of an order (locked), or null. */
export async function invoiceOfOrder(tx: Executor, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await tx.select(invoiceColumns).from(invoices).where(eq(invoices.orderId, orderId)).for('update');
  return row ?? null;
}

/** Adds a confirmed refund (cents) to an invoice; status Refunded. */
export async function addRefund(tx: Executor, invoiceId: string, cents: number): Promise<void> {
  await tx
    .update(invoices)
    .set({ refundedCents: sql`${invoices.refundedCents} + ${cents}`, status: 'Refunded' })
    .where(eq(invoices.id, invoiceId));
}

/**
 * Takes back a refund (cents) the provider reported failed after it had succeeded; the invoice is
 * Paid again when nothing stays refunded.
 */
export async function removeRefund(tx: Executor, invoiceId: string, cents: number): Promise<void> {
  await tx
    .update(invoices)
    .set({
      refundedCents: sql`greatest(${invoices.refundedCents} - ${cents}, 0)`,
      status: sql`case when ${invoices.refundedCents} - ${cents} <= 0 and ${invoices.status} = 'Refunded'
        then 'Paid' else ${invoices.status} end`,
    })
    .where(eq(invoices.id, invoiceId));
}
