/** The attendees of an event (issue 22): rows, dietary summary, empty and error states, search and pages. */
import { EventDietarySummarySchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../../../test/fixtures';
import { adminEvent, attendee, attendees } from '../../../../test/fixtures/events';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { TEXT } from '../constants';
import { AttendeesView } from './AttendeesView';

const API = '/api/v1/admin/events/42';
function renderView() {
  answer('get', API, { data: adminEvent() });
  answer('get', `${API}/waitlist`, { data: { entries: [] } });
  answer('get', `${API}/dietary-summary`, {
    data: fixture(EventDietarySummarySchema, {
      activeTickets: 2,
      withoutRequirements: 1,
      counts: [{ requirement: 'Vegetarian', count: 1 }],
      other: [],
      accessibility: [{ ticketNumber: 'T-0002', text: 'Wheelchair access' }],
    }),
  });
  return renderWithProviders(<AttendeesView eventId={42} />);
}

describe('AttendeesView', () => {
  it('renders each ticket holder with ticket, type, status and needs, and the dietary summary', async () => {
    const requests = captureRequests('get', `${API}/attendees`, attendees([attendee()]));
    renderView();
    const row = (await screen.findByText('Ada Lovelace')).closest('tr') as HTMLElement;
    expect(within(row).getByText('T-0001')).toBeInTheDocument();
    expect(within(row).getByText('Member ($120.00)')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText(/Vegetarian/)).toBeInTheDocument();
    expect(screen.getByText('2 active tickets; 1 without dietary requirements.')).toBeInTheDocument();
    expect(screen.getByText('Accessibility: Wheelchair access (T-0002)')).toBeInTheDocument();
    expect(requests[0].query).toEqual({ page: '1', limit: '50' });
  });

  it('says there are no attendees yet', async () => {
    answer('get', `${API}/attendees`, attendees([]));
    renderView();
    expect(await screen.findByText(TEXT.noAttendees)).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', `${API}/attendees`, attendees([attendee()]));
    answerError('get', `${API}/attendees`, 403, { code: 'FORBIDDEN', message: 'Events staff only' }, { once: true });
    const { user } = renderView();
    expect(await screen.findByText('Events staff only')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXT.retry }));
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('searches by name and asks for the next page', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => attendee({ ticketId: i + 1, holderName: `Holder ${i + 1}` }));
    const requests = captureRequests('get', `${API}/attendees`, attendees(rows, 60));
    const { user } = renderView();
    await screen.findByText('Holder 1');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ page: '2', limit: '50' }));
    await user.type(screen.getByLabelText(TEXT.searchAttendees), 'ada');
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ search: 'ada', page: '1', limit: '50' }));
  });
});
