/**
 * The events module's SQL for one event and its small tables (issue #4; spec 03 §7): the
 * visibility rule as SQL, an event's status and title, favourites, the filter option lists,
 * enquiries, the staff to mail and the rows of calendar files. Every function takes the database
 * or a transaction first.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context';
import { type Executor, query } from '../../db/raw-query';
import { seesEveryEvent } from '../../policies/events';
import { STAFF_CONTACT_TYPE } from '../../policies/staff';

/**
 * canSeeEvent() (policies/events.ts) as SQL on the event alias `e`: staff see every event,
 * others the published ones. Lists are scoped with it in their WHERE.
 */
export function visibleEventSql(actor: Pick<Actor, 'role' | 'contactTypes'>, alias = 'e'): SQL {
  if (seesEveryEvent(actor)) return sql`true`;
  return sql`${sql.raw(alias)}.status = 'published'`;
}

/** An event's id, status and title, or null when there is none of that id. */
export async function findEvent(
  db: Executor,
  eventId: number,
): Promise<{ id: number; status: string; title: string } | null> {
  const [row] = await query<{ id: number; status: string; title: string }>(
    db,
    sql`select e.id, e.status, e.title from events e where e.id = ${eventId}`,
  );
  return row ?? null;
}

/** Marks an event a favourite of the account (idempotent). */
export async function insertFavourite(db: Executor, accountId: string, eventId: number): Promise<void> {
  await query(
    db,
    sql`insert into event_favourites (account_id, event_id) values (${accountId}, ${eventId}) on conflict do nothing`,
  );
}

/** Removes an event from the account's favourites (idempotent). */
export async function deleteFavourite(db: Executor, accountId: string, eventId: number): Promise<void> {
  await query(db, sql`delete from event_favourites where account_id = ${accountId} and event_id = ${eventId}`);
}

/** The rows of an option list (types, categories or locations) in their order. */
export async function optionRows(
  db: Executor,
  kind: 'types' | 'categories' | 'locations',
): Promise<{ id: number; label: string }[]> {
  const table = sql.raw({ types: 'event_types', categories: 'event_categories', locations: 'event_locations' }[kind]);
  return query<{ id: number; label: string }>(db, sql`select id, label from ${table} order by sort_order, label, id`);
}

/** Stores an enquiry of an account, about an event or none. */
export async function insertEnquiry(
  db: Executor,
  accountId: string,
  eventId: number | null,
  message: string,
): Promise<void> {
  await query(
    db,
    sql`insert into event_enquiries (account_id, event_id, message) values (${accountId}, ${eventId}, ${message})`,
  );
}

/** E-mail addresses of up to `limit` active staff accounts (contact type Staff), oldest first. */
export async function staffEmails(db: Executor, limit = 5): Promise<string[]> {
  const rows = await query<{ email: string }>(
    db,
    sql`select email from accounts where is_active and ${STAFF_CONTACT_TYPE} = any(contact_types) order by created_at limit ${limit}`,
  );
  return rows.map((r) => r.email);
}

/** The columns of an event in a calendar file. */
export interface IcsRow {
  id: number;
  title: string;
  status: string;
  short_desc: string | null;
  address: string | null;
  venue: string | null;
  start_utc: Date | string;
  end_utc: Date | string;
}

const ICS_COLUMNS = sql`e.id, e.title, e.status, e.short_desc, e.address, e.venue, e.start_utc, e.end_utc`;

/** One event's calendar row, or null when there is none of that id. */
export async function eventIcsRow(db: Executor, eventId: number): Promise<IcsRow | null> {
  const [row] = await query<IcsRow>(db, sql`select ${ICS_COLUMNS} from events e where e.id = ${eventId}`);
  return row ?? null;
}

/** Calendar rows of the events an account holds an Active ticket for that have not ended at `now` (first 500 by start). */
export async function upcomingTicketIcsRows(db: Executor, accountId: string, now: Date): Promise<IcsRow[]> {
  return query<IcsRow>(
    db,
    sql`select ${ICS_COLUMNS} from events e where e.end_utc >= ${now.toISOString()}::timestamptz
      and exists (select 1 from event_tickets k where k.event_id = e.id and k.account_id = ${accountId} and k.attendance_status = 'Active')
      order by e.start_utc limit 500`,
  );
}

/** True when an account of that id exists. */
export async function accountExists(db: Executor, accountId: string): Promise<boolean> {
  const rows = await query(db, sql`select 1 from accounts where id = ${accountId}`);
  return rows.length > 0;
}
