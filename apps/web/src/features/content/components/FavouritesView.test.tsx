/**
 * My Favourites (spec 03 §2 Favourites; §6 only active items): the tab from the route, the
 * favourite SEARCH each content tab sends, inactive items left out, the empty texts, and the tabs
 * other areas own.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { libraryItem, librarySearchPage } from '../../../test/fixtures/content';
import { answer, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { FAVOURITES_TEXT } from '../constants';
import { FavouritesView } from './FavouritesView';

const FAVOURITE_SEARCH = { onlyFavorites: true, sort: 'created_desc', page: 1, limit: 8 };

function renderFavourites(tab: string) {
  answer('get', '/api/v1/news/favorite', { favoriteNewsIds: [501, 502] });
  answer('get', '/api/v1/resource/favorite', { favoriteResourcesIds: [] });
  const otherTabs = {
    events: <p>Favourite events list</p>,
    'community-posts': <p>Saved posts list</p>,
    communities: <p>Favourite communities list</p>,
    meetings: <p>Bookmarked meetings list</p>,
  };
  return renderWithProviders(<FavouritesView otherTabs={otherTabs} />, {
    route: `/favourites/${tab}`,
    path: '/favourites/:tab',
  });
}

describe('FavouritesView', () => {
  it('lists the active favourite news, bookmarked, leaving out an archived one', async () => {
    const searches = captureRequests(
      'search',
      '/api/content/news',
      librarySearchPage([libraryItem(), libraryItem({ id: 502, name: 'Withdrawn statement', status: 'archived' })]),
    );
    renderFavourites('news');
    expect(screen.getByRole('heading', { name: FAVOURITES_TEXT.title })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'News', selected: true })).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: 'Budget submission' });
    expect(card).toHaveAttribute('href', '/news/details/501');
    expect(screen.queryByText('Withdrawn statement')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove bookmark' })).toBeInTheDocument());
    expect(searches.map((s) => s.body)).toEqual([FAVOURITE_SEARCH]);
    expect(screen.getByRole('link', { name: /Back to communities/ })).toHaveAttribute('href', '/communities');
  });

  it('opens Resources for an unknown tab and says when there are no favourite resources', async () => {
    const searches = captureRequests('search', '/api/content/resources', librarySearchPage([]));
    renderFavourites('nonsense');
    expect(screen.getByRole('tab', { name: 'Resources', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No favorite resources.')).toBeInTheDocument();
    expect(searches.map((s) => s.body)).toEqual([FAVOURITE_SEARCH]);
  });

  it("moves between tabs through the route and shows the other areas' lists", async () => {
    answer('search', '/api/content/resources', librarySearchPage([]));
    const { user } = renderFavourites('resources');
    await screen.findByText('No favorite resources.');
    await user.click(screen.getByRole('tab', { name: 'Meetings' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/favourites/meetings'));
    const panel = screen.getByRole('tabpanel', { name: 'Meetings' });
    expect(within(panel).getByText('Bookmarked meetings list')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Community posts' }));
    expect(await screen.findByText('Saved posts list')).toBeInTheDocument();
    expect(screen.queryByText('Bookmarked meetings list')).not.toBeInTheDocument();
  });
});
