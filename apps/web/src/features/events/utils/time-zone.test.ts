/**
 * Event times on the web in the event's IANA zone (issue 30): the venue's wall-clock time and that
 * date's offset label whatever the viewer's zone (the web tests run in Australia/Sydney, see vitest
 * config); Perth, Brisbane, Adelaide; across both Sydney daylight-saving changes.
 */
import { describe, expect, it } from 'vitest';
import { eventDayKey, eventWallTime, formatEventDate, formatEventTimeRange, isPastEvent, zoneLabel } from './time-zone';

describe("event times in the venue's zone", () => {
  it('shows a Sydney event in January with UTC+11:00 and in July with UTC+10:00', () => {
    const january = {
      eventStartUtc: '2027-01-19T22:00:00Z',
      eventEndUtc: '2027-01-20T06:00:00Z',
      timeZone: 'Australia/Sydney',
    };
    expect(formatEventDate(january)).toBe('Wed 20 Jan 2027');
    expect(formatEventTimeRange(january)).toBe('9:00 am – 5:00 pm (UTC+11:00)');
    const july = {
      eventStartUtc: '2027-07-14T23:00:00Z',
      eventEndUtc: '2027-07-15T07:00:00Z',
      timeZone: 'Australia/Sydney',
    };
    expect(formatEventDate(july)).toBe('Thu 15 Jul 2027');
    expect(formatEventTimeRange(july)).toBe('9:00 am – 5:00 pm (UTC+10:00)');
  });

  it('shows a Perth event at Perth time and an Adelaide one with its half hour', () => {
    const perth = {
      eventStartUtc: '2026-11-25T01:00:00Z',
      eventEndUtc: '2026-11-25T09:00:00Z',
      timeZone: 'Australia/Perth',
    };
    expect(formatEventDate(perth)).toBe('Wed 25 Nov 2026');
    expect(formatEventTimeRange(perth)).toBe('9:00 am – 5:00 pm (UTC+08:00)');
    const adelaide = { eventStartUtc: '2027-01-19T22:30:00Z', timeZone: 'Australia/Adelaide' };
    expect(formatEventTimeRange(adelaide)).toBe('9:00 am (UTC+10:30)');
  });

  it("puts the event on the venue's day, not the viewer's (Brisbane, no daylight saving)", () => {
    // 23:30 UTC on 25 Jan is 9:30 am on the 26th in Brisbane (UTC+10 all year).
    const event = { eventStartUtc: '2027-01-25T23:30:00Z', timeZone: 'Australia/Brisbane' };
    expect(eventDayKey(event)).toBe('2027-01-26');
    expect(formatEventTimeRange(event)).toBe('9:30 am (UTC+10:00)');
  });

  it('labels each end of a span across the end of daylight saving (Sydney, 5 April 2026)', () => {
    const event = {
      eventStartUtc: '2026-04-04T14:00:00Z',
      eventEndUtc: '2026-04-04T18:00:00Z',
      timeZone: 'Australia/Sydney',
    };
    expect(formatEventTimeRange(event)).toBe('1:00 am – 4:00 am (UTC+11:00 / UTC+10:00)');
    expect(eventDayKey(event)).toBe('2026-04-05');
  });

  it('reads the wall-clock time right on the day daylight saving starts (Sydney, 4 October 2026)', () => {
    const start = eventWallTime('2026-10-03T16:30:00Z', null, 'Australia/Sydney');
    expect(start?.format('YYYY-MM-DD HH:mm')).toBe('2026-10-04 03:30');
    expect(zoneLabel('2026-10-03T16:30:00Z', 'Australia/Sydney')).toBe('UTC+11:00');
    expect(zoneLabel('2026-10-03T15:30:00Z', 'Australia/Sydney')).toBe('UTC+10:00');
  });

  it('uses the wall-clock text and the API label when there is no zone', () => {
    const start = eventWallTime(null, '2026-10-04T02:15:00+10:00', null);
    expect(start?.format('YYYY-MM-DD HH:mm')).toBe('2026-10-04 02:15');
    expect(formatEventTimeRange({ startDateTime: '2026-10-04T09:00:00', startTimeZone: 'UTC+11:00' })).toBe(
      '9:00 am (UTC+11:00)',
    );
  });

  it('writes a multi-day range with both days, and the year on both sides across a new year', () => {
    const event = {
      eventStartUtc: '2026-11-25T22:00:00Z',
      eventEndUtc: '2026-11-27T05:00:00Z',
      timeZone: 'Australia/Sydney',
    };
    expect(formatEventDate(event)).toBe('26 Nov – 27 Nov 2026');
    const newYear = { eventStartUtc: '2026-12-31T00:00:00Z', eventEndUtc: '2027-01-02T00:00:00Z', timeZone: 'UTC' };
    expect(formatEventDate(newYear)).toBe('31 Dec 2026 – 2 Jan 2027');
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
