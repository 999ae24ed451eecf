/**
 * Event times in the event's own IANA zone (spec 03 §2 Event details; issue 30). An event carries its
 * start and end as UTC instants (eventStartUtc, eventEndUtc), as the venue's wall-clock time, its IANA
 * zone (`timeZone`, "Australia/Sydney") and that date's offset label (`startTimeZone`, "UTC+11:00" in
 * January). The screens show the venue's wall-clock time with the label, whatever the viewer's own
 * zone. Conversions go through the shared date helpers (dayjs + timezone); no offset arithmetic here.
 */
import { DATE_FORMATS, formatTimeRange, inZone, isValidTimeZone, offsetLabel } from '@portal/shared';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import '../../../lib/format';

dayjs.extend(utc);

/** Drops a trailing "Z" or "+hh:mm" so a wall-clock text parses as written. */
function stripZone(text: string): string {
  return text.replace(/(Z|[+-]\d{2}:?\d{2})$/i, '');
}

/**
 * The venue's wall-clock time of one end of an event or session, as a dayjs whose fields (hour, date…)
 * read as the venue's: the UTC instant in the IANA `timeZone` when both are known, else the wall-clock
 * text as written, else the instant in the viewer's zone. Null when none parses.
 */
export function eventWallTime(
  utcInstant: string | null | undefined,
  wallClock: string | null | undefined,
  timeZone: string | null | undefined,
): Dayjs | null {
  if (utcInstant && isValidTimeZone(timeZone)) {
    const instant = inZone(utcInstant, timeZone);
    if (instant.isValid()) return instant;
  }
  if (wallClock) {
    const parsed = dayjs.utc(stripZone(wallClock));
    if (parsed.isValid()) return parsed;
  }
  if (utcInstant) {
    const parsed = dayjs(utcInstant);
    if (parsed.isValid()) return parsed;
  }
  return null;
}

/** The fields of an event (list item or details) that carry its times. */
export interface EventTimes {
  startDateTime?: string | null;
  startTimeZone?: string | null;
  endDateTime?: string | null;
  endTimeZone?: string | null;
  eventStartUtc?: string | null;
  eventEndUtc?: string | null;
  /** IANA zone of the event (issue 30). */
  timeZone?: string | null;
}

/** Start and end in the venue's wall-clock time. */
export function eventRange(event: EventTimes): { start: Dayjs | null; end: Dayjs | null } {
  return {
    start: eventWallTime(event.eventStartUtc, event.startDateTime, event.timeZone),
    end: eventWallTime(event.eventEndUtc, event.endDateTime, event.timeZone),
  };
}

/**
 * The offset label to show next to a time: worked out from the instant and IANA zone when both are
 * known ("UTC+11:00" on a January date in Sydney), else the label the API sent.
 */
export function zoneLabel(
  instant: string | null | undefined,
  timeZone: string | null | undefined,
  apiLabel?: string | null,
): string {
  if (instant && isValidTimeZone(timeZone)) return offsetLabel(instant, timeZone);
  return apiLabel ?? '';
}

/** "Mon 30 Nov 2026", or "30 Nov – 2 Dec 2026" for a multi-day event (the venue's days). */
export function formatEventDate(event: EventTimes): string {
  const { start, end } = eventRange(event);
  if (!start) return '';
  if (end && end.format('YYYY-MM-DD') !== start.format('YYYY-MM-DD')) {
    const sameYear = end.year() === start.year();
    return `${start.format(sameYear ? DATE_FORMATS.dayMonth : DATE_FORMATS.date)} – ${end.format(DATE_FORMATS.date)}`;
  }
  return start.format(DATE_FORMATS.dateWeekday);
}

/** "9:00 am – 5:00 pm (UTC+11:00)": the venue's time range with that date's offset label. */
export function formatEventTimeRange(event: EventTimes): string {
  if (event.eventStartUtc && isValidTimeZone(event.timeZone))
    return formatTimeRange(event.eventStartUtc, event.eventEndUtc, event.timeZone);
  const { start, end } = eventRange(event);
  if (!start) return '';
  const range = end
    ? `${start.format(DATE_FORMATS.time)} – ${end.format(DATE_FORMATS.time)}`
    : start.format(DATE_FORMATS.time);
  const labels = [event.startTimeZone, event.endTimeZone].filter(
    (l, i, all): l is string => !!l && all.indexOf(l) === i,
  );
  return labels.length ? `${range} (${labels.join(' / ')})` : range;
}

/** The calendar day key (YYYY-MM-DD) of the event's start in the venue's time. */
export function eventDayKey(event: EventTimes): string | null {
  return eventRange(event).start?.format('YYYY-MM-DD') ?? null;
}

/** True when the event has finished (its UTC end, else start, is before now). */
export function isPastEvent(event: EventTimes, now = Date.now()): boolean {
  const end = event.eventEndUtc ?? event.eventStartUtc;
  if (!end) return false;
  return dayjs.utc(end).valueOf() < now;
}
