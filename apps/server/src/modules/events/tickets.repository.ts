/**
 * The data access of tickets (spec 03 §4 Event ticket, §5 Nominee and Dietary form, §9 Cancellation
 * terms): a ticket with its price name and event, an account's tickets of an event, the writes of
 * cancelling, nominating and changing requirements, and the rows of the registration confirmation
 * mail (admin/confirmation-mail.ts). Typed builder throughout (db/schema/events.ts).
 */
import { type SQL, and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { accounts, eventTicketPrices, eventTickets, events } from '../../db/schema';
import { icsColumns } from './events.repository';

const ticketColumns = {
  id: eventTickets.id,
  eventId: eventTickets.eventId,
  ticketPriceId: eventTickets.ticketPriceId,
  priceName: eventTicketPrices.name,
  amountCents: eventTickets.amountCents,
  ticketNumber: eventTickets.ticketNumber,
  attendanceStatus: eventTickets.attendanceStatus,
  dietaryRequirements: eventTickets.dietaryRequirements,
  otherDietaryRequirement: eventTickets.otherDietaryRequirement,
  accessibilityRequirement: eventTickets.accessibilityRequirement,
  nomineeTitle: eventTickets.nomineeTitle,
  nomineeName: eventTickets.nomineeName,
  nomineeEmail: eventTickets.nomineeEmail,
  nomineeMobile: eventTickets.nomineeMobile,
  nomineeOrgName: eventTickets.nomineeOrgName,
  refundAmountCents: eventTickets.refundAmountCents,
  createdAt: eventTickets.createdAt,
  eventStartUtc: events.startUtc,
  isConference: events.isConference,
  accountId: eventTickets.accountId,
};

/** Tickets with their price name and event, filtered by `where`. */
function ticketsWithEvent(db: Executor, where: SQL | undefined) {
  return db
    .select(ticketColumns)
    .from(eventTickets)
    .innerJoin(eventTicketPrices, eq(eventTicketPrices.id, eventTickets.ticketPriceId))
    .innerJoin(events, eq(events.id, eventTickets.eventId))
    .where(where)
    .$dynamic();
}

/** A ticket with its price name, its event's start and conference flag, and its owner (times as Date). */
export type TicketWithEvent = Awaited<ReturnType<typeof ticketsWithEvent>>[number];

/** A ticket by id (locked with `forUpdate`), or null. */
export async function ticketById(db: Executor, ticketId: number, forUpdate = false): Promise<TicketWithEvent | null> {
  const q = ticketsWithEvent(db, eq(eventTickets.id, ticketId));
  const [row] = await (forUpdate ? q.for('update', { of: eventTickets }) : q);
  return row ?? null;
}

/** One page (1-based) of an account's tickets of an event, Active first, then by id; with their total. */
export async function accountTicketsOfEvent(
  db: Executor,
  accountId: string,
  eventId: number,
  page: number,
  size: number,
): Promise<{ rows: TicketWithEvent[]; total: number }> {
  const where = and(eq(eventTickets.eventId, eventId), eq(eventTickets.accountId, accountId));
  const [rows, [{ n }]] = await Promise.all([
    ticketsWithEvent(db, where)
      .orderBy(desc(sql`(${eventTickets.attendanceStatus} = 'Active')`), eventTickets.id)
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(eventTickets).where(where),
  ]);
  return { rows, total: n };
}

/** True when the account holds an Active ticket of the event. */
export async function hasActiveTicket(db: Executor, accountId: string, eventId: number): Promise<boolean> {
  const rows = await db
    .select({ id: eventTickets.id })
    .from(eventTickets)
    .where(
      and(
        eq(eventTickets.accountId, accountId),
        eq(eventTickets.eventId, eventId),
        eq(eventTickets.attendanceStatus, 'Active'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Marks a ticket Removed at `at` with its refund (cents). */
export async function markTicketRemoved(db: Executor, ticketId: number, at: Date, refundCents: number): Promise<void> {
  await db
    .update(eventTickets)
    .set({ attendanceStatus: 'Removed', cancelledAt: at, refundAmountCents: refundCents, updatedAt: sql`now()` })
    .where(eq(eventTickets.id, ticketId));
}

/** The nominee of a ticket (spec 03 §5). */
export interface NomineeFields {
  nomineeTitle: string;
  nomineeName: string;
  nomineeEmail: string;
  nomineeMobile: string;
  nomineeOrgName?: string | null;
}

/** Records the nominee of a ticket, nominated now. */
export async function setNominee(db: Executor, ticketId: number, n: NomineeFields): Promise<void> {
  await db
    .update(eventTickets)
    .set({
      nomineeTitle: n.nomineeTitle,
      nomineeName: n.nomineeName,
      nomineeEmail: n.nomineeEmail,
      nomineeMobile: n.nomineeMobile,
      nomineeOrgName: n.nomineeOrgName || null,
      nominatedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(eventTickets.id, ticketId));
}

/**
 * Sets a ticket's dietary list (null clears it; values are known options) and, when given (not
 * undefined), the other dietary and accessibility texts.
 */
export async function setRequirements(
  db: Executor,
  ticketId: number,
  list: string[] | null,
  other: string | null | undefined,
  access: string | null | undefined,
): Promise<void> {
  await db
    .update(eventTickets)
    .set({
      dietaryRequirements: list,
      ...(other === undefined ? {} : { otherDietaryRequirement: other }),
      ...(access === undefined ? {} : { accessibilityRequirement: access }),
      updatedAt: sql`now()`,
    })
    .where(eq(eventTickets.id, ticketId));
}

/**
 * The Active tickets of `ticketIds` or of an order, in id order, each with its event's calendar
 * columns (events.repository.ts icsColumns), its ticket number and price name, and the holder's
 * e-mail and first name: the rows of the registration confirmation mail.
 */
export function confirmationRows(db: Executor, where: { ticketIds?: number[]; orderId?: string }) {
  const which = where.orderId
    ? eq(eventTickets.orderId, where.orderId)
    : inArray(eventTickets.id, where.ticketIds?.length ? where.ticketIds : [0]);
  return db
    .select({
      ...icsColumns,
      ticketId: eventTickets.id,
      ticketNumber: eventTickets.ticketNumber,
      priceName: eventTicketPrices.name,
      email: accounts.email,
      firstName: accounts.firstName,
      accountId: accounts.id,
    })
    .from(eventTickets)
    .innerJoin(events, eq(events.id, eventTickets.eventId))
    .innerJoin(eventTicketPrices, eq(eventTicketPrices.id, eventTickets.ticketPriceId))
    .innerJoin(accounts, eq(accounts.id, eventTickets.accountId))
    .where(and(which, eq(eventTickets.attendanceStatus, 'Active')))
    .orderBy(eventTickets.id);
}

/** A row of the registration confirmation mail. */
export type ConfirmationRow = Awaited<ReturnType<typeof confirmationRows>>[number];

/**
 * What a ticket PDF prints (issue 30): the ticket number and type, the event's title, venue,
 * address, start and end (Date) with their offsets, and the holder (the nominee when one is named,
 * else the account's first and last name). Null when there is no ticket of that id.
 */
export async function ticketPdfRow(db: Executor, ticketId: number) {
  const [row] = await db
    .select({
      ticketNumber: eventTickets.ticketNumber,
      priceName: eventTicketPrices.name,
      title: events.title,
      venue: events.venue,
      address: events.address,
      startUtc: events.startUtc,
      endUtc: events.endUtc,
      timeZone: events.timeZone,
      holderName: sql<string>`coalesce(nullif(${eventTickets.nomineeName}, ''), ${accounts.firstName} || ' ' || ${accounts.lastName})`,
    })
    .from(eventTickets)
    .innerJoin(events, eq(events.id, eventTickets.eventId))
    .innerJoin(eventTicketPrices, eq(eventTicketPrices.id, eventTickets.ticketPriceId))
    .innerJoin(accounts, eq(accounts.id, eventTickets.accountId))
    .where(eq(eventTickets.id, ticketId));
  return row ?? null;
}

/** A row of the ticket PDF. */
export type TicketPdfRow = NonNullable<Awaited<ReturnType<typeof ticketPdfRow>>>;
