/**
 * The values behind the filters of POST /api/event/list (spec 03 §3 Event filter state): the start
 * range of a when-filter option and the prefix tsquery of a keyword. Their SQL is in
 * event-list.repository.ts (eventFilterSql).
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The zone the when-filter's "today", "this week" and months are counted in (spec 01 §9). */
export const WHEN_TIME_ZONE = 'Australia/Sydney';

/**
 * The start range [from, to) of a when-filter option, or a condition on the end for Upcoming (5)
 * and Past (6). Weeks start on Monday.
 */
export function whenRange(listing: number, now: Date): { from: Date; to: Date } | { ended: boolean } {
  const local = dayjs(now).tz(WHEN_TIME_ZONE);
  const today = local.startOf('day');
  switch (listing) {
    case 1:
      return { from: today.toDate(), to: today.add(1, 'day').toDate() };
    case 2: {
      const monday = today.subtract((today.day() + 6) % 7, 'day');
      return { from: monday.toDate(), to: monday.add(7, 'day').toDate() };
    }
    case 3:
      return { from: local.startOf('month').toDate(), to: local.startOf('month').add(1, 'month').toDate() };
    case 4:
      return {
        from: local.startOf('month').add(1, 'month').toDate(),
        to: local.startOf('month').add(2, 'month').toDate(),
      };
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
