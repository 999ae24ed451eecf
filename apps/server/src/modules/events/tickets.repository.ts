/**
 * The SQL of tickets (spec 03 §4 Event ticket, §5 Nominee and Dietary form, §9 Cancellation
 * terms): a ticket with its price name and event, an account's tickets of an event, and the
 * writes of cancelling, nominating and changing requirements.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';
import type { TicketRow } from './events.presenter';

/** A ticket row with its event's conference flag and its owner. */
export type TicketWithEvent = TicketRow & { is_conference: boolean; account_id: string };

const TICKET_COLUMNS = sql`k.id, k.event_id, k.ticket_price_id, p.name as price_name, k.amount_cents, k.ticket_number, k.attendance_status,
  k.dietary_requirements, k.other_dietary_requirement, k.accessibility_requirement, k.nominee_title, k.nominee_name, k.nominee_email,
  k.nominee_mobile, k.nominee_org_name, k.refund_amount_cents, k.created_at, e.start_utc as event_start_utc, e.is_conference, k.account_id`;

/** A ticket by id (locked with `forUpdate`), or null. */
export async function ticketById(db: Executor, ticketId: number, forUpdate = false): Promise<TicketWithEvent | null> {
  const [row] = await query<TicketWithEvent>(
    db,
    sql`select ${TICKET_COLUMNS} from event_tickets k join event_ticket_prices p on p.id = k.ticket_price_id join events e on e.id = k.event_id
      where k.id = ${ticketId} ${forUpdate ? sql`for update of k` : sql``}`,
  );
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
  const where = sql`k.event_id = ${eventId} and k.account_id = ${accountId}`;
  const [rows, [{ n }]] = await Promise.all([
    query<TicketWithEvent>(
      db,
      sql`select ${TICKET_COLUMNS} from event_tickets k join event_ticket_prices p on p.id = k.ticket_price_id join events e on e.id = k.event_id
        where ${where} order by (k.attendance_status = 'Active') desc, k.id limit ${size} offset ${(page - 1) * size}`,
    ),
    query<{ n: number | string }>(db, sql`select count(*) as n from event_tickets k where ${where}`),
  ]);
  return { rows, total: Number(n) };
}

/** True when the account holds an Active ticket of the event. */
export async function hasActiveTicket(db: Executor, accountId: string, eventId: number): Promise<boolean> {
  const rows = await query(
    db,
    sql`select 1 from event_tickets where account_id = ${accountId} and event_id = ${eventId} and attendance_status = 'Active' limit 1`,
  );
  return rows.length > 0;
}

/** Marks a ticket Removed at `at` with its refund (cents). */
export async function markTicketRemoved(db: Executor, ticketId: number, at: Date, refundCents: number): Promise<void> {
  await query(
    db,
    sql`update event_tickets set attendance_status = 'Removed', cancelled_at = ${at.toISOString()}::timestamptz, refund_amount_cents = ${refundCents},
        updated_at = now() where id = ${ticketId}`,
  );
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
  await query(
    db,
    sql`update event_tickets set nominee_title = ${n.nomineeTitle}, nominee_name = ${n.nomineeName}, nominee_email = ${n.nomineeEmail},
        nominee_mobile = ${n.nomineeMobile}, nominee_org_name = ${n.nomineeOrgName || null}, nominated_at = now(), updated_at = now()
        where id = ${ticketId}`,
  );
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
  await query(
    db,
    sql`update event_tickets set dietary_requirements = ${list ? sql`${`{${list.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]` : sql`null`},
        ${other === undefined ? sql`` : sql`other_dietary_requirement = ${other},`}
        ${access === undefined ? sql`` : sql`accessibility_requirement = ${access},`}
        updated_at = now() where id = ${ticketId}`,
  );
}
