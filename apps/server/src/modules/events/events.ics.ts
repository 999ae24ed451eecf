/**
 * "Add to calendar" (issue #4, beyond the spec): an iCalendar file for one event and for the
 * caller's upcoming tickets, written with the `ics` package (loaded on first use, off the start
 * path). Times are UTC instants.
 */
import { sql } from 'drizzle-orm';
import type { EventAttributes } from 'ics';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { visibleEventSql } from './events.access';
import { query, toDate } from './events.db';

interface IcsRow {
  id: number;
  title: string;
  short_desc: string | null;
  address: string | null;
  venue: string | null;
  start_utc: Date | string;
  end_utc: Date | string;
}

async function toIcs(ctx: AppContext, rows: IcsRow[]): Promise<string> {
  const { createEvents } = await import('ics');
  const events: EventAttributes[] = rows.map((r) => ({
    uid: `event-${r.id}@${new URL(ctx.config.publicUrl).hostname}`,
    title: r.title,
    description: r.short_desc ?? undefined,
    location: [r.venue, r.address].filter(Boolean).join(', ') || undefined,
    url: `${ctx.config.publicUrl}/events/${r.id}`,
    start: toDate(r.start_utc).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: toDate(r.end_utc).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'member-portal/events',
  }));
  const { error, value } = createEvents(events);
  if (error || !value) throw new AppError('INTERNAL', 'The calendar file could not be written.');
  return value;
}

const COLUMNS = sql`e.id, e.title, e.short_desc, e.address, e.venue, e.start_utc, e.end_utc`;

/** GET /api/event/{id}/calendar.ics: one visible event. */
export async function eventIcs(ctx: AppContext, actor: Actor, eventId: number): Promise<string> {
  const rows = await query<IcsRow>(
    ctx.db,
    sql`select ${COLUMNS} from events e where e.id = ${eventId} and ${visibleEventSql(actor)}`,
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Event not found.');
  return toIcs(ctx, rows);
}

/** GET /api/user/events/calendar.ics: the events of the caller's Active tickets that have not ended. */
export async function userEventsIcs(ctx: AppContext, actor: Actor, now = new Date()): Promise<string> {
  const rows = await query<IcsRow>(
    ctx.db,
    sql`select ${COLUMNS} from events e where e.end_utc >= ${now.toISOString()}::timestamptz
      and exists (select 1 from event_tickets k where k.event_id = e.id and k.account_id = ${actor.id} and k.attendance_status = 'Active')
      order by e.start_utc limit 500`,
  );
  return rows.length
    ? toIcs(ctx, rows)
    : 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:member-portal/events\r\nEND:VCALENDAR\r\n';
}
