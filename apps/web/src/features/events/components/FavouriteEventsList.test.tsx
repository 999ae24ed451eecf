/**
 * The Events tab of My Favourites (spec 03 §2 Favourites, §7 GET api/favourite/events) through the
 * event grid: the cards with type and CPD badges and their links, the loading, failure and empty states.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventListItem, eventListPage } from '../../../test/fixtures/events';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../test/list-state';
import { answer, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { FavouriteEventsList } from './FavouriteEventsList';

const API = '/api/favourite/events';

describe('FavouriteEventsList', () => {
  it('shows a card per favourite event with its badges, description and links', async () => {
    const requests = captureRequests(
      'get',
      API,
      eventListPage([eventListItem(), eventListItem({ id: 302, title: 'Ethics update', type: null, isCpd: true })]),
    );
    renderWithProviders(<FavouriteEventsList />);
    expectLoading();
    const [workshop, ethics] = await screen.findAllByTestId('event-card');
    expect(within(workshop).getByRole('link', { name: 'Splinting workshop' })).toHaveAttribute('href', '/events/301');
    expect(within(workshop).getByText('Workshop')).toBeInTheDocument();
    expect(within(workshop).getByText('Hands-on practice')).toBeInTheDocument();
    expect(within(workshop).getByRole('link', { name: 'View event' })).toHaveAttribute('href', '/events/301');
    expect(within(ethics).getByText('CPD')).toBeInTheDocument();
    expect(within(ethics).queryByText('Workshop')).not.toBeInTheDocument();
    expect(requests[0].query.page).toBe('1');
  });

  it('says there are no favourite events', async () => {
    answer('get', API, eventListPage([]));
    renderWithProviders(<FavouriteEventsList />);
    expect(await screen.findByText('No favorite events.')).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', API, eventListPage([eventListItem()]));
    failNextLoad(API);
    const { user } = renderWithProviders(<FavouriteEventsList />);
    await expectFailureThenRetry(user, { loaded: 'Splinting workshop' });
  });
});
