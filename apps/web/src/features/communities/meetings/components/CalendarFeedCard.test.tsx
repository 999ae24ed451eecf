/**
 * The personal calendar feed card (issue 18; issue 30): creating an address shows it with a copy
 * button and a webcal:// link beside it that opens the calendar app's subscribe dialog.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { CalendarFeedCard, webcalUrl } from './CalendarFeedCard';

const API = '/api/v1/account/calendar-feed';
const FEED = 'https://portal.example.org/api/v1/calendar/abcdefghijklmnopqrstuvwx.ics';

describe('CalendarFeedCard', () => {
  it('shows a new address with a webcal:// subscribe link beside it', async () => {
    answer('get', API, { url: null, active: false });
    answer('post', API, { url: FEED, active: true });
    const { user } = renderWithProviders(<CalendarFeedCard />);
    expect(screen.queryByRole('link', { name: /Subscribe in your calendar app/ })).not.toBeInTheDocument();
    const create = await screen.findByRole('button', { name: 'Create calendar address' });
    await waitFor(() => expect(create).toBeEnabled()); // disabled until the feed's state has loaded
    await user.click(create);
    expect(await screen.findByRole('textbox', { name: 'Calendar feed' })).toHaveValue(FEED);
    expect(screen.getByRole('link', { name: /Subscribe in your calendar app/ })).toHaveAttribute(
      'href',
      'webcal://portal.example.org/api/v1/calendar/abcdefghijklmnopqrstuvwx.ics',
    );
  });

  it('says an address is active without showing it again (no subscribe link)', async () => {
    answer('get', API, { url: null, active: true });
    renderWithProviders(<CalendarFeedCard />);
    expect(await screen.findByText(/A calendar feed address is active/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Subscribe in your calendar app/ })).not.toBeInTheDocument();
  });

  it('turns http and https addresses into webcal://', () => {
    expect(webcalUrl('http://localhost:3000/api/v1/calendar/x.ics')).toBe(
      'webcal://localhost:3000/api/v1/calendar/x.ics',
    );
    expect(webcalUrl(FEED)).toBe('webcal://portal.example.org/api/v1/calendar/abcdefghijklmnopqrstuvwx.ics');
  });
});
