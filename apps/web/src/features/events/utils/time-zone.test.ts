import { describe, expect, it } from 'vitest';
import {
  eventDayKey,
  eventWallTime,
  formatEventDate,
  formatEventTimeRange,
  formatTimeZoneOffset,
  isPastEvent,
  parseTimeZoneOffset,
  zoneLabel,
} from './time-zone';

describe('parseTimeZoneOffset and formatTimeZoneOffset (spec 01 §9)', () => {
  it('parses UTC+hh:mm strings to minutes east of UTC', () => {
    expect(parseTimeZoneOffset('UTC+10:00')).toBe(600);
    expect(parseTimeZoneOffset('UTC+11:00')).toBe(660);
    expect(parseTimeZoneOffset('UTC+09:30')).toBe(570);
    expect(parseTimeZoneOffset('UTC-03:30')).toBe(-210);
    expect(parseTimeZoneOffset('utc+8')).toBe(480);
    expect(parseTimeZoneOffset('UTC')).toBe(0);
  });

  it('returns null for anything else', () => {
    expect(parseTimeZoneOffset('Australia/Sydney')).toBeNull();
    expect(parseTimeZoneOffset('')).toBeNull();
    expect(parseTimeZoneOffset(null)).toBeNull();
  });

  it('writes minutes back as UTC+hh:mm', () => {
    expect(formatTimeZoneOffset(600)).toBe('UTC+10:00');
    expect(formatTimeZoneOffset(-210)).toBe('UTC-03:30');
    expect(zoneLabel('utc+9:30')).toBe('UTC+09:30');
    expect(zoneLabel('AEST')).toBe('AEST');
  });
});

describe("event times in the venue's zone (viewer in Australia/Sydney)", () => {
  it('shows a Perth event at Perth time whatever the viewer zone', () => {
    const event = {
      eventStartUtc: '2026-11-25T01:00:00Z',
      eventEndUtc: '2026-11-25T09:00:00Z',
      startTimeZone: 'UTC+08:00',
    };
    expect(formatEventDate(event)).toBe('Wed, 25 Nov 2026');
    expect(formatEventTimeRange(event)).toBe('9:00 am – 5:00 pm (UTC+08:00)');
  });

  it("puts the event on the venue's day, not the viewer's", () => {
    // 23:30 UTC on the 25th is 9:30 am on the 26th in Brisbane (UTC+10).
    const event = { eventStartUtc: '2026-11-25T23:30:00Z', startTimeZone: 'UTC+10:00' };
    expect(eventDayKey(event)).toBe('2026-11-26');
    expect(formatEventTimeRange(event)).toBe('9:30 am (UTC+10:00)');
  });

  it("keeps a venue time that falls in the viewer's skipped hour (Sydney, 4 October 2026 2:00-3:00)", () => {
    const start = eventWallTime('2026-10-03T16:30:00Z', null, 'UTC+10:00');
    expect(start?.format('YYYY-MM-DD HH:mm')).toBe('2026-10-04 02:30');
  });

  it("keeps a venue time that falls in the viewer's repeated hour (Sydney, 5 April 2026 2:00-3:00)", () => {
    const event = {
      eventStartUtc: '2026-04-04T16:30:00Z',
      eventEndUtc: '2026-04-04T17:15:00Z',
      startTimeZone: 'UTC+10:00',
    };
    expect(formatEventTimeRange(event)).toBe('2:30 am – 3:15 am (UTC+10:00)');
    expect(eventDayKey(event)).toBe('2026-04-05');
  });

  it('uses the wall-clock text when there is no offset to apply', () => {
    const start = eventWallTime(null, '2026-10-04T02:15:00+10:00', 'Australia/Brisbane');
    expect(start?.format('YYYY-MM-DD HH:mm')).toBe('2026-10-04 02:15');
  });

  it('writes a multi-day range with both days, and both zones when the end differs', () => {
    const event = {
      eventStartUtc: '2026-11-25T22:00:00Z',
      eventEndUtc: '2026-11-27T06:00:00Z',
      startTimeZone: 'UTC+11:00',
      endTimeZone: 'UTC+10:00',
    };
    expect(formatEventDate(event)).toBe('26 Nov – 27 Nov 2026');
    expect(formatEventTimeRange(event)).toBe('9:00 am – 4:00 pm (UTC+11:00 / UTC+10:00)');
  });

  it('writes the year on both sides across a new year', () => {
    const event = { eventStartUtc: '2026-12-31T00:00:00Z', eventEndUtc: '2027-01-02T00:00:00Z', startTimeZone: 'UTC' };
    expect(formatEventDate(event)).toBe('31 Dec 2026 – 2 Jan 2027');
  });

  it('shows nothing without any time', () => {
    expect(formatEventDate({})).toBe('');
    expect(formatEventTimeRange({})).toBe('');
    expect(eventDayKey({})).toBeNull();
  });
});

describe('isPastEvent', () => {
  const now = Date.parse('2026-11-25T00:00:00Z');
  it('is past once its UTC end (else start) is before now', () => {
    expect(isPastEvent({ eventStartUtc: '2026-11-20T00:00:00Z', eventEndUtc: '2026-11-24T23:59:00Z' }, now)).toBe(true);
    expect(isPastEvent({ eventStartUtc: '2026-11-24T00:00:00Z', eventEndUtc: '2026-11-25T01:00:00Z' }, now)).toBe(
      false,
    );
    expect(isPastEvent({ eventStartUtc: '2026-11-24T00:00:00Z' }, now)).toBe(true);
    expect(isPastEvent({}, now)).toBe(false);
  });
});
