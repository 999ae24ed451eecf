import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  adjacentEventDay,
  calendarRange,
  calendarTitle,
  cellPreviews,
  groupEventsByDay,
  monthGridDays,
  monthGridStart,
  truncateTitle,
} from './calendar';

describe('month grid (spec 03 §2 Calendar: 42 days, weeks from Monday)', () => {
  it('starts November 2026 on Monday 26 October (the 1st is a Sunday)', () => {
    const date = dayjs('2026-11-25');
    expect(monthGridStart(date).format('YYYY-MM-DD')).toBe('2026-10-26');
    const days = monthGridDays(date);
    expect(days).toHaveLength(42);
    expect(days[41].format('YYYY-MM-DD')).toBe('2026-12-06');
  });

  it('starts on the 1st itself when it is a Monday (June 2026)', () => {
    expect(monthGridStart(dayjs('2026-06-15')).format('YYYY-MM-DD')).toBe('2026-06-01');
  });

  it('counts whole days across the October daylight-saving change', () => {
    const days = monthGridDays(dayjs('2026-10-10')).map((d) => d.format('YYYY-MM-DD'));
    expect(days[0]).toBe('2026-09-28');
    expect(days.slice(5, 8)).toEqual(['2026-10-03', '2026-10-04', '2026-10-05']);
    expect(new Set(days).size).toBe(42);
  });
});

describe('calendarRange (spec 03 §3: YYYY-MM-DD, 1000 for a month, 2000 for a year)', () => {
  it('fetches the whole grid in month view', () => {
    expect(calendarRange(dayjs('2026-11-25'), 'month')).toEqual({ from: '2026-10-26', to: '2026-12-06', size: 1000 });
  });

  it('fetches 1 January to 31 December in year view', () => {
    expect(calendarRange(dayjs('2026-11-25'), 'year')).toEqual({ from: '2026-01-01', to: '2026-12-31', size: 2000 });
  });
});

describe('groupEventsByDay', () => {
  it("groups by the venue's start day and month, in start order", () => {
    const late = { id: 1, eventStartUtc: '2026-11-25T23:30:00Z', startTimeZone: 'UTC+10:00' };
    const early = { id: 2, eventStartUtc: '2026-11-25T21:00:00Z', startTimeZone: 'UTC+10:00' };
    const december = { id: 3, eventStartUtc: '2026-12-01T00:00:00Z', startTimeZone: 'UTC+10:00' };
    const undated: { id: number; eventStartUtc?: string; startTimeZone?: string } = { id: 4 };
    const { byDay, byMonth } = groupEventsByDay([late, december, early, undated]);
    expect([...byDay.keys()]).toEqual(['2026-11-26', '2026-12-01']);
    expect(byDay.get('2026-11-26')?.map((e) => e.id)).toEqual([2, 1]);
    expect(byMonth.get('2026-11')?.map((e) => e.id)).toEqual([2, 1]);
    expect(byMonth.get('2026-12')?.map((e) => e.id)).toEqual([3]);
  });
});

describe('cells and navigation', () => {
  it('cuts titles to the cell length with "..."', () => {
    expect(truncateTitle('Sensory integration workshop', 18)).toBe('Sensory integratio...');
    expect(truncateTitle('  Short title  ', 18)).toBe('Short title');
  });

  it('shows at most two previews and counts the rest', () => {
    expect(cellPreviews(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(cellPreviews(['a'])).toEqual({ shown: ['a'], more: 0 });
  });

  it('finds the nearest event day after or before a date', () => {
    const days = ['2026-11-03', '2026-11-25', '2026-12-10', '2026-10-30'];
    expect(adjacentEventDay(days, dayjs('2026-11-25'), 1)).toBe('2026-12-10');
    expect(adjacentEventDay(days, dayjs('2026-11-25'), -1)).toBe('2026-11-03');
    expect(adjacentEventDay(days, dayjs('2026-12-10'), 1)).toBeNull();
  });

  it('titles the month and year views', () => {
    expect(calendarTitle(dayjs('2026-11-25'), 'month')).toBe('November 2026');
    expect(calendarTitle(dayjs('2026-11-25'), 'year')).toBe('2026');
  });
});
