/**
 * My Favourites > Communities (spec 02 §2): the title with the count, a card per favourite
 * community (name, privacy, members), and the loading, failure and empty states.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communityPage, listedCommunity } from '../../../test/fixtures/communities';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../test/list-state';
import { answer, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { FavouriteCommunitiesView } from './FavouriteCommunitiesView';

const API = '/api/v1/community/get-top-favorites';
const hands = listedCommunity({ isFavorite: true });
const page = communityPage;

describe('FavouriteCommunitiesView', () => {
  it('titles the page with the count and shows a card per favourite community', async () => {
    const requests = captureRequests('post', API, page([hands], 1));
    renderWithProviders(<FavouriteCommunitiesView />);
    expectLoading();
    const card = await screen.findByTestId('community-card');
    expect(within(card).getByRole('link', { name: 'Hand therapy' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/hand-therapy$/),
    );
    expect(within(card).getByText('Splints and more')).toBeInTheDocument();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByText(/2 members/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Remove from favourites: Hand therapy' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Favourite communities (1)' })).toBeInTheDocument();
    expect(requests[0].body).toMatchObject({ page: 1 });
  });

  it('says there is no data when there are no favourites', async () => {
    answer('post', API, page([]));
    renderWithProviders(<FavouriteCommunitiesView />);
    expect(await screen.findByText('No data', { selector: 'div' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Favourite communities (0)' })).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('post', API, page([hands]));
    failNextLoad(API, 'post');
    const { user } = renderWithProviders(<FavouriteCommunitiesView />);
    await expectFailureThenRetry(user, { loaded: 'Splints and more' });
  });
});
