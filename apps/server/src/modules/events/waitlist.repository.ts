/**
 * The SQL of the waitlist (issue 22, beyond the spec; table `event_waitlist`, db/schema/events.ts):
 * joining and leaving, positions, the seats the waitlist reserves, offers made and lapsed, and the
 * staff list. Offers are made only under the ticket-price row lock (waitlist.service.ts). Typed
 * builder throughout; `waitlistReservedSql` is a fragment of the seat counts' statements.
 */
import { type SQL, and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { aliasedTable, type Executor, intArray } from '../../db/raw-query';
import { accounts, eventTicketPrices, eventTickets, eventWaitlist, events } from '../../db/schema';
import { activeHoldsSql } from './seat-holds.repository';

/** The statuses of an open entry. */
const OPEN = ['waiting', 'offered'];

/**
 * Seats the waitlist keeps from `accountId` on the ticket price `priceId` (an SQL integer
 * expression, e.g. `p.id`): every other member's unexpired offer, plus, unless `accountId` holds an
 * unexpired offer of the type, one seat per waiting member (freed seats go to the line first). With
 * `accountId` null every offer and every waiting entry counts.
 */
export function waitlistReservedSql(priceId: SQL | AnyPgColumn, accountId: string | null): SQL {
  const w = alias(eventWaitlist, 'w');
  const o = alias(eventWaitlist, 'o');
  const others = accountId ? sql`and ${w.accountId} <> ${accountId}` : sql``;
  const ownOffer = accountId
    ? sql`exists (select 1 from ${eventWaitlist} ${o} where ${o.ticketPriceId} = ${priceId} and ${o.accountId} = ${accountId}
        and ${o.status} = 'offered' and ${o.offerExpiresAt} > now())`
    : sql`false`;
  return sql`((select count(*) from ${eventWaitlist} ${w} where ${w.ticketPriceId} = ${priceId} and ${w.status} = 'offered'
      and ${w.offerExpiresAt} > now() ${others})
    + case when ${ownOffer} then 0 else (select count(*) from ${eventWaitlist} ${w} where ${w.ticketPriceId} = ${priceId} and ${w.status} = 'waiting') end)`;
}

/** Inserts a waiting entry unless the account has an open one of the type; answers whether it was inserted. */
export async function insertEntry(
  tx: Executor,
  entry: { eventId: number; ticketPriceId: number; accountId: string },
): Promise<boolean> {
  const rows = await tx
    .insert(eventWaitlist)
    .values(entry)
    .onConflictDoNothing({
      target: [eventWaitlist.ticketPriceId, eventWaitlist.accountId],
      // The partial unique index's own predicate, as literals (arbiter inference cannot read parameters).
      where: sql`${eventWaitlist.status} in ('waiting', 'offered')`,
    })
    .returning({ id: eventWaitlist.id });
  return rows.length === 1;
}

/** Closes the account's open entry of a type as `left`; answers whether there was one. */
export async function leaveEntry(tx: Executor, ticketPriceId: number, accountId: string): Promise<boolean> {
  const rows = await tx
    .update(eventWaitlist)
    .set({ status: 'left', closedAt: sql`now()` })
    .where(
      and(
        eq(eventWaitlist.ticketPriceId, ticketPriceId),
        eq(eventWaitlist.accountId, accountId),
        inArray(eventWaitlist.status, OPEN),
      ),
    )
    .returning({ id: eventWaitlist.id });
  return rows.length > 0;
}

/** Closes the account's open entries of an event as `claimed` (it now holds a ticket of it). */
export async function claimEntries(tx: Executor, eventId: number, accountId: string): Promise<void> {
  await tx
    .update(eventWaitlist)
    .set({ status: 'claimed', closedAt: sql`now()` })
    .where(
      and(
        eq(eventWaitlist.eventId, eventId),
        eq(eventWaitlist.accountId, accountId),
        inArray(eventWaitlist.status, OPEN),
      ),
    );
}

/** An entry `w` with its ticket price `p`. */
const w = alias(eventWaitlist, 'w');
const p = alias(eventTicketPrices, 'p');
const x = alias(eventWaitlist, 'x');

/** The fields of an open entry: its position is 1-based among the waiting entries of the type, null when offered. */
const entryFields = {
  id: w.id,
  eventId: w.eventId,
  ticketPriceId: w.ticketPriceId,
  priceName: p.name,
  status: sql<'waiting' | 'offered'>`${w.status}`,
  position: sql<
    number | null
  >`case when ${w.status} = 'waiting' then (select count(*) from ${aliasedTable(eventWaitlist, x)}
    where ${x.ticketPriceId} = ${w.ticketPriceId} and ${x.status} = 'waiting' and ${x.id} <= ${w.id}) end`.mapWith(
    (v): number | null => Number(v),
  ),
  offerExpiresAt: w.offerExpiresAt,
  createdAt: w.createdAt,
};

/** An open (waiting or offered) entry with its position among the waiting ones (instants as Date). */
export type WaitlistEntryRow = SelectResultFields<typeof entryFields>;

/** The account's open entries of an event (an offer counts only while unexpired), with positions. */
export function accountEntries(db: Executor, eventId: number, accountId: string): Promise<WaitlistEntryRow[]> {
  return db
    .select(entryFields)
    .from(w)
    .innerJoin(p, eq(p.id, w.ticketPriceId))
    .where(
      and(
        eq(w.eventId, eventId),
        eq(w.accountId, accountId),
        or(eq(w.status, 'waiting'), and(eq(w.status, 'offered'), gt(w.offerExpiresAt, sql`now()`))),
      ),
    )
    .orderBy(asc(p.sortOrder), asc(p.id));
}

/** The open entries of an event for staff: offers first, then the line in order, per ticket type. */
export function eventEntries(db: Executor, eventId: number) {
  return db
    .select({
      ...entryFields,
      offeredAt: w.offeredAt,
      accountId: w.accountId,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
    })
    .from(w)
    .innerJoin(p, eq(p.id, w.ticketPriceId))
    .innerJoin(accounts, eq(accounts.id, w.accountId))
    .where(and(eq(w.eventId, eventId), inArray(w.status, OPEN)))
    .orderBy(asc(p.sortOrder), asc(p.id), sql`case ${w.status} when 'offered' then 0 else 1 end`, asc(w.id));
}

/** A staff row: an open entry with the member's name and email. */
export type StaffWaitlistRow = Awaited<ReturnType<typeof eventEntries>>[number];

/** Marks offers whose time ran out as `expired`; answers the ticket-price ids they were of. */
export async function expireLapsedOffers(db: Executor): Promise<number[]> {
  const rows = await db
    .update(eventWaitlist)
    .set({ status: 'expired', closedAt: sql`now()` })
    .where(and(eq(eventWaitlist.status, 'offered'), lte(eventWaitlist.offerExpiresAt, sql`now()`)))
    .returning({ ticketPriceId: eventWaitlist.ticketPriceId });
  return [...new Set(rows.map((r) => r.ticketPriceId))];
}

/** Ticket prices (ids ascending) with someone waiting, of published events not started yet. */
export async function pricesWithWaiting(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: eventWaitlist.ticketPriceId })
    .from(eventWaitlist)
    .innerJoin(events, eq(events.id, eventWaitlist.eventId))
    .where(and(eq(eventWaitlist.status, 'waiting'), eq(events.status, 'published'), gt(events.startUtc, sql`now()`)))
    .groupBy(eventWaitlist.ticketPriceId)
    .orderBy(eventWaitlist.ticketPriceId);
  return rows.map((r) => r.id);
}

