/**
 * Payment confirmation (issue #4): one code path for the test gateway's form post, Stripe's
 * webhook and zero-total carts. Idempotent: the checkout session row is locked and turns `paid`
 * once; `payments` is unique on (provider, provider_payment_id); a second delivery answers the
 * first order. In one transaction: the payment, the order, one ticket per seat (sold counts move
 * under the ticket-price locks), the holds released, the invoice with its lines, the cart closed.
 *
 * A confirmation that arrives after the hold lapsed (a late Stripe webhook) takes the seats again
 * when they are still free; when they are gone the payment is kept, the order is `unfulfilled`
 * (no tickets) and an error is logged for staff to refund.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type Executor, query } from '../events/events.db';
import { remainingSeats } from '../events/events.presenter';
import { heldSeats, issueTickets, lockPrices } from '../events/seats';

export interface SessionRow {
  id: string;
  cart_id: string;
  account_id: string;
  provider: string;
  provider_session_id: string | null;
  status: string;
  amount_cents: number;
  return_url: string;
  cancel_url: string;
  expires_at: Date | string;
  /** expires_at > now() at the database. */
  live: boolean;
}

export interface PaymentFacts {
  provider: 'test' | 'stripe' | 'none';
  /** The provider's payment reference (the idempotency key). */
  providerPaymentId: string;
  amountCents: number;
  cardBrand?: string | null;
  cardLast4?: string | null;
}

export interface Confirmation {
  orderId: string;
  invoiceId: string | null;
  /** False when an earlier delivery had confirmed the session already. */
  created: boolean;
  fulfilled: boolean;
}

