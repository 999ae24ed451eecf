/** /admin/events (issue 22): rows, empty and error states, tabs, search and pages in the query. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminEventList, adminEventRow } from '../../../../test/fixtures/events';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { TEXT } from '../constants';
import { EventsAdminList } from './EventsAdminList';

const API = '/api/v1/admin/events';
const renderList = (route = '/admin/events') =>
  renderWithProviders(<EventsAdminList />, { route, path: '/admin/events' });

describe('EventsAdminList', () => {
  it('renders a row per event with its type, status and seats', async () => {
    const requests = captureRequests('get', API, adminEventList([adminEventRow()]));
    renderList();
    const link = await screen.findByRole('link', { name: 'Hand therapy workshop' });
    expect(link).toHaveAttribute('href', '/admin/events/42');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText(/^Workshop · /)).toBeInTheDocument();
    expect(within(row).getByText(TEXT.publishedTag)).toBeInTheDocument();
    expect(within(row).getByText('12 / 30')).toBeInTheDocument();
    expect(requests[0].query).toEqual({ state: 'upcoming', page: '1', limit: '20' });
  });

  it("says each tab's empty state", async () => {
    answer('get', API, adminEventList([]));
    renderList('/admin/events?state=drafts');
    expect(await screen.findByText(TEXT.none.drafts)).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', API, adminEventList([adminEventRow()]));
    answerError('get', API, 403, { code: 'FORBIDDEN', message: 'Staff only' }, { once: true });
    const { user } = renderList();
    expect(await screen.findByText(TEXT.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('Staff only')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXT.retry }));
    expect(await screen.findByRole('link', { name: 'Hand therapy workshop' })).toBeInTheDocument();
  });

  it('asks for the past tab, the search and the next page', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => adminEventRow({ id: i + 1, title: `Event ${i + 1}` }));
    const requests = captureRequests('get', API, adminEventList(rows, 41));
    const { user } = renderList('/admin/events?q=hand');
    await screen.findByRole('link', { name: 'Event 1' });
    expect(requests[0].query).toEqual({ state: 'upcoming', search: 'hand', page: '1', limit: '20' });

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() =>
      expect(requests.at(-1)?.query).toEqual({ state: 'past', search: 'hand', page: '1', limit: '20' }),
    );
    await user.click(await screen.findByRole('listitem', { name: '3' }));
    await waitFor(() =>
      expect(requests.at(-1)?.query).toEqual({ state: 'past', search: 'hand', page: '3', limit: '20' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/events?state=past&q=hand&page=3');
  });
});
