/**
 * The SQL of an event's attendees for staff (issue 22): a searchable page of tickets with holder,
 * type, needs, substitute and check-in; keyset batches for the streamed CSV; the dietary counts;
 * the Active tickets an event cancellation removes; the holders to mail. Every function takes the
 * database or a transaction first.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, query } from '../../../db/raw-query';

/** A ticket row as the attendee list reads it. */
export interface AttendeeRow {
  id: number;
  ticket_number: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  price_name: string;
  amount_cents: number;
  attendance_status: string;
  dietary_requirements: string[] | string | null;
  other_dietary_requirement: string | null;
  accessibility_requirement: string | null;
  nominee_title: string | null;
  nominee_name: string | null;
  nominee_email: string | null;
  checked_in_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS = sql`k.id, k.ticket_number, a.first_name, a.last_name, a.email, p.name as price_name, k.amount_cents,
  k.attendance_status, k.dietary_requirements, k.other_dietary_requirement, k.accessibility_requirement,
  k.nominee_title, k.nominee_name, k.nominee_email, k.checked_in_at, k.created_at`;
const FROM = sql`event_tickets k join accounts a on a.id = k.account_id join event_ticket_prices p on p.id = k.ticket_price_id`;

function filterSql(eventId: number, f: { search?: string; status?: string }): SQL {
  const parts = [sql`k.event_id = ${eventId}`];
  if (f.status) parts.push(sql`k.attendance_status = ${f.status}`);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(a.first_name || ' ' || a.last_name ilike ${like} or a.email ilike ${like} or k.ticket_number ilike ${like}
        or coalesce(k.nominee_name, '') ilike ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** One page of an event's tickets (Active first, then by holder name), with the total. */
export async function attendeePage(
  db: Executor,
  eventId: number,
  f: { search?: string; status?: string; page: number; limit: number },
): Promise<{ rows: AttendeeRow[]; total: number }> {
  const where = filterSql(eventId, f);
  const [rows, [{ n }]] = await Promise.all([
    query<AttendeeRow>(
      db,
      sql`select ${COLUMNS} from ${FROM} where ${where}
        order by (k.attendance_status = 'Active') desc, a.last_name, a.first_name, k.id limit ${f.limit} offset ${(f.page - 1) * f.limit}`,
    ),
    query<{ n: number | string }>(db, sql`select count(*) as n from ${FROM} where ${where}`),
  ]);
  return { rows, total: Number(n) };
}

/** The next batch of an event's tickets after ticket id `afterId` (ticket id order): the CSV's keyset walk. */
export async function attendeeBatch(
  db: Executor,
  eventId: number,
  afterId: number,
  size: number,
): Promise<AttendeeRow[]> {
  return query<AttendeeRow>(
    db,
    sql`select ${COLUMNS} from ${FROM} where k.event_id = ${eventId} and k.id > ${afterId} order by k.id limit ${size}`,
  );
}

/** Dietary counts over an event's Active tickets, the free-text needs, and the Active count. */
export async function dietaryRows(db: Executor, eventId: number) {
  const [counts, texts, [{ n, without }]] = await Promise.all([
    query<{ requirement: string; count: number | string }>(
      db,
      sql`select r as requirement, count(*) as count from event_tickets k, unnest(k.dietary_requirements) r
        where k.event_id = ${eventId} and k.attendance_status = 'Active' group by r order by count(*) desc, r`,
    ),
    query<{ ticket_number: string; other: string | null; access: string | null }>(
      db,
      sql`select ticket_number, other_dietary_requirement as other, accessibility_requirement as access from event_tickets
        where event_id = ${eventId} and attendance_status = 'Active'
          and (coalesce(other_dietary_requirement, '') <> '' or coalesce(accessibility_requirement, '') <> '') order by id`,
    ),
    query<{ n: number | string; without: number | string }>(
      db,
      sql`select count(*) as n, count(*) filter (where coalesce(cardinality(dietary_requirements), 0) = 0
          and coalesce(other_dietary_requirement, '') = '') as without
        from event_tickets where event_id = ${eventId} and attendance_status = 'Active'`,
    ),
  ]);
  return { counts, texts, active: Number(n), without: Number(without) };
}

/** The Active tickets of an event, locked, with their price and type: what a cancellation removes. */
export async function lockActiveTickets(
  db: Executor,
  eventId: number,
): Promise<{ id: number; ticket_price_id: number; amount_cents: number }[]> {
  return query(
    db,
    sql`select id, ticket_price_id, amount_cents from event_tickets where event_id = ${eventId} and attendance_status = 'Active'
      order by id for update`,
  );
}

/** Distinct e-mail addresses (and first names) of the holders of Active tickets of an event, or of `ticketIds`. */
export async function holderEmails(
  db: Executor,
  eventId: number,
  ticketIds?: number[],
): Promise<{ email: string; first_name: string | null }[]> {
  const which =
    ticketIds === undefined
      ? sql`k.attendance_status = 'Active'`
      : sql`k.id = any(${`{${ticketIds.join(',') || '0'}}`}::int[])`;
  return query(
    db,
    sql`select distinct a.email, a.first_name from event_tickets k join accounts a on a.id = k.account_id
      where k.event_id = ${eventId} and ${which}`,
  );
}

/** A ticket of an event as check-in reads it, or null. */
export async function checkInTicket(
  db: Executor,
  eventId: number,
  ticketId: number,
): Promise<{ id: number; attendance_status: string; checked_in_at: Date | string | null } | null> {
  const [row] = await query<{ id: number; attendance_status: string; checked_in_at: Date | string | null }>(
    db,
    sql`select id, attendance_status, checked_in_at from event_tickets where id = ${ticketId} and event_id = ${eventId}`,
  );
  return row ?? null;
}

/** Marks a ticket checked in now by `staffId` unless it already is; answers whether this call did it. */
export async function markCheckedIn(db: Executor, ticketId: number, staffId: string): Promise<boolean> {
  const rows = await query(
    db,
    sql`update event_tickets set checked_in_at = now(), checked_in_by = ${staffId}, updated_at = now()
      where id = ${ticketId} and checked_in_at is null and attendance_status = 'Active' returning id`,
  );
  return rows.length > 0;
}

/** One attendee row by ticket id. */
export async function attendeeById(db: Executor, ticketId: number): Promise<AttendeeRow | null> {
  const [row] = await query<AttendeeRow>(db, sql`select ${COLUMNS} from ${FROM} where k.id = ${ticketId}`);
  return row ?? null;
}
