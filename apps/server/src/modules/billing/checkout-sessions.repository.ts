/**
 * The data access of checkout (spec 01 §4 Cart checkout; issue #4 Seats): the cart locked for
 * checkout and its lines, checkout sessions and their seat holds, and the sweep of lapsed sessions.
 * Every function takes the database or a transaction first. Typed builder throughout
 * (db/schema/commerce.ts, events.ts).
 */
import { and, eq, exists, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import {
  cartItems,
  carts,
  checkoutSessions,
  eventTicketPrices,
  events,
  invoiceLines,
  invoices,
  seatHolds,
} from '../../db/schema';

const sessionColumns = {
  id: checkoutSessions.id,
  /** Null when the session pays an invoice. */
  cartId: checkoutSessions.cartId,
  /** The invoice paid for (issue #15), else null. */
  invoiceId: checkoutSessions.invoiceId,
  accountId: checkoutSessions.accountId,
  provider: checkoutSessions.provider,
  providerSessionId: checkoutSessions.providerSessionId,
  status: checkoutSessions.status,
  amountCents: checkoutSessions.amountCents,
  returnUrl: checkoutSessions.returnUrl,
  cancelUrl: checkoutSessions.cancelUrl,
  expiresAt: checkoutSessions.expiresAt,
  /** expires_at > now() at the database. */
  live: sql<boolean>`(${checkoutSessions.expiresAt} > now())`,
};

/** A checkout session (times as Date; `live`: not expired at the database's now()). */
export type SessionRow = Pick<typeof checkoutSessions.$inferSelect, Exclude<keyof typeof sessionColumns, 'live'>> & {
  live: boolean;
};

/** A seat hold of a session; `active` = not released and not expired at the database's now(). */
export type HoldRow = Pick<typeof seatHolds.$inferSelect, 'ticketPriceId' | 'quantity' | 'unitPriceCents'> & {
  active: boolean;
};

/** A session cancelled to make room for a new one (its provider session is cancelled too). */
export type CancelledSession = Pick<typeof checkoutSessions.$inferSelect, 'id' | 'provider' | 'providerSessionId'>;

const cancelledColumns = {
  id: checkoutSessions.id,
  provider: checkoutSessions.provider,
  providerSessionId: checkoutSessions.providerSessionId,
};

/** Releases the unreleased holds of the sessions `sessionIds` now. */
async function releaseHolds(tx: Executor, sessionIds: string[]): Promise<void> {
  await tx
    .update(seatHolds)
    .set({ releasedAt: sql`now()` })
    .where(and(inArray(seatHolds.sessionId, sessionIds), isNull(seatHolds.releasedAt)));
}

/** Cancels the open sessions of a cart and releases their holds; answers the sessions cancelled. */
export async function cancelOpenSessionsOfCart(tx: Executor, cartId: string): Promise<CancelledSession[]> {
  const old = await tx
    .update(checkoutSessions)
    .set({ status: 'cancelled' })
    .where(and(eq(checkoutSessions.cartId, cartId), eq(checkoutSessions.status, 'open')))
    .returning(cancelledColumns);
  if (old.length)
    await releaseHolds(
      tx,
      old.map((o) => o.id),
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
): Promise<{ id: string; expiresAt: Date }> {
  const [session] = await tx
    .insert(checkoutSessions)
    .values({
      cartId: s.cartId,
      invoiceId: s.invoiceId ?? null,
      accountId: s.accountId,
      provider: s.provider,
      amountCents: s.amountCents,
      returnUrl: s.returnUrl,
      cancelUrl: s.cancelUrl,
      expiresAt: sql`now() + ${s.minutes} * interval '1 minute'`,
    })
    .returning({ id: checkoutSessions.id, expiresAt: checkoutSessions.expiresAt });
  return session;
}

/** Writes the seat holds of a session (one per line: ticket price, quantity, unit price in cents) until `expiresAt`; one statement. */
export async function insertHolds(
  tx: Executor,
  sessionId: string,
  lines: { priceId: number; quantity: number; unitCents: number }[],
  expiresAt: Date,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(seatHolds).values(
    lines.map((l) => ({
      sessionId,
      ticketPriceId: l.priceId,
      quantity: l.quantity,
      unitPriceCents: l.unitCents,
      expiresAt,
    })),
  );
}

/** Records the provider's own session id on a session. */
export async function setProviderSessionId(db: Executor, sessionId: string, providerSessionId: string): Promise<void> {
  await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, sessionId));
}

/** A checkout session by our id or the provider's, locked when `forUpdate`; null when unknown. */
export async function sessionRow(
  db: Executor,
  where: { id?: string; providerSessionId?: string },
  forUpdate = false,
): Promise<SessionRow | null> {
  const cond = where.id
    ? eq(checkoutSessions.id, where.id)
    : eq(checkoutSessions.providerSessionId, where.providerSessionId ?? '');
  const q = db.select(sessionColumns).from(checkoutSessions).where(cond).$dynamic();
  const [row] = await (forUpdate ? q.for('update') : q);
  return row ?? null;
}