/** Loads a checkout session, locked when `forUpdate`. */
export async function loadSession(
  db: Executor,
  where: { id?: string; providerSessionId?: string },
  forUpdate = false,
): Promise<SessionRow | null> {
  const cond = where.id ? sql`id = ${where.id}` : sql`provider_session_id = ${where.providerSessionId ?? ''}`;
  const [row] = await query<SessionRow>(
    db,
    sql`select id, cart_id, account_id, provider, provider_session_id, status, amount_cents, return_url, cancel_url, expires_at, (expires_at > now()) as live
      from checkout_sessions where ${cond} ${forUpdate ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

async function existingConfirmation(tx: Executor, sessionId: string): Promise<Confirmation> {
  const [row] = await query<{ order_id: string; invoice_id: string | null; status: string }>(
    tx,
    sql`select o.id as order_id, i.id as invoice_id, o.status from orders o left join invoices i on i.order_id = o.id where o.session_id = ${sessionId}`,
  );
  return { orderId: row.order_id, invoiceId: row.invoice_id, created: false, fulfilled: row.status === 'paid' };
}

/**
 * Confirms a session inside the caller's transaction (the session row must be locked by it).
 * Answers the order (created now or before).
 */
export async function confirmInTransaction(
  ctx: AppContext,
  tx: Executor,
  session: SessionRow,
  payment: PaymentFacts,
): Promise<Confirmation> {
  if (session.status === 'paid') {
    await recordPayment(tx, session, payment, null);
    return existingConfirmation(tx, session.id);
  }
  const holds = await query<{ ticket_price_id: number; quantity: number; unit_price_cents: number; active: boolean }>(
    tx,
    sql`select ticket_price_id, quantity, unit_price_cents, (released_at is null and expires_at > now()) as active
      from seat_holds where session_id = ${session.id} order by id`,
  );
  const ids = holds.map((h) => Number(h.ticket_price_id));
  const prices = new Map((await lockPrices(tx, ids)).map((p) => [p.id, p]));
  let fulfilled = holds.length > 0 && holds.every((h) => prices.has(Number(h.ticket_price_id)));
  if (fulfilled && !holds.every((h) => h.active)) {
    // The hold lapsed: take the seats again if nobody else holds or bought them meanwhile.
    const held = await heldSeats(tx, ids, session.id);
    fulfilled = holds.every((h) => {
      const p = prices.get(Number(h.ticket_price_id));
      const left = p ? remainingSeats(p.capacity, p.sold, held.get(p.id) ?? 0) : 0;
      return left === null || left >= Number(h.quantity);
    });
  }
  const [order] = await query<{ id: string }>(
    tx,
    sql`insert into orders (account_id, session_id, total_cents, status) values (${session.account_id}, ${session.id}, ${session.amount_cents}, ${fulfilled ? 'paid' : 'unfulfilled'})
      returning id`,
  );
  await recordPayment(tx, session, payment, order.id);
  await query(
    tx,
    sql`update seat_holds set released_at = now() where session_id = ${session.id} and released_at is null`,
  );
  await query(tx, sql`update checkout_sessions set status = 'paid', paid_at = now() where id = ${session.id}`);
  await query(tx, sql`update carts set status = 'checked_out', updated_at = now() where id = ${session.cart_id}`);
  if (!fulfilled) {
    ctx.log.error({ sessionId: session.id, orderId: order.id }, 'paid checkout whose seats were gone: refund needed');
    return { orderId: order.id, invoiceId: null, created: true, fulfilled: false };
  }
  const lines: { name: string; quantity: number; unit: number }[] = [];
  for (const h of holds) {
    const price = prices.get(Number(h.ticket_price_id));
    if (!price) continue;
    await issueTickets(tx, price, session.account_id, Number(h.quantity), Number(h.unit_price_cents), order.id);
    lines.push({
      name: `${price.event_title}: ${price.name}`,
      quantity: Number(h.quantity),
      unit: Number(h.unit_price_cents),
    });
  }
  const total = Number(session.amount_cents);
  const gst = Math.round(total / 11);
  const titles = [...new Set([...prices.values()].map((p) => p.event_title))];
  const description = `Event registration: ${titles.join(', ')}`.slice(0, 300);
  const [invoice] = await query<{ id: string }>(
    tx,
    sql`insert into invoices (account_id, order_id, description, status, total_amount_inc_gst_cents, total_amount_exc_gst_cents, total_gst_cents,
        net_total_amount_cents, total_amount_paid_cents, balance_due_cents)
      values (${session.account_id}, ${order.id}, ${description}, 'Paid', ${total}, ${total - gst}, ${gst}, ${total}, ${total}, 0) returning id`,
  );
  for (const [i, l] of lines.entries()) {
    await query(
      tx,
      sql`insert into invoice_lines (invoice_id, item_name, quantity, unit_price_cents, total_price_cents, sort_order)
        values (${invoice.id}, ${l.name}, ${l.quantity}, ${l.unit}, ${l.unit * l.quantity}, ${i})`,
    );
  }
  return { orderId: order.id, invoiceId: invoice.id, created: true, fulfilled: true };
}

async function recordPayment(
  tx: Executor,
  session: SessionRow,
  p: PaymentFacts,
  orderId: string | null,
): Promise<void> {
  if (p.provider === 'none') return;
  const order =
    orderId ??
    (await query<{ id: string }>(tx, sql`select id from orders where session_id = ${session.id}`))[0]?.id ??
    null;
  await query(
    tx,
    sql`insert into payments (order_id, session_id, provider, provider_payment_id, amount_cents, status, card_brand, card_last4)
      values (${order}, ${session.id}, ${p.provider}, ${p.providerPaymentId}, ${p.amountCents}, 'succeeded', ${p.cardBrand ?? null}, ${p.cardLast4 ?? null})
      on conflict (provider, provider_payment_id) do nothing`,
  );
}

/**
 * Confirms a paid session by id in its own transaction (test gateway, Stripe webhook). Answers
 * null when the session is unknown.
 */
export async function confirmSession(
  ctx: AppContext,
  sessionId: string,
  payment: PaymentFacts,
): Promise<Confirmation | null> {
  return ctx.db.transaction(async (tx) => {
    const session = await loadSession(tx, { id: sessionId }, true);
    if (!session) return null;
    return confirmInTransaction(ctx, tx, session, payment);
  });
}

/** Gives up a session: status `cancelled` or `expired`, its holds released. Paid sessions stay. */
export async function releaseSession(db: Executor, sessionId: string, status: 'cancelled' | 'expired'): Promise<void> {
  await query(db, sql`update checkout_sessions set status = ${status} where id = ${sessionId} and status = 'open'`);
  await query(
    db,
    sql`update seat_holds set released_at = now() where session_id = ${sessionId} and released_at is null`,
  );
}

/**
 * Tidies lapsed checkouts (every minute): open sessions past their expiry become `expired` and
 * their holds are released. Seats are already free without it (holds count only until expiry).
 */
export async function sweepExpiredCheckouts(db: Executor): Promise<number> {
  const rows = await query<{ id: string }>(
    db,
    sql`update checkout_sessions set status = 'expired' where status = 'open' and expires_at <= now() returning id`,
  );
  await query(db, sql`update seat_holds set released_at = now() where released_at is null and expires_at <= now()`);
  return rows.length;
}
