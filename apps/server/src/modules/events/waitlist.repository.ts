/**
 * The SQL of the waitlist (issue 22, beyond the spec; table `event_waitlist`, db/schema/events.ts):
 * joining and leaving, positions, the seats the waitlist reserves, offers made and lapsed, and the
 * staff list. Offers are made only under the ticket-price row lock (waitlist.service.ts).
 */
import { type SQL, and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { type Executor, query } from '../../db/raw-query';
import { eventTicketPrices, eventWaitlist, events } from '../../db/schema';
import { activeHoldsSql } from './seat-holds.repository';

/** The statuses of an open entry. */
const OPEN = ['waiting', 'offered'];

/** An open (waiting or offered) entry with its position among the waiting ones. */
export interface WaitlistEntryRow {
  id: number;
  event_id: number;
  ticket_price_id: number;
  price_name: string;
  status: 'waiting' | 'offered';
  /** 1-based among the waiting entries of the type; null when offered. */
  position: number | string | null;
  offer_expires_at: Date | string | null;
  created_at: Date | string;
}

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

const POSITION = sql`case when w.status = 'waiting' then (select count(*) from event_waitlist x
  where x.ticket_price_id = w.ticket_price_id and x.status = 'waiting' and x.id <= w.id) end`;

/** The account's open entries of an event (an offer counts only while unexpired), with positions. */
export async function accountEntries(db: Executor, eventId: number, accountId: string): Promise<WaitlistEntryRow[]> {
  return query<WaitlistEntryRow>(
    db,
    sql`select w.id, w.event_id, w.ticket_price_id, p.name as price_name, w.status, ${POSITION} as position,
        w.offer_expires_at, w.created_at
      from event_waitlist w join event_ticket_prices p on p.id = w.ticket_price_id
      where w.event_id = ${eventId} and w.account_id = ${accountId}
        and (w.status = 'waiting' or (w.status = 'offered' and w.offer_expires_at > now()))
      order by p.sort_order, p.id`,
  );
}

/** A staff row: an open entry with the member's name and email. */
export interface StaffWaitlistRow extends WaitlistEntryRow {
  account_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  offered_at: Date | string | null;
}

/** The open entries of an event for staff: offers first, then the line in order, per ticket type. */
export async function eventEntries(db: Executor, eventId: number): Promise<StaffWaitlistRow[]> {
  return query<StaffWaitlistRow>(
    db,
    sql`select w.id, w.event_id, w.ticket_price_id, p.name as price_name, w.status, ${POSITION} as position,
        w.offer_expires_at, w.offered_at, w.created_at, w.account_id, a.first_name, a.last_name, a.email
      from event_waitlist w join event_ticket_prices p on p.id = w.ticket_price_id join accounts a on a.id = w.account_id
      where w.event_id = ${eventId} and w.status in ('waiting', 'offered')
      order by p.sort_order, p.id, case w.status when 'offered' then 0 else 1 end, w.id`,
  );
}

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

/** An offer just made, with what its mail needs. */
export interface OfferRow {
  id: number;
  event_id: number;
  event_title: string;
  price_name: string;
  email: string;
  first_name: string | null;
  offer_expires_at: Date | string;
}

/**
 * Offers the next `count` waiting entries of a type (in line order; the type's row must be locked
 * by the caller): status `offered` until now + `hours` (not after the event starts).
 */
export async function offerNext(tx: Executor, priceId: number, count: number, hours: number): Promise<OfferRow[]> {
  if (count <= 0) return [];
  return query<OfferRow>(
    tx,
    sql`with next as (
        select id from event_waitlist where ticket_price_id = ${priceId} and status = 'waiting' order by id limit ${count}
      ), offered as (
        update event_waitlist w set status = 'offered', offered_at = now(),
          offer_expires_at = least(now() + ${hours}::double precision * interval '1 hour', (select start_utc from events where id = w.event_id))
        where w.id in (select id from next) returning w.id, w.event_id, w.ticket_price_id, w.account_id, w.offer_expires_at
      )
      select o.id, o.event_id, e.title as event_title, p.name as price_name, a.email, a.first_name, o.offer_expires_at
      from offered o join events e on e.id = o.event_id join event_ticket_prices p on p.id = o.ticket_price_id
      join accounts a on a.id = o.account_id order by o.id`,
  );
}

/**
 * Closes every open waitlist entry of an event (the event was cancelled) and answers whom they
 * belonged to (once each), leaving out the holders of `exceptTicketIds` (they hear of it through
 * their tickets).
 */
export async function closeEventEntries(
  tx: Executor,
  eventId: number,
  exceptTicketIds: number[] = [],
): Promise<{ email: string; first_name: string | null }[]> {
  return query(
    tx,
    sql`with closed as (
        update event_waitlist set status = 'left', closed_at = now()
        where event_id = ${eventId} and status in ('waiting', 'offered') returning account_id)
      select distinct a.email, a.first_name from closed join accounts a on a.id = closed.account_id
      where not exists (select 1 from event_tickets k where k.account_id = closed.account_id
        and k.id = any(${`{${exceptTicketIds.join(',') || '0'}}`}::int[]))`,
  );
}