/**
 * Seats of a (locked) type free for the line: capacity − sold − unexpired holds − unexpired offers
 * (never below 0); null when unlimited.
 */
export async function seatsFreeForLine(tx: Executor, priceId: number): Promise<number | null> {
  const p = eventTicketPrices;
  const w = alias(eventWaitlist, 'w');
  const [row] = await tx
    .select({
      // Nested in its own fragment so that the subqueries name the price's id qualified (a single-table
      // select list names its top-level columns bare).
      free: sql<
        number | null
      >`${sql`case when ${p.capacity} is null then null else greatest(0, ${p.capacity} - ${p.sold}
        - ${activeHoldsSql(p.id)}
        - (select count(*) from ${eventWaitlist} ${w} where ${w.ticketPriceId} = ${p.id} and ${w.status} = 'offered' and ${w.offerExpiresAt} > now())) end`}`.mapWith(
        Number,
      ),
    })
    .from(p)
    .where(eq(p.id, priceId));
  return row?.free ?? null;
}

/**
 * Offers the next `count` waiting entries of a type (in line order; the type's row must be locked
 * by the caller): status `offered` until now + `hours` (not after the event starts). Answers the
 * offers made with what their mails need, by entry id.
 */
export async function offerNext(tx: Executor, priceId: number, count: number, hours: number) {
  if (count <= 0) return [];
  const next = tx
    .select({ id: eventWaitlist.id })
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.ticketPriceId, priceId), eq(eventWaitlist.status, 'waiting')))
    .orderBy(asc(eventWaitlist.id))
    .limit(count);
  const offered = await tx
    .update(eventWaitlist)
    .set({
      status: 'offered',
      offeredAt: sql`now()`,
      offerExpiresAt: sql`least(now() + ${hours}::double precision * interval '1 hour', (select ${events.startUtc} from ${events} where ${events.id} = ${eventWaitlist.eventId}))`,
    })
    .where(inArray(eventWaitlist.id, next))
    .returning({ id: eventWaitlist.id });
  if (offered.length === 0) return [];
  return tx
    .select({
      id: eventWaitlist.id,
      eventId: eventWaitlist.eventId,
      eventTitle: events.title,
      priceName: eventTicketPrices.name,
      email: accounts.email,
      firstName: accounts.firstName,
      accountId: accounts.id,
      offerExpiresAt: sql<Date>`${eventWaitlist.offerExpiresAt}`.mapWith(eventWaitlist.offerExpiresAt),
    })
    .from(eventWaitlist)
    .innerJoin(events, eq(events.id, eventWaitlist.eventId))
    .innerJoin(eventTicketPrices, eq(eventTicketPrices.id, eventWaitlist.ticketPriceId))
    .innerJoin(accounts, eq(accounts.id, eventWaitlist.accountId))
    .where(
      inArray(
        eventWaitlist.id,
        offered.map((o) => o.id),
      ),
    )
    .orderBy(asc(eventWaitlist.id));
}

