/**
 * The one date library and the one set of en-AU formats (issue 30): offset labels per date, wall-clock
 * conversions across both Sydney daylight-saving changes, Brisbane, Perth, Adelaide and Darwin, zone
 * validation and every display format.
 */
import { describe, expect, it } from 'vitest';
import {
  calendarDayIn,
  DATE_FORMATS,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatDateTimeInZone,
  parseCalendarDate,
  formatDateWeekday,
  formatTime,
  formatTimeRange,
  isValidTimeZone,
  offsetLabel,
  timeZoneOptions,
  wallClockIn,
  zonedToUtc,
} from './time';

describe('offset labels and wall-clock conversions', () => {
  it.each([
    ['Sydney, 26 Dec 09:00 (summer)', 'Australia/Sydney', '2026-12-26T09:00', '2026-12-25T22:00:00.000Z', 'UTC+11:00'],
    ['Sydney, July 09:00 (winter)', 'Australia/Sydney', '2026-07-15T09:00', '2026-07-14T23:00:00.000Z', 'UTC+10:00'],
    [
      'Sydney, 4 Apr 2026 (last day of DST)',
      'Australia/Sydney',
      '2026-04-04T09:00',
      '2026-04-03T22:00:00.000Z',
      'UTC+11:00',
    ],
    [
      'Sydney, 5 Apr 2026 (DST ended at 03:00)',
      'Australia/Sydney',
      '2026-04-05T09:00',
      '2026-04-04T23:00:00.000Z',
      'UTC+10:00',
    ],
    [
      'Sydney, 3 Oct 2026 (last day of standard time)',
      'Australia/Sydney',
      '2026-10-03T09:00',
      '2026-10-02T23:00:00.000Z',
      'UTC+10:00',
    ],
    [
      'Sydney, 4 Oct 2026 (DST began at 02:00)',
      'Australia/Sydney',
      '2026-10-04T09:00',
      '2026-10-03T22:00:00.000Z',
      'UTC+11:00',
    ],
    ['Brisbane in January (no DST)', 'Australia/Brisbane', '2027-01-20T09:00', '2027-01-19T23:00:00.000Z', 'UTC+10:00'],
    ['Perth in January', 'Australia/Perth', '2027-01-20T09:00', '2027-01-20T01:00:00.000Z', 'UTC+08:00'],
    ['Adelaide in January', 'Australia/Adelaide', '2027-01-20T09:00', '2027-01-19T22:30:00.000Z', 'UTC+10:30'],
    ['Adelaide in July', 'Australia/Adelaide', '2027-07-20T09:00', '2027-07-19T23:30:00.000Z', 'UTC+09:30'],
    ['Darwin in January', 'Australia/Darwin', '2027-01-20T09:00', '2027-01-19T23:30:00.000Z', 'UTC+09:30'],
  ])('%s', (_name, zone, wall, utc, label) => {
    expect(zonedToUtc(wall, zone).toISOString()).toBe(utc);
    expect(wallClockIn(utc, zone)).toBe(`${wall}:00`);
    expect(offsetLabel(utc, zone)).toBe(label);
  });

  it('moves a time skipped by the start of DST forward and takes the first of a repeated hour', () => {
    // 02:30 on 4 Oct 2026 does not exist in Sydney: it becomes 03:30 (UTC+11:00).
    expect(zonedToUtc('2026-10-04T02:30', 'Australia/Sydney').toISOString()).toBe('2026-10-03T16:30:00.000Z');
    // 02:30 on 5 Apr 2026 happens twice: the first (daylight, UTC+11:00) one.
    expect(zonedToUtc('2026-04-05T02:30', 'Australia/Sydney').toISOString()).toBe('2026-04-04T15:30:00.000Z');
  });

  it('knows IANA zones and refuses offsets, abbreviations and unknown names', () => {
    for (const zone of ['Australia/Sydney', 'Australia/Perth', 'Australia/Darwin', 'Europe/London', 'UTC'])
      expect(isValidTimeZone(zone), zone).toBe(true);
    for (const zone of ['UTC+10:00', 'AEST', 'Australia/Atlantis', '', 'Mars/Base', 42, null])
      expect(isValidTimeZone(zone), String(zone)).toBe(false);
  });

  it('offers the Australian zones by city first, then every other zone once', () => {
    const options = timeZoneOptions();
    expect(options[0]).toEqual({ value: 'Australia/Sydney', label: 'Sydney (Australia/Sydney)' });
    expect(options.slice(0, 10).map((o) => o.value)).toContain('Australia/Perth');
    expect(options.find((o) => o.value === 'Europe/London')?.label).toBe('London (Europe/London)');
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(options.length).toBeGreaterThan(300);
  });
});

