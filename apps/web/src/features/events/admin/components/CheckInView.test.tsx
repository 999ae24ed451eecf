/** Check-in at the door (issue 22): the search prompt, matches and their states, and checking a ticket in. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../test/feedback';
import { adminEvent, attendee, attendees } from '../../../../test/fixtures/events';
import { expectFailureThenRetry, failNextLoad } from '../../../../test/list-state';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { TEXT } from '../constants';
import { CheckInView } from './CheckInView';

const API = '/api/v1/admin/events/42';
const ATTENDEES = `${API}/attendees`;
const PROMPT = 'Type at least 2 characters of a name, email or ticket number';

function renderCheckIn() {
  answer('get', API, { data: adminEvent() });
  return renderWithProviders(<CheckInView eventId={42} />);
}
const search = () => screen.getByRole('searchbox', { name: TEXT.searchAttendees });
const matches = () => screen.findByRole('list', { name: 'Matching tickets' });

describe('CheckInView', () => {
  it('asks for 2 characters before it searches, then lists the Active tickets that match', async () => {
    const requests = captureRequests('get', ATTENDEES, attendees([attendee()]));
    const { user } = renderCheckIn();
    expect(await screen.findByText(`${TEXT.checkIn}: Hand therapy workshop`)).toBeInTheDocument();
    expect(screen.getByText(PROMPT)).toBeInTheDocument();
    await user.type(search(), 'a');
    expect(screen.getByText(PROMPT)).toBeInTheDocument();
    await user.type(search(), 'da');
    const row = within(await matches())
      .getByText('Ada Lovelace')
      .closest('li') as HTMLElement;
    expect(within(row).getByText('T-0001 · Member · ada@example.org')).toBeInTheDocument();
    expect(requests.map((r) => r.query)).toEqual([{ search: 'ada', status: 'Active', page: '1', limit: '20' }]);
  });

  it('says when no ticket matches', async () => {
    answer('get', ATTENDEES, attendees([]));
    const { user } = renderCheckIn();
    await user.type(await screen.findByRole('searchbox', { name: TEXT.searchAttendees }), 'zz');
    expect(await screen.findByText(TEXT.noMatches)).toBeInTheDocument();
  });

  it('shows the failure of the search and searches again on retry', async () => {
    answer('get', ATTENDEES, attendees([attendee()]));
    failNextLoad(ATTENDEES);
    const { user } = renderCheckIn();
    await user.type(await screen.findByRole('searchbox', { name: TEXT.searchAttendees }), 'ada');
    await expectFailureThenRetry(user, { loaded: 'Ada Lovelace' });
  });

  it('checks a ticket in and shows it checked in', async () => {
    answer('get', ATTENDEES, attendees([attendee()]));
    const checkIns = captureRequests('post', `${API}/checkin`, {
      data: attendee({ checkedInAt: '2026-10-01T00:05:00.000Z' }),
    });
    const { user } = renderCheckIn();
    await user.type(await screen.findByRole('searchbox', { name: TEXT.searchAttendees }), 'ada');
    const list = await matches();
    answer('get', ATTENDEES, attendees([attendee({ checkedInAt: '2026-10-01T00:05:00.000Z' })]));
    await user.click(within(list).getByRole('button', { name: 'Check in Ada Lovelace' }));
    await expectToast(TEXT.checkInDone('Ada Lovelace'));
    expect(checkIns.map((c) => c.body)).toEqual([{ ticketId: 1 }]);
    expect(await within(await matches()).findByText(`${TEXT.checkedIn} 10:05`)).toBeInTheDocument();
  });

  it("shows the server's answer when a ticket was checked in already", async () => {
    answer('get', ATTENDEES, attendees([attendee()]));
    answerError('post', `${API}/checkin`, 409, { code: 'CONFLICT', message: 'Ticket already checked in' });
    const { user } = renderCheckIn();
    await user.type(await screen.findByRole('searchbox', { name: TEXT.searchAttendees }), 'ada');
    await user.click(within(await matches()).getByRole('button', { name: 'Check in Ada Lovelace' }));
    await expectToast('Ticket already checked in');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check in Ada Lovelace' })).toBeEnabled());
  });

  it('says the event was not found', async () => {
    answerError('get', API, 404, { code: 'NOT_FOUND', message: 'Not found' });
    renderWithProviders(<CheckInView eventId={42} />);
    expect(await screen.findByText(TEXT.eventNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
