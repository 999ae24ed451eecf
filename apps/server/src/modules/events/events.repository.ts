/**
 * The events module's data access for one event and its small tables (issue #4; spec 03 §7): the
 * visibility rule, an event's status and title, favourites, the filter option lists, enquiries, the
 * staff to mail and the rows of calendar files. Every function takes the database or a transaction
 * first. Typed builder throughout (db/schema/events.ts).
 */
import { type AnyColumn, type SQL, and, asc, eq, exists, gte, or, sql } from 'drizzle-orm';
import type { Actor } from '../../context';
import type { Executor } from '../../db/raw-query';
import {
  accounts,
  eventCategories,
  eventEnquiries,
  eventFavourites,
  eventLocations,
  eventTickets,
  eventTypes,
  events,
} from '../../db/schema';
import { seesEveryEvent } from '../../policies/events';
import { STAFF_CONTACT_TYPE } from '../../policies/staff';

/**
 * canSeeEvent() (policies/events.ts) as SQL on an event's `status` column (of `events` or an alias
 * of it): staff see every event, others the published ones. Lists are scoped with it in their WHERE.
 */
export function visibleEventSql(actor: Pick<Actor, 'role' | 'contactTypes'>, status: AnyColumn = events.status): SQL {
  if (seesEveryEvent(actor)) return sql`true`;
  return sql`${status} = 'published'`;
}

/** An event's id, status and title, or null when there is none of that id. */
export async function findEvent(
  db: Executor,
  eventId: number,
): Promise<{ id: number; status: string; title: string } | null> {
  const [row] = await db
    .select({ id: events.id, status: events.status, title: events.title })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}

/** Marks an event a favourite of the account (idempotent). */
export async function insertFavourite(db: Executor, accountId: string, eventId: number): Promise<void> {
  await db.insert(eventFavourites).values({ accountId, eventId }).onConflictDoNothing();
}

/** Removes an event from the account's favourites (idempotent). */
export async function deleteFavourite(db: Executor, accountId: string, eventId: number): Promise<void> {
  await db
    .delete(eventFavourites)
    .where(and(eq(eventFavourites.accountId, accountId), eq(eventFavourites.eventId, eventId)));
}

const optionTables = { types: eventTypes, categories: eventCategories, locations: eventLocations };

/** The rows of an option list (types, categories or locations) in their order. */
export function optionRows(
  db: Executor,
  kind: 'types' | 'categories' | 'locations',
): Promise<{ id: number; label: string }[]> {
  const t = optionTables[kind];
  return db.select({ id: t.id, label: t.label }).from(t).orderBy(t.sortOrder, t.label, t.id);
}

/** Stores an enquiry of an account, about an event or none. */
export async function insertEnquiry(
  db: Executor,
  accountId: string,
  eventId: number | null,
  message: string,
): Promise<void> {
  await db.insert(eventEnquiries).values({ accountId, eventId, message });
}

/** E-mail addresses of up to `limit` active staff accounts (contact type Staff), oldest first. */
export async function staffEmails(db: Executor, limit = 5): Promise<string[]> {
  const rows = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.isActive, true), sql`${STAFF_CONTACT_TYPE} = any(${accounts.contactTypes})`))
    .orderBy(accounts.createdAt)
    .limit(limit);
  return rows.map((r) => r.email);
}

/** The columns of an event in a calendar file. */
export const icsColumns = {
  id: events.id,
  title: events.title,
  status: events.status,
  shortDesc: events.shortDesc,
  address: events.address,
  venue: events.venue,
  startUtc: events.startUtc,
  endUtc: events.endUtc,
  sequence: events.sequence,
  updatedAt: events.updatedAt,
  /** IANA zone of the event (issue 30): the calendar's TZID and VTIMEZONE. */
  timeZone: events.timeZone,
};

/** The columns of an event in a calendar file (times as Date). */
export type IcsRow = Pick<typeof events.$inferSelect, keyof typeof icsColumns>;

/** One event's calendar row, or null when there is none of that id. */
export async function eventIcsRow(db: Executor, eventId: number): Promise<IcsRow | null> {
  const [row] = await db.select(icsColumns).from(events).where(eq(events.id, eventId));
  return row ?? null;
}

/**
 * Calendar rows of the events that have not ended at `now` and that the account holds an Active
 * ticket for, or held any ticket for when the event is cancelled (issue 30: a cancelled event stays
 * in the feed as STATUS:CANCELLED until its end, so calendar clients remove it); first 500 by start.
 */
export function upcomingTicketIcsRows(db: Executor, accountId: string, now: Date): Promise<IcsRow[]> {
  const held = (active: boolean) =>
    db
      .select({ one: sql`1` })
      .from(eventTickets)
      .where(
        and(
          eq(eventTickets.eventId, events.id),
          eq(eventTickets.accountId, accountId),
          active ? eq(eventTickets.attendanceStatus, 'Active') : undefined,
        ),
      );
  return db
    .select(icsColumns)
    .from(events)
    .where(
      and(gte(events.endUtc, now), or(exists(held(true)), and(eq(events.status, 'cancelled'), exists(held(false))))),
    )
    .orderBy(asc(events.startUtc))
    .limit(500);
}