/** The seat holds of a session in their order. */
export function holdsOfSession(tx: Executor, sessionId: string): Promise<HoldRow[]> {
  return tx
    .select({
      ticketPriceId: seatHolds.ticketPriceId,
      quantity: seatHolds.quantity,
      unitPriceCents: seatHolds.unitPriceCents,
      active: sql<boolean>`(${seatHolds.releasedAt} is null and ${seatHolds.expiresAt} > now())`,
    })
    .from(seatHolds)
    .where(eq(seatHolds.sessionId, sessionId))
    .orderBy(seatHolds.id);
}

/** The held lines of a session with their ticket price's and event's names, for the gateway's page; a
 * session paying an invoice answers the invoice's lines (its description as the title). One statement. */
export function sessionItems(
  db: Executor,
  sessionId: string,
): Promise<{ name: string; eventTitle: string; quantity: number; unitPriceCents: number; ord: number }[]> {
  const held = db
    .select({
      name: eventTicketPrices.name,
      eventTitle: events.title,
      quantity: seatHolds.quantity,
      unitPriceCents: seatHolds.unitPriceCents,
      ord: sql<number>`${seatHolds.id}`.as('ord'),
    })
    .from(seatHolds)
    .innerJoin(eventTicketPrices, eq(eventTicketPrices.id, seatHolds.ticketPriceId))
    .innerJoin(events, eq(events.id, eventTicketPrices.eventId))
    .where(eq(seatHolds.sessionId, sessionId));
  const invoiced = db
    .select({
      name: invoiceLines.itemName,
      eventTitle: invoices.description,
      quantity: invoiceLines.quantity,
      unitPriceCents: invoiceLines.unitPriceCents,
      ord: sql<number>`${invoiceLines.sortOrder}`.as('ord'),
    })
    .from(checkoutSessions)
    .innerJoin(invoices, eq(invoices.id, checkoutSessions.invoiceId))
    .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(eq(checkoutSessions.id, sessionId));
  return held.unionAll(invoiced).orderBy(sql`ord`);
}

/** Releases the unreleased holds of a session. */
export async function releaseHoldsOfSession(db: Executor, sessionId: string): Promise<void> {
  await releaseHolds(db, [sessionId]);
}

/** Sets an open session's status (`cancelled` or `expired`); other sessions stay as they are. */
export async function closeOpenSession(
  db: Executor,
  sessionId: string,
  status: 'cancelled' | 'expired',
): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')));
}

/** Marks a session paid now and its cart (when it has one) checked out. */
export async function markSessionPaid(tx: Executor, sessionId: string, cartId: string | null): Promise<void> {
  await tx
    .update(checkoutSessions)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(eq(checkoutSessions.id, sessionId));
  if (cartId) await tx.update(carts).set({ status: 'checked_out', updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

/** Cancels the open sessions paying an invoice (a new one replaces them); answers them. */
export function cancelOpenSessionsOfInvoice(tx: Executor, invoiceId: string): Promise<CancelledSession[]> {
  return tx
    .update(checkoutSessions)
    .set({ status: 'cancelled' })
    .where(and(eq(checkoutSessions.invoiceId, invoiceId), eq(checkoutSessions.status, 'open')))
    .returning(cancelledColumns);
}

/**
 * Open sessions past their expiry become `expired`, lapsed holds are released, and the carts those
 * checkouts abandoned are emptied (issue 22: the cart badge no longer shows a lapsed checkout's
 * tickets) unless the cart is checked out or has another unexpired checkout. Answers how many sessions.
 */
export async function expireLapsedSessions(db: Executor): Promise<number> {
  const rows = await db
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(checkoutSessions.status, 'open'), lte(checkoutSessions.expiresAt, sql`now()`)))
    .returning({ id: checkoutSessions.id, cartId: checkoutSessions.cartId });
  await db
    .update(seatHolds)
    .set({ releasedAt: sql`now()` })
    .where(and(isNull(seatHolds.releasedAt), lte(seatHolds.expiresAt, sql`now()`)));
  const cartIds = [...new Set(rows.map((r) => r.cartId).filter((id): id is string => id != null))];
  if (cartIds.length > 0) {
    const openCart = db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.id, cartItems.cartId), eq(carts.status, 'open')));
    const liveCheckout = db
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.cartId, cartItems.cartId),
          eq(checkoutSessions.status, 'open'),
          gt(checkoutSessions.expiresAt, sql`now()`),
        ),
      );
    await db
      .delete(cartItems)
      .where(and(inArray(cartItems.cartId, cartIds), exists(openCart), notExists(liveCheckout)));
  }
  return rows.length;
}
