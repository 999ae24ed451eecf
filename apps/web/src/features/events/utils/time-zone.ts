/**
 * Event times in the event's own time zone (spec 03 §2 Event details; spec 01 §9: "timezone
 * strings UTC+hh:mm parse to minute offsets"). An event carries its start and end both as a UTC
 * instant (eventStartUtc, eventEndUtc) and as the wall-clock time of the venue with a zone string
 * such as "UTC+10:00"; the screens show the venue's wall-clock time and that string, whatever the
 * viewer's own zone.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import '../../../lib/format';

dayjs.extend(utc);

/**
 * Minutes east of UTC for "UTC+hh:mm", "UTC-h:mm", "UTC+hh" or "UTC" (0); null when the text is
 * not such a string. Example: "UTC+10:00" → 600, "UTC-03:30" → -210.
 */
export function parseTimeZoneOffset(zone: string | null | undefined): number | null {
  if (!zone) return null;
  const text = zone.trim().toUpperCase();
  if (text === 'UTC' || text === 'GMT' || text === 'Z') return 0;
  const match = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** "UTC+hh:mm" for a minute offset (600 → "UTC+10:00"). */
export function formatTimeZoneOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${hh}:${mm}`;
}

/** Drops a trailing "Z" or "+hh:mm" so a wall-clock text parses as written. */
function stripZone(text: string): string {
  return text.replace(/(Z|[+-]\d{2}:?\d{2})$/i, '');
}

/**
 * The venue's wall-clock time of one end of an event, as a dayjs whose fields (hour, date…) read
 * as the venue's: from the UTC instant shifted by the zone's offset when both are known, else from
 * the wall-clock text as written, else the instant in the viewer's zone. Null when none parses.
 * The result is a dayjs in UTC mode holding the wall-clock fields, so that a venue time that does
 * not exist in the viewer's own zone (the hour skipped when daylight saving starts) is kept as is.
 */
export function eventWallTime(
  utcInstant: string | null | undefined,
  wallClock: string | null | undefined,
  zone: string | null | undefined,
): Dayjs | null {
  const offset = parseTimeZoneOffset(zone);
  if (utcInstant && offset !== null) {
    const instant = dayjs.utc(utcInstant);
    if (instant.isValid()) return instant.add(offset, 'minute');
  }
  if (wallClock) {
    const parsed = dayjs.utc(stripZone(wallClock));
    if (parsed.isValid()) return parsed;
  }
  if (utcInstant) {
    const parsed = dayjs(utcInstant);
    if (parsed.isValid()) return dayjs.utc(parsed.format('YYYY-MM-DDTHH:mm:ss'));
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
}

/** Start and end in the venue's wall-clock time. */
export function eventRange(event: EventTimes): { start: Dayjs | null; end: Dayjs | null } {
  return {
    start: eventWallTime(event.eventStartUtc, event.startDateTime, event.startTimeZone),
    end: eventWallTime(event.eventEndUtc, event.endDateTime, event.endTimeZone ?? event.startTimeZone),
  };
}

/** The zone string to show next to a time: the event's own, normalised to "UTC+hh:mm". */
export function zoneLabel(zone: string | null | undefined): string {
  const offset = parseTimeZoneOffset(zone);
  if (offset === null) return zone ?? '';
  return formatTimeZoneOffset(offset);
}

/** "Tue, 10 Mar 2026" (chosen day format of cards and the header card). */
export function formatEventDate(event: EventTimes): string {
  const { start, end } = eventRange(event);
  if (!start) return '';
  if (end && !end.isSame(start, 'day')) {
    const sameYear = end.year() === start.year();
    return `${start.format(sameYear ? 'D MMM' : 'D MMM YYYY')} – ${end.format('D MMM YYYY')}`;
  }
  return start.format('ddd, D MMM YYYY');
}

/** "9:00 am – 5:00 pm (UTC+10:00)": the venue's time range with its zone string. */
export function formatEventTimeRange(event: EventTimes): string {
  const { start, end } = eventRange(event);
  if (!start) return '';
  const zone = zoneLabel(event.startTimeZone);
  const range = end ? `${start.format('h:mm a')} – ${end.format('h:mm a')}` : start.format('h:mm a');
  const endZone = zoneLabel(event.endTimeZone);
  const zones = endZone && endZone !== zone ? `${zone} / ${endZone}` : zone;
  return zones ? `${range} (${zones})` : range;
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
