/**
 * Meetings in the member's own zone (issue 30): the web tests run in Australia/Sydney (vitest config),
 * so a meeting at 22:00Z shows as the next morning in Sydney with Sydney's label for that date; the
 * RSVP deadline is a formatted date-time, not "2026-11-28 06:00".
 */
import { describe, expect, it } from 'vitest';
import { meetingDay, meetingTimes, rsvpFormat } from './meeting-format';

describe('meeting times in the viewer zone', () => {
  it('shows the day and times in the viewer zone with its summer label', () => {
    const m = { startDate: '2026-11-19T22:00:00.000Z', endDate: '2026-11-19T23:30:00.000Z' };
    expect(meetingDay(m.startDate)).toBe('Fri 20 Nov 2026');
    expect(meetingTimes(m)).toBe('9:00 am – 10:30 am (UTC+11:00)');
  });

  it('uses the winter label for a July meeting', () => {
    expect(meetingTimes({ startDate: '2027-07-14T23:00:00Z', endDate: '2027-07-15T00:00:00Z' })).toBe(
      '9:00 am – 10:00 am (UTC+10:00)',
    );
  });

  it('formats the RSVP deadline', () => {
    expect(rsvpFormat('2026-11-27T19:00:00Z')).toBe('Sat 28 Nov 2026, 6:00 am');
  });
});
