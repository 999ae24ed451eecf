/**
 * Explore communities (spec 02 §2, §9 filters debounced 800 ms): the card grid with the count, the
 * loading, empty and failure states, and the filters as the list request receives them (keyword,
 * category, the joined switch of a member, favourites preset by the address).
 */
import { CommunityPreferenceSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../../test/fixtures';
import { communityCategory, communityPage, currentAccount, listedCommunity } from '../../../test/fixtures/communities';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../test/list-state';
import { answer, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { EXPLORE_TEXT } from '../constants';
import { ExploreView } from './ExploreView';

const API = '/api/v1/community/getlist';
const hands = listedCommunity();
const splints = listedCommunity({ id: 13, alias: 'splints', name: 'Splints', shortDescription: 'Thermoplastics' });

/** Renders explore at `route` for a Standard member (role 0) who joined 3 communities unless `role` says otherwise. */
function renderExplore({ route = '/communities/explore', role = 0 as 0 | 1 } = {}) {
  answer(
    'post',
    '/api/v1/community/preference',
    fixture(CommunityPreferenceSchema, { topJoined: [], topModerated: [], joinedCount: 3 }),
  );
  answer('get', '/api/v1/account', currentAccount({ role }));
  answer('get', '/api/v1/community/category', { categories: [communityCategory] });
  return renderWithProviders(<ExploreView />, { route });
}

/** The body of the last list request, once it matches `expected`. */
async function expectLastRequest(requests: { body: unknown }[], expected: Record<string, unknown>) {
  await waitFor(() => expect(requests.at(-1)?.body).toEqual(expect.objectContaining(expected)));
}

describe('ExploreView', () => {
  it('shows a card per community and the count, asking for the first page without filters', async () => {
    const requests = captureRequests('post', API, communityPage([hands, splints], 2));
    renderExplore();
    expectLoading();
    const grid = await screen.findByTestId('community-grid');
    expect(within(grid).getAllByTestId('community-card')).toHaveLength(2);
    expect(within(grid).getByRole('link', { name: 'Splints' })).toBeInTheDocument();
    expect(screen.getByTestId('explore-count')).toHaveTextContent('2');
    expect(requests[0].body).toEqual({ page: 1, pageSize: expect.any(Number) });
  });

  it('says no communities were found', async () => {
    answer('post', API, communityPage([]));
    renderExplore();
    expect(await screen.findByText(EXPLORE_TEXT.noCommunities)).toBeInTheDocument();
    expect(screen.getByTestId('explore-count')).toHaveTextContent('0');
  });

  it('shows the failure and loads again on retry', async () => {
    answer('post', API, communityPage([hands]));
    failNextLoad(API, 'post');
    const { user } = renderExplore();
    await expectFailureThenRetry(user, { title: EXPLORE_TEXT.loadFailed, loaded: 'Splints and more' });
  });

  it('sends the trimmed keyword once typing stops and keeps it in the address', async () => {
    const requests = captureRequests('post', API, communityPage([hands]));
    const { user } = renderExplore();
    await screen.findByTestId('community-grid');
    await user.type(screen.getByRole('textbox', { name: EXPLORE_TEXT.searchPlaceholder }), ' hand ');
    await expectLastRequest(requests, { keyword: 'hand' });
    // One request for the load and one for the settled keyword, none per keystroke.
    expect(requests).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/communities/explore?keyword=hand'));
  });

  it('filters by a category, shown as a chip that removes it', async () => {
    const requests = captureRequests('post', API, communityPage([hands]));
    const { user } = renderExplore();
    const tree = await screen.findByRole('list', { name: EXPLORE_TEXT.categories });
    await user.click(await within(tree).findByRole('checkbox', { name: /Practice areas/ }));
    await expectLastRequest(requests, { categoryIds: [3] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?categoryIds=3'));
    await user.click(screen.getByRole('button', { name: 'Remove Practice areas' }));
    // Back to the first list (answered from the cache): the box is clear and the address too.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/communities\/explore$/));
    expect(within(tree).getByRole('checkbox', { name: /Practice areas/ })).not.toBeChecked();
  });

  it('offers a member the joined switch with their count, and sends it', async () => {
    const requests = captureRequests('post', API, communityPage([hands]));
    const { user } = renderExplore();
    const joined = await screen.findByRole('switch', { name: EXPLORE_TEXT.showOnlyJoined(3) });
    await user.click(joined);
    await expectLastRequest(requests, { onlyJoined: true });
  });

  it('has no joined switch for an administrator, and presets favourites from the address', async () => {
    const requests = captureRequests('post', API, communityPage([hands]));
    renderExplore({ route: '/communities/explore?onlyFavorite=true', role: 1 });
    await screen.findByTestId('community-grid');
    expect(screen.getByRole('switch', { name: EXPLORE_TEXT.favourites })).toBeChecked();
    expect(screen.queryByRole('switch', { name: EXPLORE_TEXT.showOnlyJoined(3) })).not.toBeInTheDocument();
    expect(requests[0].body).toEqual(expect.objectContaining({ onlyFavorite: true }));
  });
});
