import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { emptyEventValues, formFieldOf, toEventWrite } from './form-values';

describe('event form values', () => {
  it('writes wall-clock times in the chosen zone and sessions in the same zone', () => {
    const v = {
      ...emptyEventValues('Australia/Sydney', dayjs('2026-03-01T08:00')),
      title: '  Sensory day ',
      timeZone: 'Australia/Adelaide',
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
      endDateTime: '2026-03-10T17:30',
      timeZone: 'Australia/Adelaide',
      content: null,
      cpdDetails: { hours: 6, category: null, description: null },
    });
    // Sessions carry no zone of their own: the server gives them the event's.
    expect(w.sessions?.[0]).toEqual({
      title: 'Morning',
      startDateTime: '2026-03-10T09:00',
      endDateTime: '2026-03-10T12:00',
    });
    expect(w).not.toHaveProperty('startTimeZone');
    expect(w.ticketTypes[0]).toMatchObject({
      name: 'General admission',
      amount: 0,
      capacity: null,
      saleStartsAt: null,
    });
  });

  it('starts a new event in the tenant zone and maps API fields to form fields', () => {
    expect(emptyEventValues('Australia/Darwin').timeZone).toBe('Australia/Darwin');
    expect(emptyEventValues().timeZone).toBe('Australia/Sydney');
    expect(formFieldOf('timeZone')).toEqual(['timeZone']);
    expect(formFieldOf('ticketTypes.1.amount')).toEqual(['ticketTypes', 1, 'amount']);
    expect(formFieldOf('endDateTime')).toEqual(['end']);
    expect(formFieldOf('sessions.0.endDateTime')).toEqual(['sessions', 0, 'end']);
  });
});
