import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { emptyEventValues, formFieldOf, TIME_ZONES, toEventWrite, zoneOf } from './form-values';

describe('event form values', () => {
  it('writes wall-clock times in the chosen zone and sessions in the same zone', () => {
    const v = {
      ...emptyEventValues(dayjs('2026-03-01T08:00')),
      title: '  Sensory day ',
      timeZone: 'UTC+09:30',
      start: dayjs('2026-03-10T09:00'),
      end: dayjs('2026-03-10T17:30'),
      sessions: [{ title: 'Morning', start: dayjs('2026-03-10T09:00'), end: dayjs('2026-03-10T12:00') }],
      content: '<p></p>',
      isCpd: true,
      cpdHours: 6,
    };
    const w = toEventWrite(v);
    expect(w).toMatchObject({
      title: 'Sensory day',
      startDateTime: '2026-03-10T09:00',
      startTimeZone: 'UTC+09:30',
      endDateTime: '2026-03-10T17:30',
      endTimeZone: 'UTC+09:30',
      content: null,
      cpdDetails: { hours: 6, category: null, description: null },
    });
    expect(w.sessions?.[0]).toMatchObject({ startDateTime: '2026-03-10T09:00', endTimeZone: 'UTC+09:30' });
    expect(w.ticketTypes[0]).toMatchObject({
      name: 'General admission',
      amount: 0,
      capacity: null,
      saleStartsAt: null,
    });
  });

  it('names zones and maps API fields to form fields', () => {
    expect(zoneOf(600)).toBe('UTC+10:00');
    expect(zoneOf(-210)).toBe('UTC-03:30');
    expect(TIME_ZONES).toContain('UTC+05:45');
    expect(formFieldOf('ticketTypes.1.amount')).toEqual(['ticketTypes', 1, 'amount']);
    expect(formFieldOf('endDateTime')).toEqual(['end']);
    expect(formFieldOf('sessions.0.endDateTime')).toEqual(['sessions', 0, 'end']);
  });
});
