/**
 * The SQL of a confirmed checkout (issue #4): the order, the provider's payment (unique on
 * provider and payment id, so a second delivery writes nothing), the invoice with its lines, and
 * the buyer's e-mail for the provider's page. Every function takes the database or a transaction first.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';

/** The order (and its invoice) of a session, or null when it has none yet. */
export async function orderOfSession(
  tx: Executor,
  sessionId: string,
): Promise<{ order_id: string; invoice_id: string | null; status: string } | null> {
  const [row] = await query<{ order_id: string; invoice_id: string | null; status: string }>(
    tx,
    sql`select o.id as order_id, i.id as invoice_id, o.status from orders o left join invoices i on i.order_id = o.id where o.session_id = ${sessionId}`,
  );
  return row ?? null;
}

/** The id of a session's order, or null. */
export async function orderIdOfSession(tx: Executor, sessionId: string): Promise<string | null> {
  const [row] = await query<{ id: string }>(tx, sql`select id from orders where session_id = ${sessionId}`);
  return row?.id ?? null;
}

/** Writes the order of a session: `paid` when its tickets are issued, `unfulfilled` when the seats were gone. */
export async function insertOrder(
  tx: Executor,
  o: { accountId: string; sessionId: string; totalCents: number; status: 'paid' | 'unfulfilled' },
): Promise<string> {
  const [order] = await query<{ id: string }>(
    tx,
    sql`insert into orders (account_id, session_id, total_cents, status) values (${o.accountId}, ${o.sessionId}, ${o.totalCents}, ${o.status})
      returning id`,
  );
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
  await query(
    tx,
    sql`insert into payments (order_id, session_id, provider, provider_payment_id, amount_cents, status, card_brand, card_last4)
      values (${p.orderId}, ${p.sessionId}, ${p.provider}, ${p.providerPaymentId}, ${p.amountCents}, 'succeeded', ${p.cardBrand}, ${p.cardLast4})
      on conflict (provider, provider_payment_id) do nothing`,
  );
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
  const [invoice] = await query<{ id: string }>(
    tx,
    sql`insert into invoices (account_id, order_id, description, status, total_amount_inc_gst_cents, total_amount_exc_gst_cents, total_gst_cents,
        net_total_amount_cents, total_amount_paid_cents, balance_due_cents)
      values (${inv.accountId}, ${inv.orderId}, ${inv.description}, 'Paid', ${total}, ${total - gst}, ${gst}, ${total}, ${total}, 0) returning id`,
  );
  for (const [i, l] of inv.lines.entries()) {
    await query(
      tx,
      sql`insert into invoice_lines (invoice_id, item_name, quantity, unit_price_cents, total_price_cents, sort_order)
        values (${invoice.id}, ${l.name}, ${l.quantity}, ${l.unit}, ${l.unit * l.quantity}, ${i})`,
    );
  }
  return invoice.id;
}

/** An account's e-mail address, or null. */
export async function accountEmail(db: Executor, accountId: string): Promise<string | null> {
  const [account] = await query<{ email: string }>(db, sql`select email from accounts where id = ${accountId}`);
  return account?.email ?? null;
}

/** The order of a ticket (null for a free registration). */
export async function orderOfTicket(db: Executor, ticketId: number): Promise<string | null> {
  const [row] = await query<{ order_id: string | null }>(
    db,
    sql`select order_id from event_tickets where id = ${ticketId}`,
  );
  return row?.order_id ?? null;
}

/** The succeeded provider payment of an order (the newest), or null. */
export async function paymentOfOrder(
  db: Executor,
  orderId: string,
): Promise<{ provider: string; provider_payment_id: string } | null> {
  const [row] = await query<{ provider: string; provider_payment_id: string }>(
    db,
    sql`select provider, provider_payment_id from payments where order_id = ${orderId} and status = 'succeeded' order by created_at desc limit 1`,
  );
  return row ?? null;
}
