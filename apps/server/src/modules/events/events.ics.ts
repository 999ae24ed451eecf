/**
 * "Add to calendar" (issue #4, beyond the spec; issue 30): an iCalendar file for one event and for
 * the caller's upcoming tickets, written by the one calendar writer (lib/calendar.ts): wall times
 * with TZID and VTIMEZONE, stable UID and DTSTAMP, SEQUENCE, STATUS:CANCELLED for a cancelled event.
 */
import type { Actor, AppContext } from '../../context';
import { type CalendarEntry, writeCalendar } from '../../lib/calendar';
import { permitted } from '../../policies/denial';
import { checkSeeEventDetails } from '../../policies/events';
import { eventIcsRow, type IcsRow, upcomingTicketIcsRows } from './events.repository';

/** The calendar entry of an event row (UID `event-<id>@<host>`, URL its page). */
export function eventCalendarEntry(ctx: AppContext, r: IcsRow): CalendarEntry {
  return {
    uid: `event-${r.id}@${new URL(ctx.config.publicUrl).hostname}`,
    title: r.title,
    description: r.shortDesc,
    location: [r.venue, r.address].filter(Boolean).join(', ') || null,
    url: `${ctx.config.publicUrl}/events/${r.id}`,
    start: r.startUtc,
    end: r.endUtc,
    timeZone: r.timeZone,
    cancelled: r.status === 'cancelled',
    sequence: r.sequence,
    changedAt: r.updatedAt,
  };
}

/** The name of an events calendar: "<tenant short name> events". */
const eventsCalendarName = (ctx: AppContext) => `${ctx.config.tenant.shortName} events`;

/** An iCalendar file of the events of `rows` (the confirmation mail's attachment, the downloads). */
export function toIcs(ctx: AppContext, rows: IcsRow[], name = eventsCalendarName(ctx)): string {
  return writeCalendar({ name, entries: rows.map((r) => eventCalendarEntry(ctx, r)) });
}

/**
 * GET /api/event/{id}/calendar.ics: one event whose details page the caller may open (a cancelled
 * one too, written STATUS:CANCELLED so an imported copy is marked cancelled); 404 otherwise.
 */
export async function eventIcs(ctx: AppContext, actor: Actor, eventId: number): Promise<string> {
  const row = await eventIcsRow(ctx.db, eventId);
  return toIcs(ctx, [permitted(row, checkSeeEventDetails(actor, row))]);
}

/** GET /api/user/events/calendar.ics: the caller's ticketed events that have not ended ("My events"). */
export async function userEventsIcs(ctx: AppContext, actor: Actor, now = new Date()): Promise<string> {
  return toIcs(ctx, await upcomingTicketIcsRows(ctx.db, actor.id, now), 'My events');
}
