/**
 * The event card shows the event's wall-clock time in its own IANA zone with that date's offset label
 * (issue 30): a Sydney event in January "(UTC+11:00)", in July "(UTC+10:00)", a Perth one at Perth time
 * whatever the viewer's zone (the web tests run in Australia/Sydney).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventListItem } from '../../../test/fixtures/events';
import { renderWithProviders } from '../../../test/render';
import { EventCard } from './EventCard';

describe('EventCard date and time', () => {
  it.each([
    [
      'Sydney in January',
      {
        eventStartUtc: '2027-01-19T22:00:00.000Z',
        eventEndUtc: '2027-01-20T06:00:00.000Z',
        timeZone: 'Australia/Sydney',
      },
      'Wed 20 Jan 2027',
      '9:00 am – 5:00 pm (UTC+11:00)',
    ],
    [
      'Sydney in July',
      {
        eventStartUtc: '2027-07-14T23:00:00.000Z',
        eventEndUtc: '2027-07-15T07:00:00.000Z',
        timeZone: 'Australia/Sydney',
      },
      'Thu 15 Jul 2027',
      '9:00 am – 5:00 pm (UTC+10:00)',
    ],
    [
      'Perth in January',
      {
        eventStartUtc: '2027-01-20T01:00:00.000Z',
        eventEndUtc: '2027-01-20T09:00:00.000Z',
        timeZone: 'Australia/Perth',
      },
      'Wed 20 Jan 2027',
      '9:00 am – 5:00 pm (UTC+08:00)',
    ],
  ])('%s', (_name, times, day, range) => {
    renderWithProviders(<EventCard event={eventListItem(times)} />);
    const card = screen.getByTestId('event-card');
    expect(card).toHaveTextContent(day);
    expect(card).toHaveTextContent(range);
  });
});
