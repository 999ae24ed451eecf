/**
 * The SQL of an event's attendees for staff (issue 22): a searchable page of tickets with holder,
 * type, needs, substitute and check-in; keyset batches for the streamed CSV; the dietary counts;
 * the Active tickets an event cancellation removes; the holders to mail. Every function takes the
 * database or a transaction first. Typed builder throughout (db/schema/events.ts).
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../../db/raw-query';
import { accounts, eventTicketPrices, eventTickets } from '../../../db/schema';
import type { Recipient } from '../waitlist.repository';

const k = eventTickets;
const a = accounts;

/** The fields of a ticket as the attendee list reads it: the ticket, its holder and its type's name. */
const attendeeFields = {
  id: k.id,
  ticketNumber: k.ticketNumber,
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  priceName: eventTicketPrices.name,
  amountCents: k.amountCents,
  attendanceStatus: k.attendanceStatus,
  dietaryRequirements: k.dietaryRequirements,
  otherDietaryRequirement: k.otherDietaryRequirement,
  accessibilityRequirement: k.accessibilityRequirement,
  nomineeTitle: k.nomineeTitle,
  nomineeName: k.nomineeName,
  nomineeEmail: k.nomineeEmail,
  checkedInAt: k.checkedInAt,
  createdAt: k.createdAt,
};

/** A ticket row as the attendee list reads it (instants as Date, amount in AUD cents). */
export type AttendeeRow = SelectResultFields<typeof attendeeFields>;

/**
 * Tickets `k` with their holder `a` and ticket type, as attendee rows. With `eventId` (a list of
 * one event's tickets) the ticket type is matched on the event too, so PostgreSQL reads the event's
 * two or three types by their index instead of hashing every event's types (bench:events, issue 33).
 */
function ticketsWithHolder(db: Executor, eventId?: number) {
  const priceOn = eq(eventTicketPrices.id, k.ticketPriceId);
  return db
    .select(attendeeFields)
    .from(k)
    .innerJoin(a, eq(a.id, k.accountId))
    .innerJoin(
      eventTicketPrices,
      eventId === undefined ? priceOn : and(priceOn, eq(eventTicketPrices.eventId, eventId)),
    )
    .$dynamic();
}

