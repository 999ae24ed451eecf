/**
 * The one calendar writer (issue 30): every .ics the portal serves (an event's file, a meeting's
 * file, the personal feed, the ticket confirmation mail's attachment) is written here with
 * `ical-generator` (RFC 5545) and `@touch4it/ical-timezones` (the VTIMEZONE blocks).
 *
 * What a calendar client reads:
 * - `X-WR-CALNAME` (and `NAME`) the calendar's name, e.g. "OT Association events" or "My events".
 * - One VTIMEZONE per IANA zone used, and each entry's DTSTART/DTEND as wall time with `TZID=<zone>`.
 * - `UID` stable per row (`event-<id>@<host>`, `meeting-<id>@<host>`), `DTSTAMP` and `LAST-MODIFIED`
 *   the row's last change (stable while the row is unchanged, so the feed's bytes are too),
 *   `SEQUENCE` the row's change counter (+1 on each staff change), `STATUS:CANCELLED` for a
 *   cancelled entry, `CONFIRMED` otherwise.
 * - Lines folded at 75 octets (UTF-8), CRLF line ends.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalEventStatus } from 'ical-generator';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The portal's PRODID (RFC 5545 §3.7.3). */
const PRODUCT = { company: 'member-portal', product: 'calendar', language: 'EN' };

/** One VEVENT. Instants are Date (or ISO strings from a raw driver row). */
export interface CalendarEntry {
  /** Stable unique id, `<kind>-<id>@<host>`. */
  uid: string;
  title: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  start: Date | string;
  end: Date | string;
  /** IANA zone the wall times are written in (TZID). */
  timeZone: string;
  cancelled: boolean;
  /** Change counter: SEQUENCE. */
  sequence: number;
  /** The row's last change: DTSTAMP and LAST-MODIFIED. */
  changedAt: Date | string;
}

/** A calendar: its name (X-WR-CALNAME) and entries. */
export interface CalendarFile {
  name: string;
  entries: CalendarEntry[];
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** The text of a calendar file (CRLF, folded at 75 octets). */
export function writeCalendar(file: CalendarFile): string {
  const cal = ical({
    name: file.name,
    prodId: PRODUCT,
    // No calendar-wide zone (DTSTAMP stays UTC); the generator writes a VTIMEZONE for each entry's zone.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const e of file.entries) {
    const changedAt = asDate(e.changedAt);
    cal.createEvent({
      id: e.uid,
      summary: e.title,
      description: e.description || null,
      location: e.location || null,
      url: e.url || null,
      // dayjs instants: ical-generator converts them to wall time in `timezone` (a Date would be read as server-local).
      start: dayjs(asDate(e.start)),
      end: dayjs(asDate(e.end)),
      timezone: e.timeZone,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: e.sequence,
      stamp: changedAt,
      lastModified: changedAt,
    });
  }
  return `${cal.toString()}\r\n`;
}
