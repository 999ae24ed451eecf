/**
 * Saved posts (spec 02 §2) through the post feed: the saved posts only, each post once, and the
 * loading, failure and empty states.
 */
import { PostListResponseSchema } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../../test/fixtures';
import { communityPost } from '../../../test/fixtures/communities';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../test/list-state';
import { answer, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { POST_TEXT } from '../constants';
import { SavedPostsView } from './HomeFeedView';

const API = '/api/v1/community/post/feed';
const page = (posts: ReturnType<typeof communityPost>[]) =>
  fixture(PostListResponseSchema, { posts, totalItemCount: posts.length });

describe('SavedPostsView', () => {
  it('asks for the saved posts only and shows each post once', async () => {
    const saved = communityPost({ isSaved: true });
    const requests = captureRequests('get', API, page([saved, saved, communityPost({ id: 42, title: 'Casts' })]));
    renderWithProviders(<SavedPostsView />);
    expectLoading();
    const feed = await screen.findByTestId('post-feed');
    expect(within(feed).getAllByText('Splinting tips')).toHaveLength(1);
    expect(within(feed).getByText('Casts')).toBeInTheDocument();
    expect(within(feed).getAllByText(/Ada Lovelace/).length).toBeGreaterThan(0);
    expect(requests[0].query).toEqual({ page: '1', pageSize: '20', includeOnlySaved: 'true' });
  });

  it('says there are no saved posts', async () => {
    answer('get', API, page([]));
    renderWithProviders(<SavedPostsView />);
    expect(await screen.findByText(POST_TEXT.noSavedPosts)).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', API, page([communityPost()]));
    failNextLoad(API);
    const { user } = renderWithProviders(<SavedPostsView />);
    await expectFailureThenRetry(user, { loaded: 'Splinting tips' });
  });
});
