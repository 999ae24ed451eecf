/**
 * The data access of a confirmed checkout (issue #4): the order, the provider's payment (unique on
 * provider and payment id, so a second delivery writes nothing), the invoice with its lines. Every function takes the database or a transaction
 * first. Typed builder throughout (db/schema/commerce.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { eventTickets, invoices, orders, payments } from '../../db/schema';
import { insertInvoiceLines } from './invoices.repository';

/** The order (and its invoice) of a session, or null when it has none yet. */
export async function orderOfSession(
  tx: Executor,
  sessionId: string,
): Promise<{ orderId: string; invoiceId: string | null; status: string } | null> {
  const [row] = await tx
    .select({ orderId: orders.id, invoiceId: invoices.id, status: orders.status })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.sessionId, sessionId));
  return row ?? null;
}

/** The id of a session's order, or null. */
export async function orderIdOfSession(tx: Executor, sessionId: string): Promise<string | null> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.sessionId, sessionId));
  return row?.id ?? null;
}

/** Writes the order of a session: `paid` when its tickets are issued, `unfulfilled` when the seats were gone. */
export async function insertOrder(
  tx: Executor,
  o: { accountId: string; sessionId: string; totalCents: number; status: 'paid' | 'unfulfilled' },
): Promise<string> {
  const [order] = await tx
    .insert(orders)
    .values({ accountId: o.accountId, sessionId: o.sessionId, totalCents: o.totalCents, status: o.status })
    .returning({ id: orders.id });
  return order.id;
}

/** Records a succeeded payment once per (provider, provider payment id). */
export async function insertPayment(
  tx: Executor,
  p: {
    orderId: string | null;
    sessionId: string;
    provider: string;
    providerPaymentId: string;
    amountCents: number;
    cardBrand: string | null;
    cardLast4: string | null;
  },
): Promise<void> {
  await tx
    .insert(payments)
    .values({ ...p, status: 'succeeded' })
    .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] });
}

/** Writes a paid invoice of an order (amounts in cents, GST included) with its lines in order; answers its id. */
export async function insertPaidInvoice(
  tx: Executor,
  inv: {
    accountId: string;
    orderId: string;
    description: string;
    totalCents: number;
    gstCents: number;
    lines: { name: string; quantity: number; unit: number }[];
  },
): Promise<string> {
  const total = inv.totalCents;
  const gst = inv.gstCents;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      accountId: inv.accountId,
      orderId: inv.orderId,
      description: inv.description,
      status: 'Paid',
      totalAmountIncGstCents: total,
      totalAmountExcGstCents: total - gst,
      totalGstCents: gst,
      netTotalAmountCents: total,
      totalAmountPaidCents: total,
      balanceDueCents: 0,
    })
    .returning({ id: invoices.id });
  await insertInvoiceLines(tx, invoice.id, inv.lines);
  return invoice.id;
}

/** The order of a ticket (null for a free registration). */
export async function orderOfTicket(db: Executor, ticketId: number): Promise<string | null> {
  const [row] = await db
    .select({ orderId: eventTickets.orderId })
    .from(eventTickets)
    .where(eq(eventTickets.id, ticketId));
  return row?.orderId ?? null;
}

/** The succeeded provider payment of an order (the newest), or null. */
export async function paymentOfOrder(
  db: Executor,
  orderId: string,
): Promise<{ provider: string; providerPaymentId: string } | null> {
  const [row] = await db
    .select({ provider: payments.provider, providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}
