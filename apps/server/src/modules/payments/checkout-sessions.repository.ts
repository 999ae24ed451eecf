/**
 * The SQL of checkout (spec 01 §4 Cart checkout; issue #4 Seats): the cart locked for checkout and
 * its lines, checkout sessions and their seat holds, and the sweep of lapsed sessions. Every
 * function takes the database or a transaction first.
 */
import { sql } from 'drizzle-orm';
import { type Executor, intArray, query } from '../../db/raw-query';

export interface SessionRow {
  id: string;
  /** Null when the session pays an invoice. */
  cart_id: string | null;
  /** The invoice paid for (issue #15), else null. */
  invoice_id: string | null;
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

/** A seat hold of a session; `active` = not released and not expired at the database's now(). */
export interface HoldRow {
  ticket_price_id: number;
  quantity: number;
  unit_price_cents: number;
  active: boolean;
}

/** A cart locked FOR UPDATE for checkout, or null. */
export async function lockCart(
  tx: Executor,
  cartId: string,
): Promise<{ id: string; account_id: string; status: string } | null> {
  const [cart] = await query<{ id: string; account_id: string; status: string }>(
    tx,
    sql`select id, account_id, status from carts where id = ${cartId} for update`,
  );
  return cart ?? null;
}

/** The lines of a cart (ticket price and quantity) in their order. */
export async function cartLinesForCheckout(
  tx: Executor,
  cartId: string,
): Promise<{ ticket_price_id: number; quantity: number }[]> {
  return query<{ ticket_price_id: number; quantity: number }>(
    tx,
    sql`select ticket_price_id, quantity from cart_items where cart_id = ${cartId} order by id`,
  );
}

/** Cancels the open sessions of a cart and releases their holds; answers the sessions cancelled. */
export async function cancelOpenSessionsOfCart(
  tx: Executor,
  cartId: string,
): Promise<{ id: string; provider: string; provider_session_id: string | null }[]> {
  const old = await query<{ id: string; provider: string; provider_session_id: string | null }>(
    tx,
    sql`update checkout_sessions set status = 'cancelled' where cart_id = ${cartId} and status = 'open' returning id, provider, provider_session_id`,
  );
  if (old.length)
    await query(
      tx,
      sql`update seat_holds set released_at = now() where session_id = any(${`{${old.map((o) => o.id).join(',')}}`}::uuid[]) and released_at is null`,
    );
  return old;
}

/** Writes an open checkout session expiring `minutes` from the database's now(); answers its id and expiry. */
export async function insertSession(
  tx: Executor,
  s: {
    /** The cart, or null with `invoiceId` (a session paying an invoice). */
    cartId: string | null;
    invoiceId?: string | null;
    accountId: string;
    provider: string;
    amountCents: number;
    returnUrl: string;
    cancelUrl: string;
    minutes: number;
  },
): Promise<{ id: string; expires_at: Date | string }> {
  const [session] = await query<{ id: string; expires_at: Date | string }>(
    tx,
    sql`insert into checkout_sessions (cart_id, invoice_id, account_id, provider, amount_cents, return_url, cancel_url, expires_at)
        values (${s.cartId}, ${s.invoiceId ?? null}, ${s.accountId}, ${s.provider}, ${s.amountCents}, ${s.returnUrl}, ${s.cancelUrl}, now() + ${s.minutes} * interval '1 minute')
        returning id, expires_at`,
  );
  return session;
}

/** Writes the seat holds of a session (one per line: ticket price, quantity, unit price in cents) until `expiresAt`. */
export async function insertHolds(
  tx: Executor,
  sessionId: string,
  lines: { priceId: number; quantity: number; unitCents: number }[],
  expiresAt: Date,
): Promise<void> {
  await query(
    tx,
    sql`insert into seat_holds (session_id, ticket_price_id, quantity, unit_price_cents, expires_at)
        select ${sessionId}, x.price_id, x.qty, x.cents, ${expiresAt.toISOString()}::timestamptz
        from unnest(${intArray(lines.map((l) => l.priceId))}, ${intArray(lines.map((l) => l.quantity))}, ${intArray(lines.map((l) => l.unitCents))}) as x(price_id, qty, cents)`,
  );
}

/** Records the provider's own session id on a session. */
export async function setProviderSessionId(db: Executor, sessionId: string, providerSessionId: string): Promise<void> {
  await query(db, sql`update checkout_sessions set provider_session_id = ${providerSessionId} where id = ${sessionId}`);
}

/** A checkout session by our id or the provider's, locked when `forUpdate`; null when unknown. */
export async function sessionRow(
  db: Executor,
  where: { id?: string; providerSessionId?: string },
  forUpdate = false,
): Promise<SessionRow | null> {
  const cond = where.id ? sql`id = ${where.id}` : sql`provider_session_id = ${where.providerSessionId ?? ''}`;
  const [row] = await query<SessionRow>(
    db,
    sql`select id, cart_id, invoice_id, account_id, provider, provider_session_id, status, amount_cents, return_url, cancel_url, expires_at, (expires_at > now()) as live
      from checkout_sessions where ${cond} ${forUpdate ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

/** The seat holds of a session in their order. */
export async function holdsOfSession(tx: Executor, sessionId: string): Promise<HoldRow[]> {
  return query<HoldRow>(
    tx,
    sql`select ticket_price_id, quantity, unit_price_cents, (released_at is null and expires_at > now()) as active
      from seat_holds where session_id = ${sessionId} order by id`,
  );
}

/** The held lines of a session with their ticket price's and event's names, for the gateway's page; a
 * session paying an invoice answers the invoice's lines (its description as the title). */
export async function sessionItems(
  db: Executor,
  sessionId: string,
): Promise<{ name: string; event_title: string; quantity: number; unit_price_cents: number }[]> {
  return query<{ name: string; event_title: string; quantity: number; unit_price_cents: number }>(
    db,
    sql`select p.name, e.title as event_title, h.quantity, h.unit_price_cents, h.id as ord from seat_holds h
      join event_ticket_prices p on p.id = h.ticket_price_id join events e on e.id = p.event_id where h.session_id = ${sessionId}
      union all
      select l.item_name, i.description, l.quantity, l.unit_price_cents, l.sort_order from checkout_sessions s join invoices i on i.id = s.invoice_id
      join invoice_lines l on l.invoice_id = i.id where s.id = ${sessionId} order by ord`,
  );
}

/** Releases the unreleased holds of a session. */
export async function releaseHoldsOfSession(db: Executor, sessionId: string): Promise<void> {
  await query(
    db,
    sql`update seat_holds set released_at = now() where session_id = ${sessionId} and released_at is null`,
  );
}

/** Sets an open session's status (`cancelled` or `expired`); other sessions stay as they are. */
export async function closeOpenSession(
  db: Executor,
  sessionId: string,
  status: 'cancelled' | 'expired',
): Promise<void> {
  await query(db, sql`update checkout_sessions set status = ${status} where id = ${sessionId} and status = 'open'`);
}

/** Marks a session paid now and its cart (when it has one) checked out. */
export async function markSessionPaid(tx: Executor, sessionId: string, cartId: string | null): Promise<void> {
  await query(tx, sql`update checkout_sessions set status = 'paid', paid_at = now() where id = ${sessionId}`);
  if (cartId) await query(tx, sql`update carts set status = 'checked_out', updated_at = now() where id = ${cartId}`);
}

/** Cancels the open sessions paying an invoice (a new one replaces them); answers them. */
export async function cancelOpenSessionsOfInvoice(
  tx: Executor,
  invoiceId: string,
): Promise<{ id: string; provider: string; provider_session_id: string | null }[]> {
  return query<{ id: string; provider: string; provider_session_id: string | null }>(
    tx,
    sql`update checkout_sessions set status = 'cancelled' where invoice_id = ${invoiceId} and status = 'open' returning id, provider, provider_session_id`,
  );
}

/**
 * Open sessions past their expiry become `expired`, lapsed holds are released, and the carts those
 * checkouts abandoned are emptied (issue 22: the cart badge no longer shows a lapsed checkout's
 * tickets) unless the cart is checked out or has another unexpired checkout. Answers how many sessions.
 */
export async function expireLapsedSessions(db: Executor): Promise<number> {
  const rows = await query<{ id: string; cart_id: string }>(
    db,
    sql`update checkout_sessions set status = 'expired' where status = 'open' and expires_at <= now() returning id, cart_id`,
  );
  await query(db, sql`update seat_holds set released_at = now() where released_at is null and expires_at <= now()`);
  const cartIds = [...new Set(rows.map((r) => r.cart_id))];
  if (cartIds.length > 0)
    await query(
      db,
      sql`delete from cart_items i using carts c where c.id = i.cart_id and c.status = 'open'
        and i.cart_id = any(${`{${cartIds.join(',')}}`}::uuid[])
        and not exists (select 1 from checkout_sessions s where s.cart_id = i.cart_id and s.status = 'open' and s.expires_at > now())`,
    );
  return rows.length;
}
