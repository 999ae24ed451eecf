/**
 * "Add to calendar" (issue #4, beyond the spec): an iCalendar file for one event and for the
 * caller's upcoming tickets, written with the `ics` package (loaded on first use, off the start
 * path). Times are UTC instants.
 */
import type { EventAttributes } from 'ics';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { permitted } from '../../policies/denial';
import { checkSeeEvent } from '../../policies/events';
import { eventIcsRow, type IcsRow, upcomingTicketIcsRows } from './events.repository';

/** An iCalendar file of the events of `rows` (UTC instants). */
export async function toIcs(ctx: AppContext, rows: IcsRow[]): Promise<string> {
  const { createEvents } = await import('ics');
  const events: EventAttributes[] = rows.map((r) => ({
    uid: `event-${r.id}@${new URL(ctx.config.publicUrl).hostname}`,
    title: r.title,
    description: r.shortDesc ?? undefined,
    location: [r.venue, r.address].filter(Boolean).join(', ') || undefined,
    url: `${ctx.config.publicUrl}/events/${r.id}`,
    start: r.startUtc.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: r.endUtc.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'member-portal/events',
  }));
  const { error, value } = createEvents(events);
  if (error || !value) throw new AppError('INTERNAL', 'The calendar file could not be written.');
  return value;
}

/** GET /api/event/{id}/calendar.ics: one visible event. */
export async function eventIcs(ctx: AppContext, actor: Actor, eventId: number): Promise<string> {
  const row = await eventIcsRow(ctx.db, eventId);
  return toIcs(ctx, [permitted(row, checkSeeEvent(actor, row))]);
}

/** GET /api/user/events/calendar.ics: the events of the caller's Active tickets that have not ended. */
export async function userEventsIcs(ctx: AppContext, actor: Actor, now = new Date()): Promise<string> {
  const rows = await upcomingTicketIcsRows(ctx.db, actor.id, now);
  return rows.length
    ? toIcs(ctx, rows)
    : 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:member-portal/events\r\nEND:VCALENDAR\r\n';
}
