/**
 * The calendar's phone agenda (issue 32): the shown month's days with events in date order, full
 * titles linking to the details page, times, the attending and CPD marks; other months' days left
 * out; an empty state naming the month.
 */
import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { eventListItem } from '../../../../test/fixtures/events';
import { renderWithProviders } from '../../../../test/render';
import { groupEventsByDay } from '../../utils/calendar';
import { agendaDays, CalendarAgenda } from './CalendarAgenda';

const sydney = { timeZone: 'Australia/Sydney' };
const events = [
  eventListItem({
    id: 11,
    title: 'Return to work after hand injury: a practical workshop',
    eventStartUtc: '2026-11-21T23:00:00.000Z',
    eventEndUtc: '2026-11-22T01:00:00.000Z',
    isCpd: true,
    ...sydney,
  }),
  eventListItem({
    id: 12,
    title: 'Melbourne members’ evening',
    eventStartUtc: '2026-11-06T07:00:00.000Z',
    eventEndUtc: '2026-11-06T09:00:00.000Z',
    userTicketId: 5,
    ...sydney,
  }),
  eventListItem({
    id: 13,
    title: 'Assistive technology webinar',
    eventStartUtc: '2026-12-03T23:00:00.000Z',
    eventEndUtc: '2026-12-04T00:00:00.000Z',
    ...sydney,
  }),
];

describe('CalendarAgenda', () => {
  it('lists the month’s days with events in order, with full titles, times and marks', () => {
    const { byDay } = groupEventsByDay(events);
    renderWithProviders(<CalendarAgenda byDay={byDay} value={dayjs('2026-11-15')} mode="month" />);
    const list = screen.getByRole('list', { name: 'Events in November 2026' });
    const headings = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Friday 6 November', 'Sunday 22 November']);
    const link = screen.getByRole('link', { name: 'Return to work after hand injury: a practical workshop' });
    expect(link.getAttribute('href')).toBe('/events/11');
    expect(screen.queryByText('Assistive technology webinar')).toBeNull();
    expect(screen.getByText('Attending')).toBeTruthy();
    expect(screen.getByText('CPD')).toBeTruthy();
    expect(screen.getByText(/10:00 am – 12:00 pm/)).toBeTruthy();
  });

  it('shows an empty state naming the month when it holds no events', () => {
    const { byDay } = groupEventsByDay(events);
    renderWithProviders(<CalendarAgenda byDay={byDay} value={dayjs('2027-02-01')} mode="month" />);
    expect(screen.getByText('No events in February 2027')).toBeTruthy();
  });

  it('lists the whole year in year mode', () => {
    const { byDay } = groupEventsByDay(events);
    expect(agendaDays(byDay, dayjs('2026-01-01'), 'year')).toEqual(['2026-11-06', '2026-11-22', '2026-12-04']);
  });
});