function filterSql(eventId: number, f: { search?: string; status?: string }): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(k.eventId, eventId)];
  if (f.status) parts.push(eq(k.attendanceStatus, f.status));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(${a.firstName} || ' ' || ${a.lastName} ilike ${like} or ${a.email} ilike ${like} or ${k.ticketNumber} ilike ${like}
        or coalesce(${k.nomineeName}, '') ilike ${like})`,
    );
  }
  return and(...parts);
}

/**
 * One page of an event's tickets (Active first, then by holder name), with the total. Without a
 * search the total counts the tickets alone (every ticket has its holder: account_id is NOT NULL
 * with a cascading key), an index-only count instead of joining every holder (bench:events).
 */
export async function attendeePage(
  db: Executor,
  eventId: number,
  f: { search?: string; status?: string; page: number; limit: number },
): Promise<{ rows: AttendeeRow[]; total: number }> {
  const where = filterSql(eventId, f);
  const counted = f.search
    ? db.select({ n: count() }).from(k).innerJoin(a, eq(a.id, k.accountId)).where(where)
    : db.select({ n: count() }).from(k).where(where);
  const [rows, [{ n }]] = await Promise.all([
    ticketsWithHolder(db, eventId)
      .where(where)
      .orderBy(desc(sql`${k.attendanceStatus} = 'Active'`), asc(a.lastName), asc(a.firstName), asc(k.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    counted,
  ]);
  return { rows, total: n };
}

/** The next batch of an event's tickets after ticket id `afterId` (ticket id order): the CSV's keyset walk. */
export function attendeeBatch(db: Executor, eventId: number, afterId: number, size: number): Promise<AttendeeRow[]> {
  return ticketsWithHolder(db, eventId)
    .where(and(eq(k.eventId, eventId), gt(k.id, afterId)))
    .orderBy(asc(k.id))
    .limit(size);
}

/** Dietary counts over an event's Active tickets, the free-text needs (by ticket id), and the Active count. */
export async function dietaryRows(db: Executor, eventId: number) {
  const active = and(eq(k.eventId, eventId), eq(k.attendanceStatus, 'Active'));
  const needs = db
    .select({ requirement: sql<string>`unnest(${k.dietaryRequirements})`.as('requirement') })
    .from(k)
    .where(active)
    .as('needs');
  const [counts, texts, [{ n, without }]] = await Promise.all([
    db
      .select({ requirement: needs.requirement, count: count() })
      .from(needs)
      .groupBy(needs.requirement)
      .orderBy(desc(count()), asc(needs.requirement)),
    db
      .select({ ticketNumber: k.ticketNumber, other: k.otherDietaryRequirement, access: k.accessibilityRequirement })
      .from(k)
      .where(
        and(
          active,
          or(
            sql`coalesce(${k.otherDietaryRequirement}, '') <> ''`,
            sql`coalesce(${k.accessibilityRequirement}, '') <> ''`,
          ),
        ),
      )
      .orderBy(asc(k.id)),
    db
      .select({
        n: count(),
        without: sql<number>`count(*) filter (where coalesce(cardinality(${k.dietaryRequirements}), 0) = 0
          and coalesce(${k.otherDietaryRequirement}, '') = '')`.mapWith(Number),
      })
      .from(k)
      .where(active),
  ]);
  return { counts, texts, active: n, without };
}

/** The Active tickets of an event, locked, with their price and type: what a cancellation removes. */
export function lockActiveTickets(db: Executor, eventId: number) {
  return db
    .select({ id: k.id, ticketPriceId: k.ticketPriceId, amountCents: k.amountCents, accountId: k.accountId })
    .from(k)
    .where(and(eq(k.eventId, eventId), eq(k.attendanceStatus, 'Active')))
    .orderBy(asc(k.id))
    .for('update');
}

/** Distinct e-mail addresses (and first names) of the holders of Active tickets of an event, or of `ticketIds`. */
export async function holderEmails(db: Executor, eventId: number, ticketIds?: number[]): Promise<Recipient[]> {
  if (ticketIds?.length === 0) return [];
  const which = ticketIds === undefined ? eq(k.attendanceStatus, 'Active') : inArray(k.id, ticketIds);
  return db
    .select({ id: a.id, email: a.email, firstName: a.firstName })
    .from(k)
    .innerJoin(a, eq(a.id, k.accountId))
    .where(and(eq(k.eventId, eventId), which))
    .groupBy(a.id, a.email, a.firstName);
}

/** A ticket of an event as check-in reads it, or null. */
export async function checkInTicket(db: Executor, eventId: number, ticketId: number) {
  const [row] = await db
    .select({ id: k.id, attendanceStatus: k.attendanceStatus, checkedInAt: k.checkedInAt, accountId: k.accountId })
    .from(k)
    .where(and(eq(k.id, ticketId), eq(k.eventId, eventId)));
  return row ?? null;
}

/** Marks a ticket checked in now by `staffId` unless it already is; answers whether this call did it. */
export async function markCheckedIn(db: Executor, ticketId: number, staffId: string): Promise<boolean> {
  const rows = await db
    .update(k)
    .set({ checkedInAt: sql`now()`, checkedInBy: staffId, updatedAt: sql`now()` })
    .where(and(eq(k.id, ticketId), isNull(k.checkedInAt), eq(k.attendanceStatus, 'Active')))
    .returning({ id: k.id });
  return rows.length > 0;
}

/** One attendee row by ticket id. */
export async function attendeeById(db: Executor, ticketId: number): Promise<AttendeeRow | null> {
  const [row] = await ticketsWithHolder(db).where(eq(k.id, ticketId));
  return row ?? null;
}