describe('the one set of en-AU display formats', () => {
  const instant = '2026-11-29T22:00:00.000Z'; // Mon 30 Nov 2026, 9:00 am in Sydney (UTC+11:00)

  it('formats dates, times and date-times in a zone', () => {
    expect(DATE_FORMATS.date).toBe('D MMM YYYY');
    expect(formatDate(instant, 'Australia/Sydney')).toBe('30 Nov 2026');
    expect(formatDateWeekday(instant, 'Australia/Sydney')).toBe('Mon 30 Nov 2026');
    expect(formatTime(instant, 'Australia/Sydney')).toBe('9:00 am');
    expect(formatDateTime(instant, 'Australia/Sydney')).toBe('Mon 30 Nov 2026, 9:00 am');
    expect(formatDateTime('2026-11-30T06:30:00Z', 'Australia/Perth')).toBe('Mon 30 Nov 2026, 2:30 pm');
    expect(formatDateTimeInZone(instant, 'Australia/Sydney')).toBe('Mon 30 Nov 2026, 9:00 am (UTC+11:00)');
  });

  it('formats a time range with the zone label, both labels across a DST change', () => {
    expect(formatTimeRange('2026-12-25T22:00:00Z', '2026-12-26T06:00:00Z', 'Australia/Sydney')).toBe(
      '9:00 am – 5:00 pm (UTC+11:00)',
    );
    expect(formatTimeRange('2026-07-14T23:00:00Z', null, 'Australia/Sydney')).toBe('9:00 am (UTC+10:00)');
    expect(formatTimeRange('2026-04-04T14:00:00Z', '2026-04-04T18:00:00Z', 'Australia/Sydney')).toBe(
      '1:00 am – 4:00 am (UTC+11:00 / UTC+10:00)',
    );
  });

  it('answers "" for empty, invalid and the empty-date sentinel; calendar dates are not moved by zones', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('0001-01-01T00:00:00')).toBe('');
    expect(formatCalendarDate('2027-06-30')).toBe('30 Jun 2027');
    expect(formatCalendarDate('2027-06-30T00:00:00Z')).toBe('30 Jun 2027');
    expect(formatCalendarDate(null)).toBe('');
  });
  it("calendarDayIn counts a tenant's day at its own midnight (Darwin vs Sydney)", () => {
    expect(calendarDayIn('2026-01-14T14:10:00Z', 'Australia/Darwin')).toBe('2026-01-14');
    expect(calendarDayIn('2026-01-14T14:10:00Z', 'Australia/Sydney')).toBe('2026-01-15');
    expect(calendarDayIn('2026-10-03T14:15:00Z', 'Australia/Sydney')).toBe('2026-10-04');
  });
});

describe('parseCalendarDate (issue 31, member import)', () => {
  it('reads Australian day-first and ISO dates, ignoring a time after them', () => {
    expect(parseCalendarDate('1/07/2021')).toBe('2021-07-01');
    expect(parseCalendarDate('01.07.2021')).toBe('2021-07-01');
    expect(parseCalendarDate('1-7-21')).toBe('2021-07-01');
    expect(parseCalendarDate('1/7/85')).toBe('1985-07-01');
    expect(parseCalendarDate('2021-7-1')).toBe('2021-07-01');
    expect(parseCalendarDate('1/07/2021 0:00')).toBe('2021-07-01');
    expect(parseCalendarDate('2021-07-01T00:00:00')).toBe('2021-07-01');
    expect(parseCalendarDate('29/02/2024')).toBe('2024-02-29');
  });

  it('answers null for what is not a real date', () => {
    for (const text of ['31/02/2020', '13/13/2020', '29/02/2023', 'July 2021', '', '2021-07', '1/1/1700'])
      expect(parseCalendarDate(text)).toBeNull();
  });
});
