/**
 * Calendar arithmetic (spec 03 §2 Calendar, §3 Event filter state, §9): the 42-day month grid from
 * the start of the week (en-AU weeks start on Monday), the year range, the fetch dates
 * (YYYY-MM-DD), events grouped by the venue's day, title truncation (18 characters in day cells,
 * 24 in month cells) and the previous/next event date.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { EVENTS_UI } from '../constants';
import { type EventTimes, eventRange } from './time-zone';

export type CalendarMode = 'month' | 'year';

/** Day format of the calendar fetch (spec 03 §3: "YYYY-MM-DD for the calendar fetch"). */
export const CALENDAR_DAY_FORMAT = 'YYYY-MM-DD';

/** First day shown by the month grid of `date`: the start of the week holding the 1st. */
export function monthGridStart(date: Dayjs): Dayjs {
  const first = date.startOf('month');
  // en-AU weeks start on Monday (dayjs weekday 1); Sunday (0) steps back six days.
  const back = (first.day() + 6) % 7;
  return first.subtract(back, 'day');
}

/** The 42 days of the month grid of `date`. */
export function monthGridDays(date: Dayjs): Dayjs[] {
  const start = monthGridStart(date);
  return Array.from({ length: EVENTS_UI.calendarGridDays }, (_, i) => start.add(i, 'day'));
}

/**
 * The days to fetch for a view: the 42-day grid for month view, 1 January to 31 December for year
 * view, as YYYY-MM-DD (inclusive), with the page size of that view (1000 or 2000).
 */
export function calendarRange(date: Dayjs, mode: CalendarMode): { from: string; to: string; size: number } {
  if (mode === 'year') {
    return {
      from: date.startOf('year').format(CALENDAR_DAY_FORMAT),
      to: date.endOf('year').format(CALENDAR_DAY_FORMAT),
      size: EVENTS_UI.calendarYearSize,
    };
  }
  const start = monthGridStart(date);
  return {
    from: start.format(CALENDAR_DAY_FORMAT),
    to: start.add(EVENTS_UI.calendarGridDays - 1, 'day').format(CALENDAR_DAY_FORMAT),
    size: EVENTS_UI.calendarMonthSize,
  };
}

/** Events keyed by the venue's start day (YYYY-MM-DD) and by month (YYYY-MM), in start order. */
export function groupEventsByDay<T extends EventTimes>(
  events: readonly T[],
): { byDay: Map<string, T[]>; byMonth: Map<string, T[]> } {
  const byDay = new Map<string, T[]>();
  const byMonth = new Map<string, T[]>();
  const sorted = [...events].sort((a, b) => startValue(a) - startValue(b));
  for (const event of sorted) {
    const start = eventRange(event).start;
    if (!start) continue;
    const day = start.format(CALENDAR_DAY_FORMAT);
    const month = start.format('YYYY-MM');
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
    byMonth.set(month, [...(byMonth.get(month) ?? []), event]);
  }
  return { byDay, byMonth };
}

function startValue(event: EventTimes): number {
  return eventRange(event).start?.valueOf() ?? 0;
}

/** Cuts a title to `max` characters with "..." (18 in day cells, 24 in month cells). */
export function truncateTitle(title: string, max: number): string {
  const text = title.trim();
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The previews of a cell (at most 2) and how many more there are. */
export function cellPreviews<T>(events: readonly T[]): { shown: T[]; more: number } {
  const shown = events.slice(0, EVENTS_UI.previewsPerCell);
  return { shown, more: Math.max(0, events.length - shown.length) };
}

/**
 * The nearest event day after (direction 1) or before (-1) `from` among `days` (YYYY-MM-DD
 * strings); null when there is none in the list.
 */
export function adjacentEventDay(days: Iterable<string>, from: Dayjs, direction: 1 | -1): string | null {
  const key = from.format(CALENDAR_DAY_FORMAT);
  let best: string | null = null;
  for (const day of days) {
    if (direction === 1 ? day > key && (best === null || day < best) : day < key && (best === null || day > best))
      best = day;
  }
  return best;
}

/** The date a view's header shows (e.g. "March 2026" or "2026"). */
export function calendarTitle(date: Dayjs, mode: CalendarMode): string {
  return mode === 'year' ? date.format('YYYY') : date.format('MMMM YYYY');
}

/** Parses YYYY-MM-DD to a local dayjs (midnight). */
export function parseDay(day: string): Dayjs {
  return dayjs(day);
}