/** An offer just made, with what its mail needs (the offer's end as Date). */
export type OfferRow = Awaited<ReturnType<typeof offerNext>>[number];

/** A member to mail: e-mail address and first name. */
export type Recipient = Pick<typeof accounts.$inferSelect, 'email' | 'firstName'> & { id?: string };

/**
 * Closes every open waitlist entry of an event (the event was cancelled) and answers whom they
 * belonged to (once each), leaving out the holders of `exceptTicketIds` (they hear of it through
 * their tickets).
 */
export async function closeEventEntries(
  tx: Executor,
  eventId: number,
  exceptTicketIds: number[] = [],
): Promise<Recipient[]> {
  const closed = await tx
    .update(eventWaitlist)
    .set({ status: 'left', closedAt: sql`now()` })
    .where(and(eq(eventWaitlist.eventId, eventId), inArray(eventWaitlist.status, OPEN)))
    .returning({ accountId: eventWaitlist.accountId });
  if (closed.length === 0) return [];
  const k = eventTickets;
  return tx
    .select({ email: accounts.email, firstName: accounts.firstName })
    .from(accounts)
    .where(
      and(
        inArray(accounts.id, [...new Set(closed.map((c) => c.accountId))]),
        sql`not exists (select 1 from ${k} where ${k.accountId} = ${accounts.id} and ${k.id} = any(${intArray(exceptTicketIds.length ? exceptTicketIds : [0])}))`,
      ),
    )
    .groupBy(accounts.email, accounts.firstName);
}
