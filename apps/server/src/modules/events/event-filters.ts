/**
 * The WHERE clause of POST /api/event/list (spec 03 §3 Event filter state): keyword (every word
 * as a prefix, case-insensitive, on title and short description), type,
 * location, category and tag sets, the when-filter (`listing`), start date bounds and
 * isActiveEvent. Every value is a bound parameter; date-only bounds compare the event's own local
 * start date and also bound `start_utc` (± 14 h) so the start index still narrows the scan.
 */
import type { EventListQuery } from '@portal/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { type SQL, sql } from 'drizzle-orm';
import { intList } from './events.db';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The zone the when-filter's "today", "this week" and months are counted in (spec 01 §9). */
export const WHEN_TIME_ZONE = 'Australia/Sydney';
const HOUR_MS = 3_600_000;

const asSet = (v: number | number[] | null | undefined): number[] => (v == null ? [] : Array.isArray(v) ? v : [v]);
const isDateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

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

/** The filter conditions (joined with AND by the caller); `e` is the events alias. */
export function eventFilterSql(q: EventListQuery, now: Date): SQL[] {
  const parts: SQL[] = [];
  const keyword = q.keyword?.trim();
  if (keyword) {
    const query = prefixQuery(keyword);
    parts.push(query ? sql`e.search @@ to_tsquery('english', ${query})` : sql`false`);
  }
  if (q.typeId) parts.push(sql`e.type_id = ${q.typeId}`);
  if (q.locationId) parts.push(sql`e.location_id = ${q.locationId}`);
  const categories = asSet(q.categoryId);
  if (categories.length) parts.push(sql`e.category_id = any(${intList(categories)}::int[])`);
  const tags = asSet(q.tagId);
  if (tags.length)
    parts.push(
      sql`exists (select 1 from event_tags et where et.event_id = e.id and et.tag_id = any(${intList(tags)}::int[]))`,
    );
  if (q.isActiveEvent === true) parts.push(sql`e.end_utc >= ${now.toISOString()}::timestamptz`);
  if (q.isActiveEvent === false) parts.push(sql`e.end_utc < ${now.toISOString()}::timestamptz`);
  if (q.listing) {
    const range = whenRange(q.listing, now);
    if ('ended' in range)
      parts.push(
        range.ended
          ? sql`e.end_utc < ${now.toISOString()}::timestamptz`
          : sql`e.end_utc >= ${now.toISOString()}::timestamptz`,
      );
    else
      parts.push(
        sql`e.start_utc >= ${range.from.toISOString()}::timestamptz and e.start_utc < ${range.to.toISOString()}::timestamptz`,
      );
  }
  const localStartDate = sql`((e.start_utc at time zone 'UTC') + e.start_offset_minutes * interval '1 minute')::date`;
  if (q.startDateFrom) {
    if (isDateOnly(q.startDateFrom)) {
      const bound = new Date(Date.parse(`${q.startDateFrom}T00:00:00Z`) - 14 * HOUR_MS);
      parts.push(
        sql`e.start_utc >= ${bound.toISOString()}::timestamptz and ${localStartDate} >= ${q.startDateFrom}::date`,
      );
    } else parts.push(sql`e.start_utc >= ${new Date(q.startDateFrom).toISOString()}::timestamptz`);
  }
  if (q.startDateTo) {
    if (isDateOnly(q.startDateTo)) {
      const bound = new Date(Date.parse(`${q.startDateTo}T00:00:00Z`) + 36 * HOUR_MS);
      parts.push(
        sql`e.start_utc < ${bound.toISOString()}::timestamptz and ${localStartDate} <= ${q.startDateTo}::date`,
      );
    } else parts.push(sql`e.start_utc <= ${new Date(q.startDateTo).toISOString()}::timestamptz`);
  }
  return parts;
}
