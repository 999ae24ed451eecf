/**
 * The values behind the filters of POST /api/event/list (spec 03 §3 Event filter state): the start
 * range of a when-filter option and the prefix tsquery of a keyword. Their SQL is in
 * event-list.repository.ts (eventFilterSql).
 */
import { calendarDayIn, zonedToUtc } from '@portal/shared';

/** `YYYY-MM-DD` plus `days` calendar days (UTC arithmetic on the date only). */
function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-01` of the month `months` after the month of `day`. */
function monthStart(day: string, months: number): string {
  const [y, m] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The start range [from, to) of a when-filter option, or a condition on the end for Upcoming (5)
 * and Past (6). Weeks start on Monday. "Today", "this week" and months are counted in `zone`, the
 * tenant's IANA zone (spec 01 §9; a Darwin tenant's today starts at 14:30 UTC). Bounds are the
 * zone's midnights, so a day with a daylight-saving change is 23 or 25 hours long.
 */
export function whenRange(listing: number, now: Date, zone: string): { from: Date; to: Date } | { ended: boolean } {
  const today = calendarDayIn(now, zone);
  const midnight = (day: string) => zonedToUtc(`${day}T00:00`, zone);
  switch (listing) {
    case 1:
      return { from: midnight(today), to: midnight(plusDays(today, 1)) };
    case 2: {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      const monday = plusDays(today, -((weekday + 6) % 7));
      return { from: midnight(monday), to: midnight(plusDays(monday, 7)) };
    }
    case 3:
      return { from: midnight(monthStart(today, 0)), to: midnight(monthStart(today, 1)) };
    case 4:
      return { from: midnight(monthStart(today, 1)), to: midnight(monthStart(today, 2)) };
    case 5:
      return { ended: false };
    default:
      return { ended: true };
  }
}

/**
 * A tsquery of every word of `keyword` as a prefix ("sens proc" → "sens:* & proc:*"), or null when
 * it has no word. Words are letters and digits only, so the text never carries tsquery syntax.
 */
export function prefixQuery(keyword: string): string | null {
  const words =
    keyword
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}
