/**
 * Calendar-date arithmetic of memberships (issue #15), on `YYYY-MM-DD` strings so no time zone
 * shifts a date. "Today" is the tenant's local date (its IANA `timeZone`, e.g. Australia/Darwin).
 */
import { calendarDayIn } from '@portal/shared';

const DAY_MS = 86_400_000;

/** The calendar date of `now` in the tenant's IANA zone `zone`, `YYYY-MM-DD`. */
export function localToday(zone: string, now: Date = new Date()): string {
  return calendarDayIn(now, zone);
}

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y, m, d];
}

function format(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** `date` plus `days` days (may be negative). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  const t = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS);
  return format(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** `date` plus `months` months; the day is clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return format(ny, nm, Math.min(d, last));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [a, b, c] = parts(from);
  const [x, y, z] = parts(to);
  return Math.round((Date.UTC(x, y - 1, z) - Date.UTC(a, b - 1, c)) / DAY_MS);
}

/**
 * The period a renewal paid `today` covers: from the day after renewed-to for `periodMonths`
 * months; a lapsed membership skips whole periods that ended before today (a member does not pay
 * for years they were not a member). No renewed-to: from today.
 * @returns `{ start, end }` inclusive, `YYYY-MM-DD`
 */
export function nextPeriod(
  renewedTo: string | null,
  periodMonths: number,
  today: string,
): { start: string; end: string } {
  if (!renewedTo) return { start: today, end: addDays(addMonths(today, periodMonths), -1) };
  let start = addDays(renewedTo, 1);
  let end = addDays(addMonths(start, periodMonths), -1);
  while (end < today) {
    start = addDays(end, 1);
    end = addDays(addMonths(start, periodMonths), -1);
  }
  return { start, end };
}
